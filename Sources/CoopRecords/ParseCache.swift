import CoopDiagnostics
import CoopYAML

/// Content files parsed before, by path, with the bytes they were parsed from, egg files
/// decoded before, and the content last read without errors: a re-read of the folder parses
/// only the files that changed (from their parse before, reading again only the entries
/// whose lines changed, when it can: ``YAMLParser/parse(_:path:earlier:)``), and decodes
/// only the egg files that changed (all of them when a kind, a hen or the day changed); a
/// re-read of exactly what was read last (the same
/// files, the same bytes, the same day) is that read, checked and assembled already.
public struct ParseCache: Sendable {
    private var entries: [String: (bytes: [UInt8], result: Result<YAMLNode?, Diagnostic>)] = [:]
    /// Egg files decoded by the last read, by path.
    var eggFiles: [String: DecodedEggFile] = [:]
    /// The last content read without errors, with what it was read from.
    var checked: CheckedContent?

    /// An empty cache.
    public init() {}

    /// The earlier parse of the file at `path`, if it held exactly `bytes`.
    func result(for path: String, bytes: [UInt8]) -> Result<YAMLNode?, Diagnostic>? {
        guard let entry = entries[path], entry.bytes == bytes else { return nil }
        return entry.result
    }

    /// The bytes the file at `path` held when it was parsed last, and its root, if that
    /// parse found one: what a parse of the file's new bytes can start from.
    func earlier(for path: String) -> (bytes: [UInt8], root: YAMLNode)? {
        guard let entry = entries[path], case .success(let root?) = entry.result else { return nil }
        return (entry.bytes, root)
    }

    /// Keeps these files' parses, forgetting files not read this time.
    mutating func keep(_ files: [(path: String, bytes: [UInt8], result: Result<YAMLNode?, Diagnostic>?)]) {
        var kept: [String: (bytes: [UInt8], result: Result<YAMLNode?, Diagnostic>)] = [:]
        for file in files { if let result = file.result { kept[file.path] = (file.bytes, result) } }
        entries = kept
    }
}
