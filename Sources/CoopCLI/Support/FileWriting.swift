import ArgumentParser
import CoopFiles

/// Writes `bytes` to `path` for a command (`coop new`, `coop schema`), making its folders and
/// replacing the file atomically. If it cannot, it says why and ends the command with status 1.
func writeFile(_ bytes: [UInt8], to path: FilePath, console: Console) throws {
    guard FileSystem.makeDirectories(path.parent) else {
        console.err("coop: error: cannot create the folder '\(path.parent)': \(FileSystem.lastError)\n")
        throw ExitCode(1)
    }
    do {
        try FileSystem.writeAtomically(bytes, to: path, temporaryTag: "coop-write")
    } catch {
        console.err("coop: error: \(error)\n")
        throw ExitCode(1)
    }
}
