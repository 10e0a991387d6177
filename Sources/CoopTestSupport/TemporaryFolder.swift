import CoopFiles
import Foundation

/// A folder under the system's temporary directory, filled with files for a test and
/// removed when the value is deinitialised.
public final class TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates an empty folder with a unique name.
    public init(prefix: String = "coop-test") {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array("\(base)/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "cannot create a temporary folder")
        path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    }

    /// Creates a folder holding `files`, by path relative to the folder.
    public convenience init(files: [String: String], prefix: String = "coop-test") {
        self.init(prefix: prefix)
        for (relative, text) in files { write(relative, text) }
    }

    /// Removes the folder, and the state folder `coop` keeps beside it when it was used as a
    /// content folder (``StateFolder``: `.coop/<name>` in the temporary directory).
    deinit {
        try? FileManager.default.removeItem(atPath: path)
        let state = StateFolder(content: path).path.string
        if FileManager.default.fileExists(atPath: state) { try? FileManager.default.removeItem(atPath: state) }
    }

    /// The absolute path of `relative`.
    public func url(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative`, creating folders as needed.
    public func write(_ relative: String, _ text: String) {
        write(relative, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `relative`, creating folders as needed.
    public func write(_ relative: String, bytes: [UInt8]) {
        let full = url(relative)
        let directory = (full as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
    }

    /// The bytes of `relative`, or `nil` if it does not exist.
    public func read(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url(relative)).map { Array($0) }
    }

    /// The text of `relative`, or `nil` if it does not exist.
    public func text(_ relative: String) -> String? {
        read(relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `relative` exists.
    public func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: url(relative)) }
}

extension TemporaryFolder {
    /// The bytes of the file at absolute `path`, or `nil`.
    public static func readFile(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
