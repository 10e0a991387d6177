#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CoopDiagnostics

/// One YAML record file found in the content folder.
struct RecordFileEntry: Sendable {
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
    let realRoot: String
    private let displayRoot: String

    /// Lists `root` recursively, naming files in messages from `displayRoot`. Names starting with
    /// `.` or `_` are skipped; links are followed only when they stay inside the folder.
    init?(root: String, displayRoot: String) {
        guard let real = LocalFile.realPath(root), LocalFile.isDirectory(real) else { return nil }
        realRoot = real
        self.displayRoot = displayRoot
        var visited: Set<String> = [real]
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
        let folderKind = parts.count > 1 ? RecordKind.allCases.first { $0.allowsFolder && $0.stem == parts[0] } : nil
        classify(name: name, relative: relativePath, folderKind: folderKind, atTop: parts.count == 1)
        recordFiles.sort { $0.relativePath < $1.relativePath }
    }

    /// The path shown for `relative`.
    func display(_ relative: String) -> String {
        if displayRoot == "." || displayRoot.isEmpty { return relative }
        return displayRoot.hasSuffix("/") ? displayRoot + relative : displayRoot + "/" + relative
    }

    /// Whether `realPath` lies inside the content folder.
    func contains(realPath: String) -> Bool {
        realPath == realRoot || realPath.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    private mutating func walk(_ directory: String, relative: String, folderKind: RecordKind?, visited: inout Set<String>) {
        guard let stream = opendir(directory) else {
            diagnostics.append(.error(.unreadable, "cannot read the folder '\(display(relative))'", at: nil))
            return
        }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(".") || name.hasPrefix("_") { continue }
            names.append(name)
        }
        closedir(stream)
        for name in names.sorted() {
            let path = directory + "/" + name
            let rel = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            var isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            if (info.st_mode & S_IFMT) == S_IFLNK {
                guard let target = LocalFile.realPath(path) else {
                    let written = LocalFile.linkTarget(path).map { " '\($0)'" } ?? ""
                    diagnostics.append(.error(
                        .missingFile, "'\(display(rel))' is a link to\(written), which does not exist", at: nil,
                        help: "remove the link, or point it at the file"))
                    continue
                }
                guard contains(realPath: target) else {
                    diagnostics.append(.error(
                        .pathOutsideContent, "'\(display(rel))' is a link to a place outside the content folder",
                        at: nil, help: "copy the file into the content folder instead of linking to it"))
                    continue
                }
                isDirectory = LocalFile.isDirectory(target)
                if isDirectory {
                    guard visited.insert(target).inserted else { continue }
                }
            }
            if !isDirectory, !LocalFile.isFile(path) {
                diagnostics.append(.error(
                    .unreadable, "'\(display(rel))' is not a regular file (a pipe, socket or device); Coop Count only reads files",
                    at: nil))
                continue
            }
            if isDirectory {
                let kind = folderKind ?? (relative.isEmpty ? RecordKind.allCases.first { $0.allowsFolder && $0.stem == name } : nil)
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
        diagnostics.append(.error(
            .unknownFile, "'\(name)'\(place) is not a coop file\(suggestion)",
            at: SourceLocation(path: display(relative), line: 1, column: 1),
            help: "coop files are coop.yaml, kinds.yaml, hens.yaml, eggs.yaml, notes.yaml, people.yaml, "
                + "expenses.yaml, contributions.yaml, deliveries.yaml and the folders hens/, eggs/, notes/, expenses/; "
                + "start a name with '_' to keep a file Coop Count should not read"))
    }
}
