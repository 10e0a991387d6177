import Foundation

/// Every file under a folder with its bytes, hidden files included, for comparing whole
/// trees. Links are recorded, never followed.
public struct FolderSnapshot: Equatable, Sendable {
    /// The bytes of each file by path relative to the folder; a link's entry is
    /// `link -> destination`, a folder's own entry (so empty folders count) is `folder`.
    public let entries: [String: [UInt8]]

    /// Reads the tree under `root`; empty when `root` does not exist.
    public init(_ root: String) {
        var entries: [String: [UInt8]] = [:]
        Self.walk(root, relative: "", into: &entries)
        self.entries = entries
    }

    /// Whether `root` held nothing at all.
    public var isEmpty: Bool { entries.isEmpty }

    /// The number of files (folders and links not counted).
    public var fileCount: Int { entries.values.filter { $0 != Self.folderMark && !$0.starts(with: Self.linkMark) }.count }

    /// How this tree differs from `expected`, in a few words for a failure message.
    public func difference(from expected: FolderSnapshot) -> String {
        let missing = expected.entries.keys.filter { entries[$0] == nil }.sorted()
        let extra = entries.keys.filter { expected.entries[$0] == nil }.sorted()
        let changed = entries.keys.filter { expected.entries[$0] != nil && expected.entries[$0] != entries[$0] }.sorted()
        func some(_ paths: [String]) -> String { paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", ..." : "") }
        return "\(missing.count) missing (\(some(missing))), \(extra.count) extra (\(some(extra))), "
            + "\(changed.count) changed (\(some(changed)))"
    }

    /// Writes the tree under `root` again: its folders, files and links.
    public func write(to root: String) {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (relative, bytes) in entries.sorted(by: { $0.key < $1.key }) {
            let path = root + "/" + relative
            if bytes == Self.folderMark {
                try? manager.createDirectory(atPath: path, withIntermediateDirectories: true)
            } else if bytes.starts(with: Self.linkMark) {
                try? manager.createSymbolicLink(
                    atPath: path, withDestinationPath: String(decoding: bytes.dropFirst(Self.linkMark.count), as: UTF8.self))
            } else {
                _ = manager.createFile(atPath: path, contents: Data(bytes))
            }
        }
    }

    private static let folderMark = Array("folder".utf8)
    private static let linkMark = Array("link -> ".utf8)

    private static func walk(_ path: String, relative: String, into entries: inout [String: [UInt8]]) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let type = attributes[.type] as? FileAttributeType
        else { return }
        switch type {
        case .typeSymbolicLink:
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            entries[relative] = linkMark + Array(destination.utf8)
        case .typeDirectory:
            if !relative.isEmpty { entries[relative] = folderMark }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                walk(path + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name, into: &entries)
            }
        default:
            entries[relative] = FileManager.default.contents(atPath: path).map { Array($0) } ?? []
        }
    }
}
