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

    /// The table so far, as UTF-8 bytes.
    private(set) var bytes: [UInt8] = []

    /// A table with the header row `columns`.
    init(_ columns: [String]) {
        row(columns.map(Field.text))
    }

    /// Appends a record.
    mutating func row(_ fields: [Field]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.append(field, to: &bytes)
        }
        bytes += [0x0D, 0x0A]
    }

    /// A field as it is written in the file.
    static func encoded(_ field: Field) -> String {
        var out: [UInt8] = []
        append(field, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `field` as it is written in the file: with an apostrophe in front when it is
    /// text a spreadsheet would read as a formula (it starts with `=`, `+`, `-`, `@`, a tab
    /// or CR), and in double quotes with its quotes doubled when it holds a comma, a quote,
    /// CR or LF.
    static func append(_ field: Field, to out: inout [UInt8]) {
        let value: String, defused: Bool
        switch field {
        case .value(let text):
            (value, defused) = (text, false)
        case .text(let text):
            (value, defused) = (text, text.utf8.first.map { Array("=+-@\t\r".utf8).contains($0) } ?? false)
        }
        let utf8 = value.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0D || $0 == 0x0A }) else {
            if defused { out.append(UInt8(ascii: "'")) }
            out += utf8
            return
        }
        out.append(UInt8(ascii: "\""))
        if defused { out.append(UInt8(ascii: "'")) }
        for byte in utf8 {
            out.append(byte)
            if byte == UInt8(ascii: "\"") { out.append(byte) }
        }
        out.append(UInt8(ascii: "\""))
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
