#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading files and asking what a path is, with POSIX calls: the one place every module
/// that reads the coop's folders (content, theme, editing) goes through.
public enum LocalFile {
    /// The whole file at `path` (following a link there), or `nil` if it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Self.readSome(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { break }
            done += n
        }
        if done < bytes.count { bytes.removeLast(bytes.count - done) }
        return bytes
    }

    /// `path` with every link and `.` or `..` resolved, or `nil` if it does not exist.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the link at `path` says it points to, as written.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `path` (following links) is a folder.
    public static func isDirectory(_ path: String) -> Bool {
        kind(of: path) == S_IFDIR
    }

    /// Whether `path` (following links) is a regular file.
    public static func isFile(_ path: String) -> Bool {
        kind(of: path) == S_IFREG
    }

    /// The file-type bits of what `path` leads to, or `nil` if nothing is there.
    private static func kind(of path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    private static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}
