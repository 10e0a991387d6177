import CoopValues

/// The fields of a submitted form (`application/x-www-form-urlencoded`, as browsers send a
/// `<form method="post">`), or of a query string: names to values, in order.
///
/// `+` is a space and `%XX` a byte; a field whose name or value is not UTF-8 after decoding,
/// or has a broken escape, makes the whole form unreadable (`nil`): nothing is saved from a
/// half-read form. Line ends in values (a `<textarea>` sends CRLF) are read as LF.
struct FormData: Sendable, Equatable {
    /// The fields in the order sent; a name may come several times (checkboxes).
    private(set) var fields: [(name: String, value: String)]

    /// A form of `fields`.
    init(_ fields: [(name: String, value: String)] = []) { self.fields = fields }

    /// The form encoded in `bytes`, or `nil` when it cannot be read.
    init?(encoded bytes: [UInt8]) {
        var fields: [(String, String)] = []
        for pair in bytes.split(separator: UInt8(ascii: "&")) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = Self.decoded(parts[0]), let value = Self.decoded(parts.count > 1 ? parts[1] : [][...]) else { return nil }
            fields.append((name, value))
        }
        self.fields = fields
    }

    /// The first value of `name`, trimmed of spaces around it; `nil` when missing or empty.
    subscript(_ name: String) -> String? {
        guard let value = fields.first(where: { $0.name == name })?.value else { return nil }
        let trimmed = value.trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The first value of `name` as typed, for text of several lines: its leading spaces and
    /// line ends kept (an indented code block, a blank line first), only the spaces and line
    /// ends after its last character dropped; `nil` when missing or blank.
    func text(_ name: String) -> String? {
        guard let value = fields.first(where: { $0.name == name })?.value,
            let end = value.lastIndex(where: { $0 != " " && $0 != "\t" && $0 != "\n" })
        else { return nil }
        return String(value[...end])
    }

    /// Every non-empty value of `name`, trimmed, in order.
    func all(_ name: String) -> [String] {
        fields.filter { $0.name == name }.map(\.value.trimmingSpaces).filter { !$0.isEmpty }
    }

    /// Sets `name` to `value` (replacing every value it had), or removes it when `value` is `nil`.
    mutating func set(_ name: String, _ value: String?) {
        fields.removeAll { $0.name == name }
        if let value { fields.append((name, value)) }
    }

    /// Adds a value of `name` after those it has.
    mutating func append(_ name: String, _ value: String) { fields.append((name, value)) }

    static func == (a: FormData, b: FormData) -> Bool {
        a.fields.map(\.name) == b.fields.map(\.name) && a.fields.map(\.value) == b.fields.map(\.value)
    }

    /// One name or value decoded, or `nil`.
    private static func decoded(_ bytes: some Collection<UInt8>) -> String? {
        guard let decoded = Hexadecimal.percentDecoded(bytes, plusIsSpace: true), let text = String(validating: decoded, as: UTF8.self)
        else { return nil }
        // `\r\n` is one Character: look at the scalars.
        guard text.unicodeScalars.contains("\r") else { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar == "\n", previous == "\r" {
                previous = scalar
                continue
            }
            out.append(scalar == "\r" ? "\n" : scalar)
            previous = scalar
        }
        return String(out)
    }
}

extension String {
    /// The text without spaces, tabs and line ends around it.
    var trimmingSpaces: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
        guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[start...end])
    }
}
