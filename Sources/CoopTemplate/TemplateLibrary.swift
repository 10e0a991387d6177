import CoopDiagnostics
import CoopLocale

/// A theme's templates, loaded and checked for well-formedness, ready to compile pages
/// against the schemas of their data.
///
/// Loading parses every `.xhtml` file with libxml2 (strictly) and keeps only Swift
/// values; compiling checks every directive, path and filter, and gives an immutable,
/// `Sendable` ``CompiledTemplate`` that renders without touching libxml2.
public struct TemplateLibrary: Sendable {
    private let sources: [String: TemplateSource]
    private let fragmentIndex: [String: [String: SourceElement]]
    /// Well-formedness errors found while loading.
    public let diagnostics: [Diagnostic]
    /// The text of every template, for quoting in diagnostics.
    public let sourceTexts: SourceLibrary

    /// Loads templates from `files` (theme-relative path to bytes); `displayPath` gives the
    /// path shown in diagnostics for a theme-relative path. Files not ending in `.xhtml` are ignored.
    public init(files: [String: [UInt8]], displayPath: (String) -> String = { $0 }) {
        var sources: [String: TemplateSource] = [:]
        var diagnostics: [Diagnostic] = []
        var texts = SourceLibrary()
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) where name.hasSuffix(".xhtml") {
            let path = displayPath(name)
            let text = SourceText(path: path, bytes: bytes)
            texts.add(text)
            switch TemplateSource.load(name: name, displayPath: path, bytes: bytes, text: text) {
            case .success(let source): sources[name] = source
            case .failure(let problems): diagnostics += problems.diagnostics
            }
        }
        var index: [String: [String: SourceElement]] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            var fragments: [String: SourceElement] = [:]
            Self.collectFragments(source.root, source: source, into: &fragments, diagnostics: &diagnostics)
            index[name] = fragments
        }
        self.sources = sources
        self.fragmentIndex = index
        self.diagnostics = diagnostics.sorted()
        self.sourceTexts = texts
    }

    private static func collectFragments(
        _ element: SourceElement, source: TemplateSource,
        into fragments: inout [String: SourceElement], diagnostics: inout [Diagnostic]
    ) {
        if let fragment = element.directive(.fragment) {
            let name = fragment.trimmedValue
            if let first = fragments[name] {
                diagnostics.append(
                    .error(
                        .conflictingDirectives, "there is already a fragment named '\(name)' in this file",
                        at: source.location(fragment.valuePosition), length: max(1, name.count),
                        notes: [Diagnostic.Note("the first one is here", at: source.location(first.position))]))
            } else {
                fragments[name] = element
            }
        }
        for child in element.children {
            if case .element(let inner) = child { collectFragments(inner, source: source, into: &fragments, diagnostics: &diagnostics) }
        }
    }

    /// The names of the templates loaded without errors.
    public var templateNames: [String] { sources.keys.sorted() }

    func source(_ name: String) -> TemplateSource? { sources[name] }

    func fragments(in name: String) -> [String: SourceElement] { fragmentIndex[name] ?? [:] }

    /// Compiles the page template `name` for data of schema `data`, in the language of
    /// `words` (its messages, its dates, numbers and money), or returns every problem found.
    public func compile(_ name: String, data: ObjectSchema, words: Words) -> Result<CompiledTemplate, DiagnosticError> {
        var compiler = Compiler(library: self, root: data, words: words)
        let result = compiler.page(name)
        var seen: Set<Diagnostic> = []
        let problems = compiler.diagnostics.filter { seen.insert($0).inserted }.sorted()
        guard let result, problems.isEmpty else {
            return .failure(
                DiagnosticError(problems.isEmpty ? [.error(.unknownTemplate, "'\(name)' could not be compiled", at: nil)] : problems))
        }
        return .success(
            CompiledTemplate(
                name: name, schema: data, operations: result.operations,
                slots: compiler.slotCount, isDocument: result.isDocument))
    }
}

/// A page template compiled against its data's schema: immutable, `Sendable`, and fast
/// to render from any thread.
public struct CompiledTemplate: Sendable {
    /// The template's name in the theme.
    public let name: String
    /// The schema of the data it renders.
    public let schema: ObjectSchema
    /// The program as compiled.
    let operations: [Operation]
    /// The same program laid out for rendering.
    private let program: LinkedProgram
    let slots: Int
    let isDocument: Bool
    private let sizeHint: Int

    init(name: String, schema: ObjectSchema, operations: [Operation], slots: Int, isDocument: Bool) {
        self.name = name
        self.schema = schema
        self.operations = operations
        self.slots = slots
        self.isDocument = isDocument
        program = LinkedProgram(operations)
        sizeHint = operations.reduce(isDocument ? 16 : 0) { total, operation in
            if case .raw(let bytes) = operation { return total + bytes.count }
            return total + 64
        }
    }

    /// The HTML for `data`, which must follow ``schema``.
    public func render(_ data: TemplateObject) -> [UInt8] {
        assert(data.schema === schema, "\(name) renders \(schema.name), not \(data.schema.name)")
        return Renderer.render(
            program, slots: slots, root: data, prefix: isDocument ? "<!DOCTYPE html>\n" : "",
            suffix: isDocument ? "\n" : "", capacity: sizeHint * 2)
    }

    /// The HTML for `data`, as a string.
    public func renderString(_ data: TemplateObject) -> String {
        String(decoding: render(data), as: UTF8.self)
    }
}
