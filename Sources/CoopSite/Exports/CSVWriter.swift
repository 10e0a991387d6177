import CoopValues

/// A table written as CSV (RFC 4180): fields separated by commas, records ended by CRLF,
/// the first record a header; the file starts with a UTF-8 byte-order mark, which Excel on
/// Windows needs to read it as UTF-8 rather than its ANSI code page (`Señora`, not `SeÃ±ora`).
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
        /// A whole number, written in decimal (`-3`).
        case number(Int)
        /// A `YYYY-MM-DD` date, empty when absent.
        case date(CivilDate?)
        /// `true` or `false`.
        case bool(Bool)

        /// A literal is text.
        init(stringLiteral value: String) { self = .text(value) }
    }

    /// The table so far, as UTF-8 bytes.
    private(set) var bytes: [UInt8] = []
    /// How many fields the record being written has so far.
    private var fieldsInRecord = 0

    /// The byte-order mark the file starts with.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A table with the header row `columns`.
    init(_ columns: [String]) {
        bytes = Self.byteOrderMark
        row(columns.map(Field.text))
    }

    /// Appends a record.
    mutating func row(_ fields: [Field]) {
        for field in fields { self.field(field) }
        endRecord()
    }

    /// Appends a field to the record being written: a record written field by field needs
    /// no array of its fields.
    mutating func field(_ field: Field) {
        if fieldsInRecord > 0 { bytes.append(UInt8(ascii: ",")) }
        fieldsInRecord += 1
        Self.append(field, to: &bytes)
    }

    /// Ends the record being written.
    mutating func endRecord() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        fieldsInRecord = 0
    }

    /// A field as it is written in the file.
    static func encoded(_ field: Field) -> String {
        var out: [UInt8] = []
        append(field, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `field` as it is written in the file. Numbers, dates and booleans are written
    /// as they are; text is quoted and defused as ``append(text:defused:to:)`` says.
    static func append(_ field: Field, to out: inout [UInt8]) {
        switch field {
        case .text(let text): append(text: text, defused: text.utf8.first.map(startsFormula) ?? false, to: &out)
        case .value(let text): append(text: text, defused: false, to: &out)
        case .number(let value): out.appendDecimal(value)
        case .date(let value): value?.appendISO(to: &out)
        case .bool(let value): out.appendUTF8(value ? "true" : "false")
        }
    }

    /// Whether text starting with `byte` is read as a formula by spreadsheets: `=`, `+`, `-`,
    /// `@`, a tab or CR.
    private static func startsFormula(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: true
        default: false
        }
    }

    /// Appends `text` with an apostrophe in front when `defused` (text a spreadsheet would
    /// read as a formula), and in double quotes with its quotes doubled when it holds a
    /// comma, a quote, CR or LF.
    private static func append(text: String, defused: Bool, to out: inout [UInt8]) {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0D || $0 == 0x0A }) else {
            if defused { out.append(UInt8(ascii: "'")) }
            out.appendUTF8(text)
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
