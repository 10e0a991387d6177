#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices changes to the content and theme folders by their files' sizes and modification
/// times: polling works everywhere, and a coop folder has a few dozen files.
struct ContentWatcher: Sendable {
    let folders: [String]

    /// A value that changes when any file under the folders is added, removed or modified.
    func signature() -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        for folder in folders { walk(folder, into: &out, depth: 0) }
        return out
    }

    private func walk(_ path: String, into out: inout [String: [Int]], depth: Int) {
        guard depth < 16, let stream = opendir(path) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." || name == ".coop-lock" || name.hasPrefix(".") && name.contains(".coop-") { continue }
            let full = path + "/" + name
            var info = stat()
            guard stat(full, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(full, into: &out, depth: depth + 1)
            } else {
                out[full] = [Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ino)]
            }
        }
    }
}
