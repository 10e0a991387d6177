/// The text of one source file, kept so diagnostics can quote the offending line.
///
/// Bytes that are not valid UTF-8 are shown as U+FFFD; a byte-order mark and the
/// carriage return of CRLF line ends are never shown.
public struct SourceText: Sendable {
    /// The path printed in diagnostics.
    public let path: String
    private let bytes: [UInt8]
    /// The byte offset at which each line starts, so that quoting a line does not scan the
    /// file from its start (a file with thousands of problems quotes thousands of lines).
    private let lineStarts: [Int]

    /// Keeps the file's bytes for quoting.
    public init(path: String, bytes: some Collection<UInt8>) {
        self.path = path
        let all = Array(bytes)
        var starts = [0]
        for index in all.indices where all[index] == 0x0A { starts.append(index + 1) }
        self.bytes = all
        self.lineStarts = starts
    }

    /// Keeps a file's text for quoting.
    public init(path: String, text: String) {
        self.init(path: path, bytes: text.utf8)
    }

    /// The 1-based `number`th line without its line end, or `nil` past the end of the file.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        let isLast = number == lineStarts.count
        if isLast, start == bytes.count { return nil }  // nothing after the final line end
        let end = isLast ? bytes.count : lineStarts[number] - 1
        return clean(String(decoding: bytes[start..<end], as: UTF8.self))
    }

    private func clean(_ line: String) -> String {
        var scalars = Substring(line).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        if scalars.last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}

/// The source files diagnostics may quote, by path.
public struct SourceLibrary: Sendable {
    private var files: [String: SourceText] = [:]

    /// An empty library: diagnostics render without source excerpts.
    public init() {}

    /// Adds (or replaces) a file.
    public mutating func add(_ source: SourceText) { files[source.path] = source }

    /// Adds every file of another library.
    public mutating func merge(_ other: SourceLibrary) {
        files.merge(other.files) { _, new in new }
    }

    /// The file at `path`, if it was added.
    public subscript(path: String) -> SourceText? { files[path] }
}
