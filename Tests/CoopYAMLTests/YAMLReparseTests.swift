import CoopDiagnostics
import CoopTestSupport
import Testing

@testable import CoopYAML

/// ``YAMLParser/parse(_:path:earlier:)``: a file parsed from its parse before a change gives
/// exactly the tree (every value, style, tag, mark and length) or the problem that parsing the
/// whole file gives, and reads again only the changed entries when the change allows it.
@Suite struct YAMLReparseTests {
    /// Four notes (on lines 2, 10, 16 and 23) written every way a value can be: plain, quoted over two
    /// lines, folded, kept with `|+`, a flow mapping, a tag; comments and blank lines between them.
    static let notes = """
        # Notes, one a day
        - date: 2026-11-01
          title: Dust bath   # by the fence
          tags: [chores]
          text: |
            Dug a hole.
            Then slept.

        # the hawk
        - date: 2026-11-05
          title: "Hawk seen,
            at dusk"
          text: >-
            Ran off
            with nothing.
        - date: 2026-11-07
          title: 'Kept:' # quoted
          hens: {first: Pearl}
          text: |+
            Kept lines.


        - date: 2026-11-09
          title: !!str 12
        """ + "\n"

    /// An egg file: days, a range, a comment and a blank line.
    static let eggs = """
        # Eggs collected in 2026.
        2026-11-01: 5   # windy
        2026-11-02: {brown: 3, cracked: 1}

        2026-11-03..2026-11-05: 9
        2026-11-06: 4
        """ + "\n"

    /// Every node of `result` with its marks, style, tag and length, or its problem.
    static func describe(_ result: Result<YAMLNode?, Diagnostic>) -> String {
        switch result {
        case .failure(let diagnostic): return "failure \(diagnostic.description)"
        case .success(nil): return "empty"
        case .success(let root?): return describe(root)
        }
    }

    /// `node` and everything in it, one node a line.
    static func describe(_ node: YAMLNode, depth: Int = 0) -> String {
        let pad = String(repeating: " ", count: depth)
        switch node {
        case .scalar(let scalar):
            return
                "\(pad)\(scalar.mark.line):\(scalar.mark.column) scalar \(scalar.style) \(scalar.tag ?? "-") \(scalar.length) \(scalar.value.debugDescription)\n"
        case .mapping(let mapping):
            return "\(pad)\(mapping.mark.line):\(mapping.mark.column) mapping flow=\(mapping.isFlow)\n"
                + mapping.pairs.map { describe($0.key, depth: depth + 1) + describe($0.value, depth: depth + 2) }.joined()
        case .sequence(let list):
            return "\(pad)\(list.mark.line):\(list.mark.column) list flow=\(list.isFlow)\n"
                + list.items.map { describe($0, depth: depth + 1) }.joined()
        }
    }

    /// The root of `after` found from `before`'s parse, or `nil` when the change does not
    /// qualify; records an issue when the tree differs from a parse of the whole of `after`.
    @discardableResult
    static func reparse(_ before: String, _ after: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> YAMLNode? {
        let (old, new) = (Array(before.utf8), Array(after.utf8))
        guard case .success(let root?) = YAMLParser.parse(old, path: "f.yaml") else {
            Issue.record("the file before the change does not parse", sourceLocation: sourceLocation)
            return nil
        }
        let whole = describe(YAMLParser.parse(new, path: "f.yaml"))
        #expect(describe(YAMLParser.parse(new, path: "f.yaml", earlier: (old, root))) == whole, sourceLocation: sourceLocation)
        return new.withUnsafeBufferPointer { new in
            old.withUnsafeBufferPointer { old in YAMLReparse.root(of: new, earlier: old, root: root) }
        }
    }

    /// `text` with `line` (1-based) replaced by `lines` (each without its line end).
    static func replacing(_ text: String, lines range: ClosedRange<Int>, with lines: [String]) -> String {
        var all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        all.replaceSubrange((range.lowerBound - 1)...(range.upperBound - 1), with: lines)
        return all.joined(separator: "\n")
    }

    /// `text` with `lines` inserted before `line` (1-based).
    static func inserting(_ lines: [String], before line: Int, in text: String) -> String {
        var all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        all.insert(contentsOf: lines, at: line - 1)
        return all.joined(separator: "\n")
    }

    /// `text` with CRLF line ends.
    static func withCRLF(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    /// A note to add, with a block of text.
    static let newNote = ["- date: 2026-11-06", "  title: New", "  tags: [a, b]", "  text: |", "    One.", "    Two."]

    @Test func aNoteAddedBeforeEachEntryAndAtTheEndIsReadAloneAndMovesTheOthers() throws {
        let lines = Self.notes.split(separator: "\n", omittingEmptySubsequences: false).count
        for line in [2, 9, 10, 16, 21, 23, lines] {
            let root = try Self.reparse(Self.notes, Self.inserting(Self.newNote, before: line, in: Self.notes))
            #expect(root != nil, "inserting before line \(line)")
        }
    }

    @Test func aNoteTakenOutOrRewrittenIsReadAlone() throws {
        // Each note taken out whole (the notes start on lines 2, 10, 16 and 23); the first with
        // the comment above the second, which would else be the first line of the changed lines.
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 2...8, with: [])) == nil)
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 2...9, with: [])) != nil)
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 10...15, with: [])) != nil)
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 16...22, with: [])) != nil)
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 23...24, with: [])) != nil)
        // A field rewritten on its line, one added (a line more), the first note's date changed.
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 11...12, with: ["  title: Fox"])) != nil)
        #expect(try Self.reparse(Self.notes, Self.inserting(["  until: 2026-11-20"], before: 3, in: Self.notes)) != nil)
        #expect(try Self.reparse(Self.notes, Self.inserting(["  until: 2026-11-20"], before: 17, in: Self.notes)) != nil)
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 2...2, with: ["- date: 2026-10-31"])) != nil)
    }

    @Test func eggDaysAddedReplacedAndTakenOutAreReadAlone() throws {
        #expect(try Self.reparse(Self.eggs, Self.inserting(["2026-11-07: 2"], before: 7, in: Self.eggs)) != nil)
        #expect(try Self.reparse(Self.eggs, Self.inserting(["2026-11-02..2026-11-02: 2"], before: 3, in: Self.eggs)) != nil)
        #expect(try Self.reparse(Self.eggs, Self.replacing(Self.eggs, lines: 3...3, with: ["2026-11-02: {blue: 2}"])) != nil)
        #expect(try Self.reparse(Self.eggs, Self.replacing(Self.eggs, lines: 5...5, with: [])) != nil)
        #expect(try Self.reparse(Self.eggs, Self.eggs) != nil)
    }

    @Test func aChangeThatDoesNotQualifyIsParsedWhole() throws {
        // The header, a `---`, a directive: the whole file.
        #expect(try Self.reparse(Self.notes, Self.replacing(Self.notes, lines: 1...1, with: ["# Notes"])) == nil)
        #expect(try Self.reparse(Self.notes, Self.inserting(["---"], before: 10, in: Self.notes)) == nil)
        #expect(
            try Self.reparse("%YAML 1.1\n---\n" + Self.notes, "%YAML 1.1\n---\n" + Self.inserting(Self.newNote, before: 10, in: Self.notes))
                == nil)
        // Lines that could belong to the entry above, a tab, a flow list, a byte-order mark.
        #expect(try Self.reparse(Self.notes, Self.inserting(["  extra: 1", "- date: 2026-11-06"], before: 10, in: Self.notes)) == nil)
        #expect(try Self.reparse(Self.notes, Self.inserting(["- date: 2026-11-06", "\ttitle: x"], before: 10, in: Self.notes)) == nil)
        #expect(try Self.reparse("[a, b]\n", "[a, b, c]\n") == nil)
        #expect(try Self.reparse("\u{FEFF}- a\n- b\n", "\u{FEFF}- a\n- c\n") == nil)
        // Items starting on the line after their dash.
        #expect(try Self.reparse("- a\n-\n  b: 1\n- c\n", "- a\n-\n  b: 2\n- c\n") == nil)
    }

    @Test func aProblemInTheChangeIsTheWholeFilesProblem() throws {
        let broken = [
            Self.inserting(["- date: 2026-11-06", "  title: \"unclosed"], before: 10, in: Self.notes),
            Self.inserting(["- date: 2026-11-06", "  title: [a, b"], before: 10, in: Self.notes),
            Self.inserting(["- *alias"], before: 10, in: Self.notes),
            Self.inserting(["- date: 2026-11-06", "  title: a\u{7}b"], before: 24, in: Self.notes),
            Self.inserting(["- a: 1", "   b: 2"], before: 24, in: Self.notes),
        ]
        for after in broken {
            #expect(try Self.reparse(Self.notes, after) == nil)
            guard case .failure = YAMLParser.parse(Array(after.utf8), path: "f.yaml") else {
                Issue.record("expected a problem in \(after.debugDescription)")
                continue
            }
        }
    }

    @Test func windowsLineEndsAndAFileWithoutAFinalLineEnd() throws {
        let crlf = Self.withCRLF(Self.notes)
        let added = Self.withCRLF(Self.inserting(Self.newNote, before: 16, in: Self.notes))
        #expect(try Self.reparse(crlf, added) != nil)
        let unended = String(Self.eggs.dropLast())
        #expect(try Self.reparse(unended, unended + "\n2026-11-07: 1") != nil)
        #expect(try Self.reparse(unended, unended + "\n2026-11-07: 1\n") != nil)
    }

    /// Random edits of whole lines, one after another, each parsed from the tree the one before
    /// gave (entries added, taken out and rewritten; comments, blank lines, block scalars,
    /// quotes and flow values moved about): whatever qualifies gives the whole file's tree.
    @Test(arguments: [false, true])
    func randomEditsGiveTheWholeFilesTree(eggs: Bool) throws {
        var random = SplitMix64(seed: eggs ? 7 : 19)
        let base = eggs ? Self.eggs : Self.notes
        let pieces =
            eggs
            ? [
                "2026-11-07: 2", "2026-11-08: {brown: 1}", "# a comment", "", "  # indented", "2026-11-09..2026-11-10: 3", "x: [1,", "  2]",
                "\t1: 2",
            ]
            : Self.newNote + [
                "# a comment", "", "- date: 2026-11-08", "  title: x # c", "  text: |+", "    kept", "", "- plain", "- - nested",
                "  - list", "- {a: 1}", "  more: 2", "- date: 2026-11-09\r", "- 'q", "  r'", "  title: >", "   folded", "-",
            ]
        var text = base
        var root = try #require(try? YAMLParser.parse(Array(text.utf8), path: "f.yaml").get())
        var qualified = 0
        for _ in 0..<600 {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let at = Int(random.next() % UInt64(lines.count))
            let removing = Int(random.next() % 4)
            let adding = (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            lines.replaceSubrange(at..<min(lines.count, at + removing), with: adding)
            let after = lines.joined(separator: "\n")
            let whole = Self.describe(YAMLParser.parse(Array(after.utf8), path: "f.yaml"))
            let found = YAMLParser.parse(Array(after.utf8), path: "f.yaml", earlier: (Array(text.utf8), root))
            #expect(Self.describe(found) == whole, "\(text.debugDescription) -> \(after.debugDescription)")
            let spliced = Array(after.utf8).withUnsafeBufferPointer { new in
                Array(text.utf8).withUnsafeBufferPointer { old in YAMLReparse.root(of: new, earlier: old, root: root) }
            }
            if spliced != nil { qualified += 1 }
            if case .success(let next?) = found, YAMLEntries(next) != nil {
                (text, root) = (after, next)
            } else {
                (text, root) = (base, try #require(try? YAMLParser.parse(Array(base.utf8), path: "f.yaml").get()))
            }
        }
        #expect(qualified > 150)
    }
}
