import CoopDiagnostics
import CoopFiles

/// One YAML record file found in the content folder.
struct RecordFileEntry: Sendable, Equatable {
    /// What the file holds.
    let kind: RecordKind
    /// Its path relative to the content folder (`eggs/2026.yaml`).
    let relativePath: String
    /// Its path as shown in diagnostics (`content/eggs/2026.yaml`).
    let displayPath: String
    /// Whether it sits in a record folder (`hens/`) rather than being the single file (`hens.yaml`).
    let inFolder: Bool
}

/// What the content folder holds: record files by kind, files to copy, and problems.
struct ContentFolder {
    /// The YAML record files, sorted by path.
    private(set) var recordFiles: [RecordFileEntry] = []
    /// Non-YAML files to copy to the site, relative to the content folder, sorted.
    private(set) var assets: [String] = []
    /// Problems with names and links.
    private(set) var diagnostics: [Diagnostic] = []

    /// The content folder's real path (links resolved), for containment checks.
    let realRoot: FilePath
    /// The content folder as messages name it.
    private let displayRoot: FilePath

    /// Lists `root` recursively, naming files in messages from `displayRoot`. Names starting with
    /// `.` or `_` are skipped; links are followed only when they stay inside the folder.
    init?(root: String, displayRoot: String) {
        guard let real = FileSystem.realPath(FilePath(root)), FileSystem.entry(at: real, followingLinks: true) == .directory else {
            return nil
        }
        realRoot = real
        self.displayRoot = FilePath(displayRoot)
        var visited: Set<FilePath> = [real]
        walk(real, relative: "", folderKind: nil, visited: &visited)
        recordFiles.sort { $0.relativePath < $1.relativePath }
        assets.sort()
    }

    /// Adds a file that is not on disk yet (a file `coop add` is about to create), classified
    /// by its path like the files found on disk.
    mutating func add(relativePath: String) {
        guard !recordFiles.contains(where: { $0.relativePath == relativePath }) else { return }
        let parts = relativePath.split(separator: "/").map(String.init)
        guard let name = parts.last else { return }
        let folderKind = parts.count > 1 ? RecordKind.allCases.first { $0.declaration.allowsFolder && $0.stem == parts[0] } : nil
        classify(name: name, relative: relativePath, folderKind: folderKind, atTop: parts.count == 1)
        recordFiles.sort { $0.relativePath < $1.relativePath }
    }

    /// The path shown for `relative`.
    func display(_ relative: String) -> String {
        displayRoot.appendingAsTyped(relative).string
    }

    /// Whether `realPath` lies inside the content folder.
    func contains(realPath: FilePath) -> Bool {
        realRoot.contains(realPath)
    }

    private mutating func walk(_ directory: FilePath, relative: String, folderKind: RecordKind?, visited: inout Set<FilePath>) {
        guard let names = FileSystem.list(directory)?.filter({ !$0.hasPrefix(".") && !$0.hasPrefix("_") }) else {
            diagnostics.append(.error(.unreadable, "cannot read the folder '\(display(relative))'", at: nil))
            return
        }
        for name in names.sorted() {
            let path = directory.appending(name)
            let rel = FilePath(relative).appending(name).string
            let entry = FileSystem.entry(at: path)
            guard entry != .missing else { continue }
            var isDirectory = entry == .directory
            if entry == .link {
                guard let target = FileSystem.realPath(path) else {
                    let written = FileSystem.linkTarget(path).map { " '\($0)'" } ?? ""
                    if FileSystem.isLinkLoop(path) {
                        diagnostics.append(
                            .error(
                                .missingFile,
                                "'\(display(rel))' is a link to\(written), and the links from there lead back round in a loop",
                                at: nil, help: "remove the link, or point it at the file itself"))
                        continue
                    }
                    diagnostics.append(
                        .error(
                            .missingFile, "'\(display(rel))' is a link to\(written), which does not exist", at: nil,
                            help: "remove the link, or point it at the file"))
                    continue
                }
                guard contains(realPath: target) else {
                    diagnostics.append(
                        .error(
                            .pathOutsideContent, "'\(display(rel))' is a link to a place outside the content folder",
                            at: nil, help: "copy the file into the content folder instead of linking to it"))
                    continue
                }
                isDirectory = FileSystem.entry(at: target, followingLinks: true) == .directory
                if isDirectory {
                    guard visited.insert(target).inserted else { continue }
                }
            }
            if !isDirectory, FileSystem.entry(at: path, followingLinks: true) != .file {
                diagnostics.append(
                    .error(
                        .unreadable, "'\(display(rel))' is not a regular file (a pipe, socket or device); Coop Count only reads files",
                        at: nil))
                continue
            }
            if isDirectory, name.lowercased().hasSuffix(".yaml") || name.lowercased().hasSuffix(".yml") {
                diagnostics.append(
                    .error(
                        .unknownFile,
                        "'\(display(rel))' is a folder, but a name ending in .\(name.split(separator: ".").last ?? "yaml") must be a YAML file",
                        at: nil, help: "make '\(name)' a file (move what the folder holds out of it), or rename the folder"))
                continue
            }
            if isDirectory {
                let kind =
                    folderKind ?? (relative.isEmpty ? RecordKind.allCases.first { $0.declaration.allowsFolder && $0.stem == name } : nil)
                walk(path, relative: rel, folderKind: kind, visited: &visited)
                continue
            }
            classify(name: name, relative: rel, folderKind: folderKind, atTop: relative.isEmpty)
        }
    }

    private mutating func classify(name: String, relative: String, folderKind: RecordKind?, atTop: Bool) {
        let lower = name.lowercased()
        guard lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") else {
            assets.append(relative)
            return
        }
        if let folderKind {
            recordFiles.append(RecordFileEntry(kind: folderKind, relativePath: relative, displayPath: display(relative), inFolder: true))
            return
        }
        let stem = String(name[..<name.lastIndex(of: ".")!])
        if atTop, let kind = RecordKind.allCases.first(where: { $0.stem == stem }) {
            recordFiles.append(RecordFileEntry(kind: kind, relativePath: relative, displayPath: display(relative), inFolder: false))
            return
        }
        let known = RecordKind.knownNames.filter { !$0.hasSuffix(".yml") }
        let suggestion = atTop ? Suggestion.didYouMean(name, in: known) : ""
        let place = atTop ? "" : " in '\(display(String(relative.dropLast(name.count + 1))))/'"
        diagnostics.append(
            .error(
                .unknownFile, "'\(name)'\(place) is not a coop file\(suggestion)",
                at: SourceLocation(path: display(relative), line: 1, column: 1),
                help: "coop files are coop.yaml, kinds.yaml, hens.yaml, eggs.yaml, notes.yaml, people.yaml, "
                    + "expenses.yaml, contributions.yaml, deliveries.yaml and the folders hens/, eggs/, notes/, expenses/; "
                    + "start a name with '_' to keep a file Coop Count should not read"))
    }
}
