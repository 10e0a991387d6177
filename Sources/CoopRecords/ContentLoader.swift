import CoopDiagnostics
import CoopFiles
import CoopParallel
import CoopValues
import CoopYAML
import Synchronization

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
    public static func load(
        from directory: String, displayRoot: String? = nil, today: CivilDate,
        overlay: [String: [UInt8]] = [:]
    ) -> LoadedContent {
        var cache = ParseCache()
        return load(from: directory, displayRoot: displayRoot, today: today, overlay: overlay, cache: &cache)
    }

    /// The error of a command run where there is no coop: `directory` (the content folder
    /// it looked for) is not a folder. It says what to do: run coop where the content folder
    /// is, pass `--content DIR`, or make a coop with `coop new`.
    public static func noContentFolder(_ directory: String) -> Diagnostic {
        .error(
            .unreadable, "there is no content folder '\(directory)'", at: nil,
            help: "run coop where your content/ folder is, pass --content DIR, or make a new coop with 'coop new DIR'")
    }

    /// Reads the folder as ``load(from:displayRoot:today:overlay:)`` does, parsing only the files
    /// whose bytes are not in `cache`, and leaves the files read in `cache` for the next time.
    /// When the folder holds exactly what the content `cache` keeps was read from (the same
    /// files and bytes, overlay included, the same day), that content is the answer: nothing
    /// is parsed or checked again. Content read without errors is kept for the next time.
    public static func load(
        from directory: String, displayRoot: String? = nil, today: CivilDate,
        overlay: [String: [UInt8]] = [:], cache: inout ParseCache
    ) -> LoadedContent {
        guard var folder = ContentFolder(root: directory, displayRoot: displayRoot ?? directory) else {
            return LoadedContent(coop: Coop(), diagnostics: [noContentFolder(directory)], sources: SourceLibrary())
        }
        for path in overlay.keys.sorted() { folder.add(relativePath: path) }
        var diagnostics = folder.diagnostics
        var sources = SourceLibrary()
        var read: [(entry: RecordFileEntry, bytes: [UInt8])] = []
        var seenSingleFiles: [RecordKind: RecordFileEntry] = [:]
        for entry in folder.recordFiles {
            if !entry.inFolder {
                if let other = seenSingleFiles[entry.kind] {
                    diagnostics.append(
                        .error(
                            .duplicateFile, "both '\(other.relativePath)' and '\(entry.relativePath)' exist; keep one",
                            at: SourceLocation(path: entry.displayPath, line: 1, column: 1)))
                    continue
                }
                seenSingleFiles[entry.kind] = entry
            }
            guard let bytes = overlay[entry.relativePath] ?? FileSystem.read(folder.realRoot.appending(entry.relativePath)) else {
                diagnostics.append(.error(.unreadable, "cannot read '\(entry.displayPath)'", at: nil))
                continue
            }
            read.append((entry, bytes))
        }
        let inputs = CheckedContent.Inputs(
            root: folder.realRoot.string, displayRoot: displayRoot ?? directory, today: today, assets: folder.assets,
            files: read.map(\.entry), bytes: read.map(\.bytes))
        if diagnostics.isEmpty, let checked = cache.checked, checked.inputs == inputs { return checked.content }
        for file in read { sources.add(SourceText(path: file.entry.displayPath, bytes: file.bytes)) }
        // Files parse independently: on every core, those not parsed before (a file parsed
        // before with other bytes from that parse, when it can: only its changed entries).
        let files = read
        var results = files.map { cache.result(for: $0.entry.displayPath, bytes: $0.bytes) }
        let unparsed = files.indices.filter { results[$0] == nil }
        let earlier = unparsed.map { cache.earlier(for: files[$0].entry.displayPath) }
        let parses = unparsed.indices.parallelMap { index in
            YAMLParser.parse(files[unparsed[index]].bytes, path: files[unparsed[index]].entry.displayPath, earlier: earlier[index])
        }
        for (index, result) in zip(unparsed, parses) { results[index] = result }
        cache.keep(zip(files, results).map { ($0.entry.displayPath, $0.bytes, $1) })
        var parsed: [ParsedFile] = []
        for (file, result) in zip(files, results) {
            guard let result else { continue }
            switch result {
            case .success(let root): parsed.append(ParsedFile(entry: file.entry, bytes: file.bytes, root: root))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        var assembler = ContentAssembler(today: today, folder: folder)
        assembler.eggFilesBefore = cache.eggFiles
        assembler.eggContext = Self.eggContext(of: files, today: today)
        let coop = assembler.assemble(parsed)
        cache.eggFiles = assembler.eggFilesDecoded
        diagnostics += assembler.diagnostics
        let loaded = LoadedContent(coop: coop, diagnostics: diagnostics.sorted(), sources: sources)
        // Content with errors is not kept (see CheckedContent); the content kept before stays.
        if !loaded.hasErrors { cache.checked = CheckedContent(inputs: inputs, content: loaded) }
        return loaded
    }
}

extension ContentLoader {
    /// What decoding an egg file depends on besides its own bytes: the files that define
    /// the settings, kinds and hens (their paths and bytes), and `today`.
    static func eggContext(of files: [(entry: RecordFileEntry, bytes: [UInt8])], today: CivilDate) -> Int {
        var hasher = Hasher()
        hasher.combine(today)
        for file in files where [.settings, .kinds, .hens].contains(file.entry.kind) {
            hasher.combine(file.entry.displayPath)
            hasher.combine(file.bytes)
        }
        return hasher.finalize()
    }
}
