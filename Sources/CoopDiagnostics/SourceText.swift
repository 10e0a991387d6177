/// The text of one source file, kept so diagnostics can quote the offending line.
///
/// Bytes that are not valid UTF-8 are shown as U+FFFD; a byte-order mark and the
/// carriage return of CRLF line ends are never shown.
public struct SourceText: Sendable {
    /// The path printed in diagnostics.
    public let path: String
    private let text: String

    /// Keeps the file's bytes for quoting.
    public init(path: String, bytes: some Collection<UInt8>) {
        self.path = path
        self.text = String(decoding: Array(bytes), as: UTF8.self)
    }

    /// Keeps a file's text for quoting.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The 1-based `number`th line without its line end, or `nil` past the end of the file.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var lineStart = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = lineStart
        while index < scalars.endIndex {
            if scalars[index] == "\n" {
                if current == number { return clean(String(scalars[lineStart..<index])) }
                current += 1
                lineStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        return current == number && lineStart < scalars.endIndex
            ? clean(String(scalars[lineStart..<scalars.endIndex])) : nil
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
