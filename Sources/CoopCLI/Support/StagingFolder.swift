import CoopFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A new, private folder in `$TMPDIR` (else `/tmp`) for one command's work, removed with
/// everything in it by ``remove()``: where `coop publish` builds the site and clones the
/// repository before anything reaches the destination.
struct StagingFolder {
    /// The folder.
    let path: FilePath

    /// Makes the folder, named `coop-TAG-XXXXXX`; `nil` (with `errno`) if it cannot.
    init?(tag: String, environment: [String: String]) {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(FilePath(base).appending("coop-\(tag)-XXXXXX").string.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let start = buffer.baseAddress else { return false }
            return mkdtemp(start) != nil
        }
        guard made else { return nil }
        path = FilePath(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Removes the folder and everything in it.
    func remove() {
        FileSystem.removeTree(path)
    }
}
