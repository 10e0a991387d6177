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

/// An egg file with a line a day from `first` to `last`, each day's count from `perDay`.
func dailyEggs(from first: String, to last: String, _ perDay: (CivilDate) -> Int) -> String {
    var lines = ""
    var d = day(first)
    while d <= day(last) {
        lines += "\(d.iso): \(perDay(d))\n"
        d = d.adding(days: 1)
    }
    return lines
}

/// `count` hens, each `added` on the same day.
func hensFile(_ count: Int, added: String) -> String {
    (1...count).map { "- name: Hen \($0)\n  added: \(added)\n" }.joined()
}
