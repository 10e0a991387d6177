import Foundation

/// Every file under a folder, hidden ones included, by path relative to the folder: what a
/// test compares to show that a command left a folder exactly as it was.
public struct FolderSnapshot: Equatable, Sendable {
    /// The bytes of each regular file, by relative path.
    public let files: [String: [UInt8]]
    /// The relative path of each folder, the empty ones included.
    public let folders: Set<String>

    /// Reads the folder at `path`; an empty snapshot if there is none. Links are not followed.
    public init(of path: String) {
        var files: [String: [UInt8]] = [:]
        var folders: Set<String> = []
        var pending = [""]
        while let relative = pending.popLast() {
            let full = relative.isEmpty ? path : path + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: path + "/" + child))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    folders.insert(child)
                    pending.append(child)
                } else if type == .typeRegular {
                    files[child] = TemporaryFolder.readFile(path + "/" + child) ?? []
                }
            }
        }
        self.files = files
        self.folders = folders
    }

    /// Writes the snapshot's folders and files under `path`.
    public func write(to path: String) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for folder in folders.sorted() {
            try? FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
        }
        for (relative, bytes) in files {
            _ = FileManager.default.createFile(atPath: path + "/" + relative, contents: Data(bytes))
        }
    }
}
