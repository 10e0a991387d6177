import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopEditing

/// ``ContentEditor/importCSV(_:columns:)`` and ``CSVImport``: a spreadsheet's rows become egg
/// lines in date order in the right year's file, rows of one day by kind are merged, rows it
/// cannot use are reported with their line and why, and nothing is written when the result
/// breaks a rule or no column can be found.
@Suite struct CSVImportTests {
    /// The rows of `csv` as ``CSVImport`` reads them (`line: first..last kind=count`), then the skipped ones.
    static func read(_ csv: String, _ columns: CSVColumns = CSVColumns()) throws -> [String] {
        let (rows, skipped) = try CSVImport.read(CSVTable(Array(csv.utf8)), columns: columns)
        return rows.map { row in
            "\(row.line): \(row.first.iso)..\(row.last.iso) " + row.counts.map { "\($0.kind ?? "-")=\($0.count)" }.joined(separator: ",")
        } + skipped.map { "skipped \($0.line): \($0.reason)" }
    }

    @Test func columnsAreGuessedFromTheirNames() throws {
        #expect(try Self.read("Jour;Oeufs ramassés\n2026-11-20;5\n") == ["2: 2026-11-20..2026-11-20 -=5"])
        #expect(try Self.read("when,Day,Count\nx,2026-11-20,5\n") == ["2: 2026-11-20..2026-11-20 -=5"])
        #expect(try Self.read("Date,Laid\n2026-11-20,5\n") == ["2: 2026-11-20..2026-11-20 -=5"])
    }

    @Test func columnsNamedOrNumberedAndTheirRefusals() throws {
        let csv = "Wann,Eier,Sorte,Tage\n2026-11-20,5,brown,1\n2026-11-23,9,blue,3\n"
        #expect(
            try Self.read(csv, CSVColumns(date: "1", count: "eier", kind: "Sorte", days: "tage")) == [
                "2: 2026-11-20..2026-11-20 brown=5", "3: 2026-11-21..2026-11-23 blue=9",
            ])
        #expect(
            EditOutcome.of { try Self.read(csv) } == [
                "no date column found; name it with --date-column (the columns are: 'Wann', 'Eier', 'Sorte', 'Tage')"
            ])
        #expect(
            EditOutcome.of { try Self.read(csv, CSVColumns(date: "Wann")) } == [
                "no egg count column found; name it with --count-column (the columns are: 'Wann', 'Eier', 'Sorte', 'Tage')"
            ])
        #expect(
            EditOutcome.of { try Self.read(csv, CSVColumns(date: "Wann", count: "Eier", kind: "Art")) } == [
                "no column 'Art' for the kinds; the columns are: 'Wann', 'Eier', 'Sorte', 'Tage'"
            ])
    }

    @Test func rowsThatCannotBeUsedAreSkippedWithTheirLine() throws {
        let csv = "date,eggs,days\n2026-11-20,5,1\nsoon,3,1\n2026-11-21,three,1\n2026-11-22,-1,1\n2026-11-23,2,0\n2026-02-30,1,1\n,,\n"
        #expect(
            try Self.read(csv, CSVColumns(days: "days")) == [
                "2: 2026-11-20..2026-11-20 -=5",
                "skipped 3: 'soon' is not a date",
                "skipped 4: 'three' is not a count of eggs",
                "skipped 5: '-1' is not a count of eggs",
                "skipped 6: '0' is not a number of days",
                "skipped 7: '2026-02-30' is not a date",
                "skipped 8: '' is not a date",
            ])
    }

    @Test(arguments: [
        ("09/02/22", false, "2022-09-02"), ("09/02/22", true, "2022-02-09"), ("13/02/2022", false, "2022-02-13"),
        ("9.2.2022", true, "2022-02-09"), ("2/9/69", false, "2069-02-09"), ("2/9/70", false, "1970-02-09"),
        ("2022-02-09", true, "2022-02-09"), ("31/02/2022", true, nil), ("1/2", false, nil), ("a/b/c", false, nil),
    ])
    func datesAreReadDayOrMonthFirst(_ text: String, _ dayFirst: Bool, _ iso: String?) {
        #expect(CSVImport.parseDate(text, dayFirst: dayFirst)?.iso == iso)
    }

    /// Two kinds of egg, brown the default.
    static let kinds = "- name: brown\n- name: blue\n"

    @Test func rowsGoIntoTheirYearsFileInDateOrderAndRowsOfOneDayAreMerged() throws {
        let folder = TemporaryFolder(files: [
            "kinds.yaml": Self.kinds,
            "eggs/2025.yaml": "# 2025\n2025-12-30: 4\n",
            "eggs/2026.yaml": "# 2026\n2026-01-02: {brown: 2}\n# a cold week\n2026-01-09: 1\n",
        ])
        let csv = """
            date;eggs;kind
            2026-01-05;3;brown
            2025-12-31;2;brown
            2026-01-05;1;blue
            2026-01-10;6;brown
            2025-12-30;5;brown
            2026-01-10;2;brown
            """
        let result = try EditOutcome.editor(folder).importCSV(Array(csv.utf8), columns: CSVColumns(kind: "kind"))
        #expect(result.added.map { "\($0.file): \($0.lines)" } == ["content/eggs/2025.yaml: 1", "content/eggs/2026.yaml: 2"])
        #expect(
            result.skipped == [
                SkippedRow(line: 6, reason: "2025-12-30 is already recorded (by the records)"),
                SkippedRow(line: 7, reason: "2026-01-10 is already recorded (by the row on line 5)"),
            ])
        #expect(folder.text("eggs/2025.yaml") == "# 2025\n2025-12-30: 4\n2025-12-31: {brown: 2}\n")
        #expect(
            folder.text("eggs/2026.yaml")
                == "# 2026\n2026-01-02: {brown: 2}\n2026-01-05: {brown: 3, blue: 1}\n# a cold week\n2026-01-09: 1\n2026-01-10: {brown: 6}\n"
        )
    }

    @Test func aNewYearsFileStartsWithItsHeaderAndKeepsTheFilesLineEnds() throws {
        let folder = TemporaryFolder()
        folder.write("eggs/2026.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("2026-01-02: 2\r\n2026-01-04: 3".utf8))
        let csv = "Date,Count\r\n2027-01-01,4\r\n2026-01-03,1\r\n2026-01-05,7\r\n"
        let result = try EditOutcome.editor(folder).importCSV(Array(csv.utf8), columns: CSVColumns())
        #expect(result.added.map { "\($0.file): \($0.lines)" } == ["content/eggs/2026.yaml: 2", "content/eggs/2027.yaml: 1"])
        #expect(
            folder.read("eggs/2026.yaml") == [0xEF, 0xBB, 0xBF]
                + Array("2026-01-02: 2\r\n2026-01-03: 1\r\n2026-01-04: 3\r\n2026-01-05: 7".utf8))
        #expect(
            folder.text("eggs/2027.yaml") == "# Eggs collected in 2027. One line a day: date: count, or counts by kind.\n2027-01-01: 4\n")
    }

    @Test func anImportThatBreaksARuleWritesNothing() throws {
        let files = ["kinds.yaml": Self.kinds, "eggs.yaml": "2026-11-20: 5\n"]
        let folder = TemporaryFolder(files: files)
        let csv = "date,eggs,kind\n2026-11-21,3,green\n2026-11-22,1,brown\n"
        #expect(
            EditOutcome.of { try EditOutcome.editor(folder).importCSV(Array(csv.utf8), columns: CSVColumns(kind: "kind")) } == [
                "content/eggs.yaml:2:14: error: unknown egg kind 'green' [unknown-kind]"
            ])
        #expect(EditOutcome.holds(folder, files))
        // A flow mapping for a file: refused, not rewritten.
        folder.write("eggs.yaml", "{2026-11-20: 5}\n")
        #expect(
            EditOutcome.of { try EditOutcome.editor(folder).importCSV(Array("date,eggs\n2026-11-21,3\n".utf8), columns: CSVColumns()) } == [
                "the file is written as one { } mapping; add the line by hand or rewrite it one entry a line"
            ])
        #expect(folder.text("eggs.yaml") == "{2026-11-20: 5}\n")
    }
}
