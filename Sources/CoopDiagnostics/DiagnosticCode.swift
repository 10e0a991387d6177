/// The short, stable name of a kind of diagnostic, printed in brackets: `[unknown-kind]`.
///
/// Each module declares its own codes as static constants in an extension, so that a
/// code is spelled once and tests can refer to it by name.
public struct DiagnosticCode: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The code as printed, lower-case words joined by dashes.
    public let rawValue: String

    /// Creates a code from its printed form.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates a code from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The code as printed.
    public var description: String { rawValue }
}
