#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system, with POSIX calls: the one place every module that reads or writes files
/// goes through (the content and theme folders, the output folder, `coop add`, `coop serve`'s
/// watching, the command line). Errors carry `errno` (``lastError``), and a link is followed
/// only where a function says so.
public enum FileSystem {
    /// What is at a path.
    public enum Entry: Sendable, Equatable {
        /// Nothing (or nothing that can be looked at).
        case missing
        /// A regular file.
        case file
        /// A folder.
        case directory
        /// A symbolic link (only when links are not followed).
        case link
        /// A pipe, a socket or a device.
        case other
    }

    /// What is at a path and its size, modification time and inode: what changes when a file
    /// is written.
    public struct Status: Sendable, Equatable {
        /// What it is.
        public let entry: Entry
        /// Its size in bytes.
        public let size: Int
        /// When it was last modified: whole seconds since 1970.
        public let modifiedSeconds: Int
        /// When it was last modified: nanoseconds after ``modifiedSeconds``.
        public let modifiedNanoseconds: Int
        /// Its inode number (a file written atomically gets a new one).
        public let inode: Int
    }

    // MARK: Looking

    /// What is at `path` and its ``Status``, or `nil` if nothing is there; a link there is
    /// followed when `followingLinks`.
    public static func status(of path: FilePath, followingLinks: Bool = false) -> Status? {
        var info = stat()
        guard (followingLinks ? stat(path.string, &info) : lstat(path.string, &info)) == 0 else { return nil }
        let entry: Entry
        switch info.st_mode & S_IFMT {
        case S_IFREG: entry = .file
        case S_IFDIR: entry = .directory
        case S_IFLNK: entry = .link
        default: entry = .other
        }
        #if canImport(Glibc)
        let modified = info.st_mtim
        #else
        let modified = info.st_mtimespec
        #endif
        return Status(
            entry: entry, size: Int(info.st_size), modifiedSeconds: Int(modified.tv_sec),
            modifiedNanoseconds: Int(modified.tv_nsec), inode: Int(info.st_ino))
    }

    /// What is at `path`; a link there is followed when `followingLinks`.
    public static func entry(at path: FilePath, followingLinks: Bool = false) -> Entry {
        status(of: path, followingLinks: followingLinks)?.entry ?? .missing
    }

    /// The names in a folder, in no particular order, without `.` and `..`; `nil` if it
    /// cannot be read.
    public static func list(_ directory: FilePath) -> [String]? {
        guard let stream = opendir(directory.string) else { return nil }
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

    /// Where `path` leads, whether or not it exists yet: its deepest part that exists, with
    /// every link resolved (``realPath(_:)``), then the rest as written. `nil` only when not
    /// even `/` or `.` can be resolved.
    public static func resolvedPath(_ path: FilePath) -> FilePath? {
        var rest: [String] = []
        var existing = path.trimmingTrailingSlashes
        while realPath(existing) == nil {
            let last = existing.lastComponent
            let parent = existing.parent
            guard parent.string != existing.string else { return nil }
            if last != "." { rest.insert(last, at: 0) }
            existing = parent
        }
        guard let resolved = realPath(existing) else { return nil }
        return rest.reduce(resolved) { $0.appending($1) }
    }

    /// `path` with every link and `.` or `..` resolved, or `nil` if it does not exist.
    public static func realPath(_ path: FilePath) -> FilePath? {
        guard let resolved = realpath(path.string, nil) else { return nil }
        defer { free(resolved) }
        return FilePath(String(cString: resolved))
    }

    /// Whether this process may write in `path` (make and remove files in a folder).
    public static func isWritable(_ path: FilePath) -> Bool { access(path.string, W_OK) == 0 }

    /// Whether following the links from `path` goes round in a loop (`ELOOP`).
    public static func isLinkLoop(_ path: FilePath) -> Bool {
        var info = stat()
        return stat(path.string, &info) != 0 && errno == ELOOP
    }

    /// What the link at `path` says it points to, as written.
    public static func linkTarget(_ path: FilePath) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path.string, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Reading

    /// The whole file at `path` (following a link there), or `nil` if it cannot be read.
    public static func read(_ path: FilePath) -> [UInt8]? {
        let descriptor = open(path.string, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return readAll(descriptor, count: Int(info.st_size))
    }

    /// The file at `path` when it is a regular file (not a link) with no other name, the files
    /// ``holdsExactly(_:_:)`` accepts; `nil` otherwise, or if it cannot be read.
    public static func readOwnFile(_ path: FilePath) -> [UInt8]? {
        let descriptor = open(path.string, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1 else { return nil }
        return readAll(descriptor, count: Int(info.st_size))
    }

    /// Up to `count` bytes read from `descriptor` (fewer when the file ends sooner), or `nil`
    /// on an error.
    private static func readAll(_ descriptor: Int32, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if n == 0 { break }
            done += n
        }
        if done < bytes.count { bytes.removeLast(bytes.count - done) }
        return bytes
    }

    /// Whether `path` is a regular file (not a link), with no other name, holding exactly `bytes`.
    public static func holdsExactly(_ path: FilePath, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path.string, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1, Int(info.st_size) == bytes.count
        else { return false }
        guard !bytes.isEmpty else { return true }
        var held = [UInt8](repeating: 0, count: bytes.count)
        var done = 0
        while done < held.count {
            let n = held.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return held.withUnsafeBytes { a in bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    // MARK: Folders

    /// What ``makeNewDirectory(_:)`` did.
    public enum NewDirectory: Sendable, Equatable {
        /// It made the folder.
        case made
        /// Something has the name already.
        case exists
        /// It could not (see ``lastError``).
        case failed
    }

    /// Creates a folder, or finds one there; `false` if neither.
    public static func makeDirectory(_ path: FilePath) -> Bool {
        mkdir(path.string, 0o755) == 0 || (errno == EEXIST && entry(at: path) == .directory)
    }

    /// Creates a folder that did not exist.
    public static func makeNewDirectory(_ path: FilePath) -> NewDirectory {
        if mkdir(path.string, 0o755) == 0 { return .made }
        return errno == EEXIST ? .exists : .failed
    }

    /// Creates the folder `path` and its missing parents; `false` if it could not.
    public static func makeDirectories(_ path: FilePath) -> Bool {
        if entry(at: path) == .directory { return true }
        let parent = path.parent
        if parent != path, !parent.string.isEmpty, !makeDirectories(parent) { return false }
        return makeDirectory(path)
    }

    /// Removes `path` and, for a folder, everything inside; links are removed, never followed.
    @discardableResult
    public static func removeTree(_ path: FilePath) -> Bool {
        switch entry(at: path) {
        case .missing: return true
        case .directory:
            for name in list(path) ?? [] { removeTree(path.appending(name)) }
            return rmdir(path.string) == 0
        default:
            return unlink(path.string) == 0
        }
    }

    // MARK: Writing

    /// Writes `bytes` to a new file at `path`, failing if anything is there (a link too).
    public static func writeNewFile(_ path: FilePath, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path.string, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return writeAll(bytes, to: descriptor)
    }

    /// Writes `bytes` to `path` by writing a temporary file beside it (`.NAME.TAG-PID`, a
    /// hidden name that no reader of the folder takes for content) and renaming it over,
    /// keeping the old file's permissions (a new file's are 0644), or giving it `permissions`
    /// (the temporary file has them from the start): readers see the old file or the new one, whole.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: FilePath, temporaryTag: String, permissions: UInt16? = nil
    ) throws(FileFailure) {
        var info = stat()
        let mode: mode_t = permissions.map { mode_t($0) } ?? (stat(path.string, &info) == 0 ? info.st_mode & 0o7777 : 0o644)
        let temporary = path.parent.appending(".\(path.lastComponent).\(temporaryTag)-\(processID)")
        let descriptor = open(temporary.string, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard descriptor >= 0 else { throw FileFailure(.createTemporary, path) }
        guard writeAll(bytes, to: descriptor) else {
            let failure = FileFailure(.write, path)
            close(descriptor)
            unlink(temporary.string)
            throw failure
        }
        fchmod(descriptor, mode)
        fsync(descriptor)
        close(descriptor)
        guard rename(temporary.string, path.string) == 0 else {
            let failure = FileFailure(.replace, path)
            unlink(temporary.string)
            throw failure
        }
    }

    /// Gives the file at `existing` a second name, `new` (a hard link; links are not followed).
    public static func link(_ existing: FilePath, _ new: FilePath) -> Bool {
        linkat(AT_FDCWD, existing.string, AT_FDCWD, new.string, 0) == 0
    }

    /// Renames `from` to `to`.
    public static func move(_ from: FilePath, _ to: FilePath) -> Bool { rename(from.string, to.string) == 0 }

    /// Swaps two paths in one step (Linux `renameat2` with `RENAME_EXCHANGE`); `false` where
    /// the system or the file system cannot.
    public static func exchange(_ a: FilePath, _ b: FilePath) -> Bool {
        #if os(Linux)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2  // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, a.string, AT_FDCWD, b.string, renameExchange) == 0
        #else
        return false
        #endif
    }

    // MARK: Locking

    /// Runs `body` holding an exclusive lock on the file `path` (made if missing), so that
    /// processes that lock the same file take turns. Throws a ``FileFailure`` of
    /// ``FileFailure/Step/lock`` if the lock cannot be taken, else what `body` throws.
    public static func withLock<T>(_ path: FilePath, _ body: () throws -> T) throws -> T {
        let descriptor = open(path.string, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw FileFailure(.lock, path) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileFailure(.lock, path) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    // MARK: The process

    /// The current `errno` in words.
    public static var lastError: String { String(cString: strerror(errno)) }

    /// This process's id, for names no other process uses.
    public static var processID: Int32 { getpid() }

    // MARK: Helpers

    /// Writes all of `bytes` to `descriptor`; `false` (with `errno`) if it could not.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += n
        }
        return true
    }

    private static func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
}

/// A file operation that failed: which step, on which path, and the system's reason.
public struct FileFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The step that failed.
    public enum Step: Sendable, Equatable {
        /// Taking a lock (``FileSystem/withLock(_:_:)``, ``FileSystem/withFolderLock(_:_:)``).
        case lock
        /// Creating the temporary file beside the file being written.
        case createTemporary
        /// Writing the bytes.
        case write
        /// Renaming the temporary file over the file being written.
        case replace
    }

    /// The step that failed.
    public let step: Step
    /// The path being locked or written.
    public let path: FilePath
    /// The system's reason, in words (`Permission denied`).
    public let reason: String

    /// What failed, in words: `cannot write 'content/eggs/2026.yaml': No space left on device`.
    public var description: String {
        switch step {
        case .lock: "cannot lock '\(path)': \(reason)"
        case .createTemporary: "cannot write beside '\(path)': \(reason)"
        case .write: "cannot write '\(path)': \(reason)"
        case .replace: "cannot replace '\(path)': \(reason)"
        }
    }

    /// A failure of `step` on `path`, for the current `errno`.
    init(_ step: Step, _ path: FilePath) {
        self.step = step
        self.path = path
        reason = FileSystem.lastError
    }
}
