import CoopFiles

/// Notices changes to the content and theme folders by their files' sizes and modification
/// times: polling works everywhere, and a coop folder has a few dozen files.
struct ContentWatcher: Sendable {
    let folders: [String]

    /// A value that changes when any file under the folders is added, removed or modified.
    func signature() -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        for folder in folders { walk(FilePath(folder), into: &out, depth: 0) }
        return out
    }

    /// Whether a file named `name` is one no build reads and an editor or `coop add` leaves
    /// while saving, so that it changing is no reason to rebuild: hidden files (vim's
    /// `.eggs.yaml.swp`, emacs's `.#eggs.yaml`, `coop add`'s temporary
    /// files), backups (`eggs.yaml~`), emacs's `#eggs.yaml#` and vim's write test `4913`.
    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#")) || name == "4913"
    }

    private func walk(_ path: FilePath, into out: inout [String: [Int]], depth: Int) {
        guard depth < 16, let names = FileSystem.list(path) else { return }
        for name in names where !Self.isScratch(name) {
            let full = path.appending(name)
            guard let status = FileSystem.status(of: full, followingLinks: true) else { continue }
            if status.entry == .directory {
                walk(full, into: &out, depth: depth + 1)
            } else {
                out[full.string] = [status.size, status.modifiedSeconds, status.modifiedNanoseconds, status.inode]
            }
        }
    }
}
