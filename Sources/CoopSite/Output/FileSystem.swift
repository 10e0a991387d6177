#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the output writer needs, done with POSIX calls so that links
/// are never followed and errors carry `errno`.
enum FileSystem {
    /// What is at a path, without following a link there.
    enum Entry: Equatable {
        case missing, file, directory, link, other
    }

    static func entry(at path: String) -> Entry {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The names in a directory, without `.` and `..`.
    static func list(_ directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates a directory; `false` if it could not.
    static func makeDirectory(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0 || (errno == EEXIST && entry(at: path) == .directory)
    }

    /// Creates a directory that did not exist; `false` (with `errno`) if it could not.
    static func makeNewDirectory(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0
    }

    /// Creates `path` and its missing parents.
    static func makeDirectories(_ path: String) -> Bool {
        if entry(at: path) == .directory { return true }
        let parent = parentOf(path)
        if parent != path, !parent.isEmpty, !makeDirectories(parent) { return false }
        return makeDirectory(path)
    }

    /// Writes `bytes` to a new file at `path` (failing if it exists).
    static func writeNewFile(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0 { if errno == EINTR { continue }; return false }
            done += n
        }
        return true
    }

    /// Whether `path` is a regular file (not a link), with no other name, holding exactly `bytes`.
    static func holdsExactly(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1, Int(info.st_size) == bytes.count
        else { return false }
        guard !bytes.isEmpty else { return true }
        var held = [UInt8](repeating: 0, count: bytes.count)
        var done = 0
        while done < held.count {
            let n = held.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return held.withUnsafeBytes { a in bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// Gives the file at `existing` a second name, `new` (a hard link; links are not followed).
    static func link(_ existing: String, _ new: String) -> Bool {
        linkat(AT_FDCWD, existing, AT_FDCWD, new, 0) == 0
    }

    /// Removes `path` and, for a directory, everything inside; links are removed, never followed.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        switch entry(at: path) {
        case .missing: return true
        case .directory:
            for name in list(path) ?? [] { removeTree(path + "/" + name) }
            return rmdir(path) == 0
        default:
            return unlink(path) == 0
        }
    }

    /// Swaps two paths in one step (Linux `renameat2` with `RENAME_EXCHANGE`); `false` where
    /// the system or the file system cannot.
    static func exchange(_ a: String, _ b: String) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, 2 /* RENAME_EXCHANGE */) == 0
        #else
        return false
        #endif
    }

    static func move(_ from: String, _ to: String) -> Bool { rename(from, to) == 0 }

    /// The folder holding `path`.
    static func parentOf(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last component of `path`.
    static func nameOf(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }

    /// The current `errno` as words.
    static var lastError: String { String(cString: strerror(errno)) }
}
