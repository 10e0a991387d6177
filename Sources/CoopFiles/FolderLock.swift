#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Runs `body` holding an exclusive lock on the folder `folder` itself (`flock` on the
    /// folder, so no lock file is left behind), waiting for another process holding it to
    /// finish first. Two builds into one output lock the output's parent folder, and so take
    /// turns instead of removing each other's staging folders. Throws a ``FileFailure`` of
    /// ``FileFailure/Step/lock`` if the folder cannot be opened or locked.
    public static func withFolderLock<T>(_ folder: FilePath, _ body: () -> T) throws(FileFailure) -> T {
        let descriptor = open(folder.string, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileFailure(.lock, folder) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileFailure(.lock, folder) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return body()
    }
}
