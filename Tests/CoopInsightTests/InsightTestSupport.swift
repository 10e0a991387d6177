import CoopInsight
import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// A date from `YYYY-MM-DD` (test input is always valid).
func day(_ text: String) -> CivilDate { CivilDate(iso: text)! }

/// Reads a coop from files and fails the test on any diagnostic.
func coop(_ files: [String: String], today: CivilDate = testToday, sourceLocation: SourceLocation = #_sourceLocation) -> Coop {
    let loaded = loadContent(files, today: today)
    #expect(describe(loaded.diagnostics) == [], sourceLocation: sourceLocation)
    return loaded.coop
}
