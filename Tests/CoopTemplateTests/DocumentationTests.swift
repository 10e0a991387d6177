import CoopDiagnostics
import CoopLocale
import CoopTemplate
import CoopTestSupport
import Foundation
import Testing

/// Every example in `docs/templates.md` is rendered with the ``Fixture`` data and must give
/// exactly the output written under it, so the theme author's reference cannot drift
/// from what the engine does.
///
/// The document pairs fenced blocks by their info strings:
///
/// | template block | answer block | rendered as |
/// |---|---|---|
/// | `xhtml example` | `html output` | a body inside the namespaced `<div>` (``render(_:files:)``) |
/// | `xhtml page` | `html output` | a whole page file (``render(page:files:)``) |
/// | `xhtml error` | `text diagnostics` | a whole page file; the diagnostics as `coop` prints them |
///
/// The answer block follows its template block after blank lines and at most one line
/// of prose. Blocks `xhtml file NAME` just before a template block (with the same spacing)
/// are the other theme files of that example: layouts, fragments; a block
/// `yaml file messages/en.yaml` is the catalogue its `c:msg` messages come from.
@Suite struct DocumentationTests {
    /// One fenced block of the document.
    struct Block {
        let info: [String]
        let text: String
        /// The lines of the opening and closing fences (1-based).
        let firstLine: Int
        let lastLine: Int
    }

    /// How an example's template is rendered.
    enum Kind: String, Sendable {
        case body = "xhtml example"
        case page = "xhtml page"
        case error = "xhtml error"

        var answer: String { self == .error ? "text diagnostics" : "html output" }
    }

    /// One template of the document with its expected output.
    struct Example: Sendable, CustomTestStringConvertible {
        let kind: Kind
        let files: [String: String]
        let template: String
        let expected: String
        let line: Int

        var testDescription: String { "templates.md:\(line) (\(kind.rawValue))" }
    }

    /// `docs/templates.md` in the repository.
    static let documentPath = repositoryRoot + "/docs/templates.md"

    static let document: (examples: [Example], problems: [String]) = {
        guard let text = try? String(contentsOfFile: documentPath, encoding: .utf8) else {
            return ([], ["cannot read \(documentPath)"])
        }
        return examples(in: text)
    }()

    /// The fenced blocks of `markdown` (backtick fences only, as the document uses).
    static func blocks(in markdown: String) -> (blocks: [Block], lines: [Substring]) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [Block] = []
        var open: (fence: Int, info: [String], line: Int)?
        var content: [Substring] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " }
            let ticks = trimmed.prefix { $0 == "`" }.count
            if let current = open {
                if ticks >= current.fence, trimmed.dropFirst(ticks).allSatisfy({ $0 == " " }) {
                    blocks.append(
                        Block(
                            info: current.info, text: content.joined(separator: "\n"),
                            firstLine: current.line, lastLine: index + 1))
                    open = nil
                } else {
                    content.append(line)
                }
            } else if ticks >= 3 {
                let info = trimmed.dropFirst(ticks).split(separator: " ").map(String.init)
                open = (ticks, info, index + 1)
                content = []
            }
        }
        return (blocks, lines)
    }

    /// The example pairs of `markdown`, and every block that does not pair up as it should.
    static func examples(in markdown: String) -> (examples: [Example], problems: [String]) {
        let (blocks, lines) = blocks(in: markdown)
        /// Whether `second` follows `first` after blank lines and at most one line of prose.
        func adjacent(_ first: Block, _ second: Block) -> Bool {
            let between = lines[first.lastLine..<(second.firstLine - 1)]
            return between.filter { !$0.allSatisfy(\.isWhitespace) }.count <= 1
        }
        var examples: [Example] = []
        var problems: [String] = []
        var files: [String: String] = [:]
        var lastFile: Block?
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            index += 1
            let info = block.info.joined(separator: " ")
            if block.info.count == 3, block.info[0] == "xhtml" || block.info[0] == "yaml", block.info[1] == "file" {
                if let lastFile, !adjacent(lastFile, block) {
                    problems.append("line \(lastFile.firstLine): 'xhtml file' block is not followed by an example")
                    files = [:]
                }
                files[block.info[2]] = block.text
                lastFile = block
                continue
            }
            if let kind = Kind(rawValue: info) {
                if let file = lastFile, !adjacent(file, block) {
                    problems.append("line \(file.firstLine): 'xhtml file' block is not followed by an example")
                    files = [:]
                }
                guard index < blocks.count, blocks[index].info.joined(separator: " ") == kind.answer,
                    adjacent(block, blocks[index])
                else {
                    problems.append("line \(block.firstLine): '\(info)' is not followed by a '\(kind.answer)' block")
                    files = [:]
                    lastFile = nil
                    continue
                }
                examples.append(
                    Example(
                        kind: kind, files: files, template: block.text, expected: blocks[index].text,
                        line: block.firstLine))
                index += 1
            } else if info == "html output" || info == "text diagnostics" {
                problems.append("line \(block.firstLine): '\(info)' block without an example before it")
            } else if let file = lastFile {
                problems.append("line \(file.firstLine): 'xhtml file' block is not followed by an example")
            } else if block.info.first == "xhtml" {
                problems.append("line \(block.firstLine): unknown example kind '\(info)'")
            }
            files = [:]
            lastFile = nil
        }
        if let file = lastFile {
            problems.append("line \(file.firstLine): 'xhtml file' block is not followed by an example")
        }
        return (examples, problems)
    }

    /// The words of an example: its catalogue (`messages/en.yaml`), or English formats and no
    /// message.
    static func words(_ files: [String: String]) -> Words {
        guard let text = files["messages/en.yaml"] else { return .englishFormatsOnly }
        switch Catalogue.load(language: "en", bytes: Array(text.utf8), path: "messages/en.yaml") {
        case .success(let catalogue): return Words(catalogue)
        case .failure(let error):
            Issue.record("the example's catalogue has problems: \(error.diagnostics.map(\.description))")
            return .englishFormatsOnly
        }
    }

    /// The diagnostics of a page, as `coop check` prints them (without colour).
    static func diagnostics(page: String, files: [String: String]) -> String {
        var all = files
        all["page.xhtml"] = page
        let library = TemplateLibrary(files: all.mapValues { Array($0.utf8) })
        let renderer = DiagnosticRenderer(sources: library.sourceTexts)
        if !library.diagnostics.isEmpty { return renderer.render(library.diagnostics) }
        switch library.compile("page.xhtml", data: Fixture.page, words: words(files)) {
        case .success(let template): return "(no error; the page renders)\n" + template.renderString(Fixture.data)
        case .failure(let error): return renderer.render(error.diagnostics)
        }
    }

    @Test func theDocumentHasExamplesThatPairUp() {
        let (examples, problems) = Self.document
        #expect(problems == [])
        let rendered = examples.filter { $0.kind != .error }
        #expect(rendered.count >= 20, "only \(rendered.count) example pairs found in \(Self.documentPath)")
        #expect(examples.contains { $0.kind == .error })
    }

    @Test(arguments: DocumentationTests.document.examples)
    func example(_ example: Example) {
        let actual: String
        switch example.kind {
        case .body: actual = render(example.template, files: example.files, words: Self.words(example.files))
        case .page:
            // A whole document ends with a line break, which a fenced block cannot show.
            var text = render(page: example.template, files: example.files, words: Self.words(example.files))
            if text.hasSuffix("</html>\n") { text.removeLast() }
            actual = text
        case .error:
            var text = Self.diagnostics(page: example.template, files: example.files)
            if text.hasSuffix("\n") { text.removeLast() }
            actual = text
        }
        #expect(actual == example.expected, "templates.md:\(example.line) gives:\n\(actual)")
    }

    @Test func pairingRules() {
        let markdown = """
            ```xhtml file parts.xhtml
            <i/>
            ```
            A line of prose.
            ```xhtml example
            <b/>
            ```

            ```html output
            <div><b></b></div>
            ```
            ```xhtml example
            <b/>
            ```
            One line.
            Two lines.
            ```html output
            x
            ```
            ```html output
            y
            ```
            """
        let (examples, problems) = Self.examples(in: markdown)
        #expect(examples.count == 1)
        #expect(examples.first?.files == ["parts.xhtml": "<i/>"])
        #expect(examples.first?.expected == "<div><b></b></div>")
        #expect(
            problems == [
                "line 12: 'xhtml example' is not followed by a 'html output' block",
                "line 17: 'html output' block without an example before it",
                "line 20: 'html output' block without an example before it",
            ])
    }
}
