import Testing

@testable import CoopEditing

/// ``CSVTable``: spreadsheets as they are saved (RFC 4180 quoting, commas, semicolons or tabs,
/// CRLF or LF, a byte-order mark, UTF-16), each row with the line it starts on.
@Suite struct CSVTableTests {
    /// The table of `text` as UTF-8.
    static func table(_ text: String) -> CSVTable { CSVTable(Array(text.utf8)) }

    /// Each row as `line: field|field`.
    static func rows(_ table: CSVTable) -> [String] {
        table.rows.map { "\($0.line): " + $0.fields.joined(separator: "|") }
    }

    @Test func quotedFieldsHoldSeparatorsQuotesAndLineBreaks() {
        let table = Self.table(
            "date,eggs,note\n2026-11-20,5,\"windy, cold\"\n2026-11-21,3,\"she said \"\"no\"\"\"\n2026-11-22,4,\"two\nlines\"\n2026-11-23,1,\"\"\n"
        )
        #expect(table.header == ["date", "eggs", "note"])
        #expect(
            Self.rows(table) == [
                "2: 2026-11-20|5|windy, cold", "3: 2026-11-21|3|she said \"no\"", "4: 2026-11-22|4|two\nlines", "6: 2026-11-23|1|",
            ])
    }

    @Test func aByteOrderMarkCRLFAndEmptyLinesAreNotData() {
        let table = CSVTable([0xEF, 0xBB, 0xBF] + Array("Date,Eggs\r\n\r\n2026-11-20,5\r\n,\r\n2026-11-21,3".utf8))
        #expect(table.header == ["Date", "Eggs"])
        // The empty line is skipped; a line of empty fields is a row (and is skipped later, as no date).
        #expect(Self.rows(table) == ["3: 2026-11-20|5", "4: |", "5: 2026-11-21|3"])
    }

    @Test func theSeparatorIsTheOneTheHeaderHoldsMostOf() {
        let semicolons = Self.table("Datum;Eier;Notiz, kurz\n20.11.2026;5;windig, kalt\n")
        #expect(semicolons.header == ["Datum", "Eier", "Notiz, kurz"])
        #expect(Self.rows(semicolons) == ["2: 20.11.2026|5|windig, kalt"])
        let tabs = Self.table("date\teggs\n2026-11-20\t5\n")
        #expect(Self.rows(tabs) == ["2: 2026-11-20|5"])
        // A tie: commas.
        #expect(Self.table("a;b,c\n1;2,3\n").header == ["a;b", "c"])
    }

    @Test func headerNamesAreTrimmedAndFoundIgnoringCaseOrByNumber() {
        let table = Self.table(" Date , Eggs laid ,Kind\n")
        #expect(table.header == ["Date", "Eggs laid", "Kind"])
        #expect(table.column("date") == 0)
        #expect(table.column(" EGGS LAID ") == 1)
        #expect(table.column("eggs") == 1)
        #expect(table.column("3") == 2)
        #expect(table.column("4") == nil)
        #expect(table.column("weight") == nil)
    }

    @Test func utf16AsExcelSavesUnicodeText() {
        let text = "date\teggs\r\n2026-11-20\t5\r\n"
        let unmarked: [UInt8] = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let little: [UInt8] = [0xFF, 0xFE] + unmarked
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [little, big, unmarked] {
            let table = CSVTable(bytes)
            #expect(table.header == ["date", "eggs"])
            #expect(Self.rows(table) == ["2: 2026-11-20|5"])
        }
    }

    @Test func aLastRowWithoutALineEndCounts() {
        #expect(Self.rows(Self.table("date,eggs\n2026-11-20,5")) == ["2: 2026-11-20|5"])
        #expect(Self.rows(Self.table("date,eggs\n2026-11-20,")) == ["2: 2026-11-20|"])
        #expect(Self.table("").header.isEmpty && Self.table("").rows.isEmpty)
    }
}
