#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Locking and atomic writing of content files.
enum FileAccess {
    /// Runs `body` holding an exclusive lock on `content/.coop-lock`, so that two `coop add`
    /// run at once take turns and both land. (Names starting with `.` are never read as content.)
    static func withLock<T>(in directory: String, _ body: () throws -> T) throws -> T {
        let path = directory + "/.coop-lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw EditError.io("cannot lock the content folder: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw EditError.io("cannot lock the content folder: \(String(cString: strerror(errno)))") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Writes `bytes` to `path` by writing a temporary file beside it and renaming it over,
    /// keeping the old file's permissions: readers see the old file or the new one, whole.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        var info = stat()
        let mode: mode_t = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = "\(folder)/.\(name).coop-add-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw EditError.io("cannot write beside '\(path)': \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                close(descriptor)
                unlink(temporary)
                throw EditError.io("cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
            written += n
        }
        fchmod(descriptor, mode)
        fsync(descriptor)
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw EditError.io("cannot replace '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// Creates the folders leading to `path`.
    static func makeParents(of path: String) {
        var folder = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            mkdir(folder, 0o755)
        }
    }
}
