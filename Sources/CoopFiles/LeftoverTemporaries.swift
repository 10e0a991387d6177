#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Removes the temporary files that ``writeAtomically(_:to:temporaryTag:permissions:)``
    /// left under `folder` when its process was killed between writing one and renaming it:
    /// regular files named `.NAME.TAG-PID` whose process `PID` no longer runs (or is this one,
    /// which writes none while this runs). Sub-folders are searched too, but neither links nor
    /// hidden folders are followed. Returns the paths removed.
    @discardableResult
    public static func removeLeftoverTemporaries(under folder: FilePath, tag: String, depth: Int = 8) -> [FilePath] {
        var removed: [FilePath] = []
        for name in list(folder) ?? [] {
            let path = folder.appending(name)
            switch entry(at: path) {
            case .directory where depth > 0 && !name.hasPrefix("."):
                removed += removeLeftoverTemporaries(under: path, tag: tag, depth: depth - 1)
            case .file where name.hasPrefix("."):
                guard let dash = name.lastIndex(of: "-"), name[..<dash].hasSuffix("." + tag),
                    let pid = Int32(name[name.index(after: dash)...]), pid > 0, pid == processID || !isRunning(pid)
                else { continue }
                if unlink(path.string) == 0 { removed.append(path) }
            default:
                continue
            }
        }
        return removed
    }

    /// Whether a process `pid` runs (one this process may not signal runs too).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
