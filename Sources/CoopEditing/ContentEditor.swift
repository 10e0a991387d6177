import CoopDiagnostics
import CoopFiles
import CoopRecords
import CoopValues
import CoopYAML

/// Adds records to a content folder the way a careful person would by hand.
///
/// Every edit only inserts lines (except `replace`, which swaps the one entry it replaces):
/// all other bytes of the file stay as they were. The whole content, with the new record,
/// is checked before anything is written; a problem writes nothing. The file is written
/// atomically (a temporary file renamed over it), under a lock on the content folder, so
/// two edits at once both land.
public struct ContentEditor: Sendable {
    /// The content folder.
    public let directory: String
    /// How the folder is named in messages.
    public let displayRoot: String
    /// Today, for future-date warnings.
    public let today: CivilDate
    /// The files parsed by this editor's reads (shared by the editors of a long-running
    /// process: the coop app's, and `coop serve`'s rebuilds), and the content last read
    /// without errors: a read parses only the files that changed since the last, and a read
    /// of unchanged files is the last read itself.
    private let parses: SharedParseCache
    /// Called with the file's path (relative) between an edit's check and its write: what a
    /// test uses to change the file in that window, as an editor saving it would. `nil` but
    /// in tests.
    var beforeWrite: (@Sendable (String) -> Void)?

    /// What an edit did.
    public struct Change: Sendable {
        /// The file, as the user names it.
        public let file: String
        /// The line the record starts on.
        public let line: Int
        /// The lines written.
        public let lines: [String]
        /// Whether the file is new.
        public let created: Bool
        /// Whether an entry was rewritten (replaced, or added to).
        public let replaced: Bool
        /// The coop with the record, and its warnings.
        public let content: LoadedContent
        /// What undoes the change while nothing else has changed the file.
        public let undo: Undo
    }

    /// An editor for `directory`; `parses` keeps the files parsed between its reads (the
    /// coop app's editors and `coop serve`'s rebuilds share one; by default the editor's own).
    public init(directory: String, displayRoot: String? = nil, today: CivilDate, parses: SharedParseCache = SharedParseCache()) {
        self.directory = directory
        self.displayRoot = displayRoot ?? directory
        self.today = today
        self.parses = parses
    }

    /// The content folder as it is, with the files of `overlay` (relative paths) in place of
    /// those on disk. Content read without errors is kept: with an overlay, it is the content
    /// as it will be once the overlay is written, which a later read then finds as it is.
    func load(overlay: [String: [UInt8]] = [:]) -> LoadedContent {
        parses.load(from: directory, displayRoot: displayRoot, today: today, overlay: overlay)
    }

    /// The file at `relative` as it is now and its parse (the one kept from the last read when
    /// the file has not changed since); `nil` when it cannot be read.
    func parsedFile(_ relative: String) -> (bytes: [UInt8], parse: Result<YAMLNode?, Diagnostic>)? {
        guard let bytes = FileSystem.read(fullPath(relative)) else { return nil }
        return (bytes, parses.parse(bytes, path: shown(relative)))
    }

    /// `shown` (a path in diagnostics and record locations) relative to the content folder.
    public func relative(_ shown: String) -> String {
        FilePath(displayRoot).relativePath(of: shown) ?? shown
    }

    /// `relative` (to the content folder) as messages show it: `content/eggs/2026.yaml`.
    func shown(_ relative: String) -> String {
        FilePath(displayRoot).appendingAsTyped(relative).string
    }

    /// The file at `relative` in the content folder.
    func fullPath(_ relative: String) -> FilePath {
        FilePath(directory).appending(relative)
    }

    /// The content as it is now.
    func current() throws(EditError) -> LoadedContent {
        let loaded = load()
        if loaded.hasErrors { throw .invalid(loaded.diagnostics, loaded.sources) }
        return loaded
    }

    /// How many times an edit is made anew from the file when something else changed it
    /// between the edit's read and its write.
    static let attempts = 3

    /// Runs an edit of `path` (relative): `compose` changes the file's text and says which
    /// line the record starts on and which lines it wrote. Checks, then writes, if the file
    /// still holds exactly the bytes the edit was made from: when another program (an editor
    /// saving it, a script appending to it) changed it in between, the edit is made again
    /// from the new bytes (a record changed since its form was made is then refused by its
    /// fingerprint), a few times, then refused; what the other program wrote is never lost.
    func edit(
        _ path: String, replaced: Bool = false,
        compose: (inout TextFile, YAMLNode?) throws(EditError) -> (line: Int, lines: [String])
    ) throws -> Change {
        for _ in 0..<Self.attempts {
            if let change = try attempt(path, replaced: replaced, compose: compose) { return change }
        }
        throw EditError.refused(.fileChangedWhileSaving(file: shown(path)))
    }

    /// One try of ``edit(_:replaced:compose:)``: the change, or `nil` when the file changed
    /// between its read and its write (nothing written).
    private func attempt(
        _ path: String, replaced: Bool,
        compose: (inout TextFile, YAMLNode?) throws(EditError) -> (line: Int, lines: [String])
    ) throws -> Change? {
        let read = parsedFile(path)
        let existing = read?.bytes
        var file = TextFile(existing ?? [])
        var root: YAMLNode?
        if let read {
            switch read.parse {
            case .success(let node): root = node
            case .failure(let diagnostic):
                var sources = SourceLibrary()
                sources.add(SourceText(path: shown(path), bytes: read.bytes))
                throw EditError.invalid([diagnostic], sources)
            }
        }
        let (line, lines) = try compose(&file, root)
        let checked = load(overlay: [path: file.bytes])
        if checked.hasErrors { throw EditError.invalid(checked.diagnostics, checked.sources) }
        beforeWrite?(path)
        // Read again right before the rename: anything written since would be lost by it.
        guard FileSystem.read(fullPath(path)) == existing else { return nil }
        try write(file.bytes, to: path)
        return Change(
            file: shown(path), line: line, lines: lines, created: existing == nil, replaced: replaced, content: checked,
            undo: Undo(path: path, before: existing, after: file.bytes))
    }

    /// The files of a record kind already in the folder (`stem.yaml`, `stem.yml`, `stem/...`),
    /// relative, for choosing where a record goes when none of that kind is written yet.
    func existingFiles(_ stem: String) -> [String] {
        var out = ["\(stem).yaml", "\(stem).yml"].filter { FileSystem.read(fullPath($0)) != nil }
        if FileSystem.entry(at: fullPath(stem), followingLinks: true) == .directory { out.append("\(stem)/") }
        return out
    }

    /// Writes `bytes` to the file at `relative` atomically, making its folders first. A file
    /// that is a link (`notes.yaml` pointing at `2026/notes.yaml`) is written through it: the
    /// file it leads to is replaced, the link stays. A link leading out of the content folder
    /// is refused.
    func write(_ bytes: [UInt8], to relative: String) throws(EditError) {
        var file = fullPath(relative)
        if FileSystem.entry(at: file, followingLinks: false) == .link {
            guard let target = FileSystem.realPath(file), let root = FileSystem.realPath(FilePath(directory)),
                root.contains(target), target.string != root.string
            else { throw .refused(.fileLinksOutside(file: shown(relative))) }
            file = target
        }
        _ = FileSystem.makeDirectories(file.parent)
        do {
            try FileSystem.writeAtomically(bytes, to: file, temporaryTag: "coop-add")
        } catch {
            throw EditError(error)
        }
    }

    /// Runs `body` holding a lock on the content folder (the file `lock` of its
    /// ``StateFolder``), so that two `coop add` run at once, or `coop add` and the coop app,
    /// take turns and both land. Without a content folder (no coop here), the edit is refused
    /// with the error a build gives (``ContentLoader/noContentFolder(_:)``), not a failure to lock.
    func locked<T>(_ body: () throws -> T) throws -> T {
        guard FileSystem.entry(at: FilePath(directory), followingLinks: true) == .directory else {
            throw EditError.invalid([ContentLoader.noContentFolder(displayRoot)], SourceLibrary())
        }
        do {
            return try FileSystem.withLock(StateFolder(content: directory).prepared(.lock)) {
                // Under the lock no other add is writing: a temporary file left here is a killed add's.
                FileSystem.removeLeftoverTemporaries(under: FilePath(directory), tag: "coop-add")
                return try body()
            }
        } catch let failure as FileFailure where failure.step == .lock {
            throw EditError(failure)
        }
    }

    /// The date of an egg-file key (a day, or the first day of a range).
    static func eggDate(_ key: YAMLNode, _ value: YAMLNode?) -> CivilDate? {
        guard case .scalar(let scalar) = key else { return nil }
        return CivilDate(iso: scalar.value.prefix(10))
    }

    /// The `date` field of a list item.
    static func itemDate(_ item: YAMLNode, _ value: YAMLNode?) -> CivilDate? {
        guard case .mapping(let mapping) = item else { return nil }
        for pair in mapping.pairs {
            if case .scalar(let key) = pair.key, key.value == "date", case .scalar(let date) = pair.value {
                return CivilDate(iso: date.value)
            }
        }
        return nil
    }
}
