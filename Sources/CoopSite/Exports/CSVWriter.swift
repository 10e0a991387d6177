import CoopValues

/// A table written as CSV (RFC 4180): fields separated by commas, records ended by CRLF,
/// the first record a header.
///
/// A field is quoted when it holds a comma, a double quote, CR or LF, and its quotes are
/// doubled. Text fields are also defended against formula injection: one starting with
/// `=`, `+`, `-`, `@`, a tab or CR gets a leading apostrophe, so a spreadsheet shows it as
/// text instead of running it (`=HYPERLINK("http://evil")` is written
/// `"'=HYPERLINK(""http://evil"")"`). Numbers and dates are written as they are.
struct CSVWriter {
    /// One field: text from the records, or a value Coop Count formats itself.
    enum Field: ExpressibleByStringLiteral {
        /// Free text from the records: defended against formula injection.
        case text(String)
        /// A number, date or word written by Coop Count (`24.99`, `2026-11-22`, `true`).
        case value(String)

        /// A literal is text.
        init(stringLiteral value: String) { self = .text(value) }
    }

    /// The text written so far.
    private(set) var text: String

    /// A table with the header row `columns`.
    init(_ columns: [String]) {
        text = ""
        row(columns.map(Field.text))
    }

    /// The table as UTF-8 bytes.
    var bytes: [UInt8] { Array(text.utf8) }

    /// Appends a record.
    mutating func row(_ fields: [Field]) {
        text += fields.map(Self.encoded).joined(separator: ",") + "\r\n"
    }

    /// A field as it is written in the file.
    static func encoded(_ field: Field) -> String {
        switch field {
        case .value(let value): return quotedIfNeeded(value)
        case .text(let value): return quotedIfNeeded(defused(value))
        }
    }

    /// `value` with an apostrophe in front if a spreadsheet would read it as a formula.
    static func defused(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, ["=", "+", "-", "@", "\t", "\r"].contains(first) else { return value }
        return "'" + value
    }

    /// `value`, in double quotes with its quotes doubled if it holds a comma, quote, CR or LF.
    static func quotedIfNeeded(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return value }
        var out = "\""
        for scalar in value.unicodeScalars {
            out.unicodeScalars.append(scalar)
            if scalar == "\"" { out.unicodeScalars.append(scalar) }
        }
        return out + "\""
    }
}

extension CSVWriter.Field {
    /// A whole number.
    static func number(_ value: Int) -> Self { .value(String(value)) }

    /// A `YYYY-MM-DD` date, empty when absent.
    static func date(_ value: CivilDate?) -> Self { .value(value?.iso ?? "") }

    /// `true` or `false`.
    static func bool(_ value: Bool) -> Self { .value(value ? "true" : "false") }
}
