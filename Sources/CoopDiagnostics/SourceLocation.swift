/// A point in a source file, as people count: 1-based line and column.
///
/// Columns count Unicode scalars, so a caret lands under the right character even
/// when the line holds accents or emoji. Printed as `path:line:col`.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file's path as the user should see it (relative to where they ran `coop`).
    public var path: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location; `line` and `column` are 1-based.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `path:line:col`, the form editors and terminals turn into links.
    public var description: String { "\(path):\(line):\(column)" }

    /// Orders by path, then line, then column: the order diagnostics are printed in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}
