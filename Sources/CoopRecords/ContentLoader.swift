import CoopDiagnostics
import CoopParallel
import CoopValues
import CoopYAML

/// The result of reading a content folder: the coop, everything found wrong, and the
/// files' text for quoting in diagnostics.
public struct LoadedContent: Sendable {
    /// The coop as read. With errors it is incomplete: records with errors are left out.
    public let coop: Coop
    /// Every problem found, sorted by file, line and column.
    public let diagnostics: [Diagnostic]
    /// The text of every file read, for ``DiagnosticRenderer``.
    public let sources: SourceLibrary

    /// Whether any diagnostic is an error (nothing may be built then).
    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// Reads a content folder (DESIGN.md section 3) into a ``Coop``.
public enum ContentLoader {
    /// Reads every record file under `directory`. Paths in messages start with
    /// `displayRoot` (default: `directory` as given). `today` decides which dates are in the future.
    /// `overlay` replaces (or adds) files by path relative to the folder, without touching the
    /// disk: how `coop add` checks the content with a new record before writing it.
    public static func load(from directory: String, displayRoot: String? = nil, today: CivilDate,
                            overlay: [String: [UInt8]] = [:]) -> LoadedContent {
        guard var folder = ContentFolder(root: directory, displayRoot: displayRoot ?? directory) else {
            let diagnostic = Diagnostic.error(
                .unreadable, "there is no content folder '\(directory)'", at: nil,
                help: "run coop where your content/ folder is, pass --content DIR, or make a new coop with 'coop new DIR'")
            return LoadedContent(coop: Coop(), diagnostics: [diagnostic], sources: SourceLibrary())
        }
        for path in overlay.keys.sorted() { folder.add(relativePath: path) }
        var diagnostics = folder.diagnostics
        var sources = SourceLibrary()
        var read: [(entry: RecordFileEntry, bytes: [UInt8])] = []
        var seenSingleFiles: [RecordKind: RecordFileEntry] = [:]
        for entry in folder.recordFiles {
            if !entry.inFolder {
                if let other = seenSingleFiles[entry.kind] {
                    diagnostics.append(.error(
                        .duplicateFile, "both '\(other.relativePath)' and '\(entry.relativePath)' exist; keep one",
                        at: SourceLocation(path: entry.displayPath, line: 1, column: 1)))
                    continue
                }
                seenSingleFiles[entry.kind] = entry
            }
            guard let bytes = overlay[entry.relativePath] ?? ContentFolder.readBytes(folder.realRoot + "/" + entry.relativePath) else {
                diagnostics.append(.error(.unreadable, "cannot read '\(entry.displayPath)'", at: nil))
                continue
            }
            sources.add(SourceText(path: entry.displayPath, bytes: bytes))
            read.append((entry, bytes))
        }
        // Files parse independently: on every core.
        var parsed: [ParsedFile] = []
        for (file, result) in zip(read, read.parallelMap { YAMLParser.parse($0.bytes, path: $0.entry.displayPath) }) {
            switch result {
            case .success(let root): parsed.append(ParsedFile(entry: file.entry, root: root))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        var assembler = ContentAssembler(today: today, folder: folder)
        let coop = assembler.assemble(parsed)
        diagnostics += assembler.diagnostics
        return LoadedContent(coop: coop, diagnostics: diagnostics.sorted(), sources: sources)
    }
}
