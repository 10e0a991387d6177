import CoopDiagnostics
import CoopRecords
import CoopValues
import Testing

/// The days a note covers: its date, or its span through `until`.
@Suite struct NoteTests {
    static func note(_ date: String, until: String? = nil) -> Note {
        Note(
            date: CivilDate(iso: date)!, until: until.flatMap { CivilDate(iso: $0) }, title: "n",
            location: SourceLocation(path: "notes.yaml", line: 1, column: 1))
    }

    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    @Test func aSpanOverlapsAPeriodSharingOneOfItsDays() {
        let molt = Self.note("2026-10-28", until: "2026-11-03")
        // November 2026.
        #expect(molt.overlaps(from: Self.day("2026-11-01"), through: Self.day("2026-11-30")))
        // October 2026, from its end and its start.
        #expect(molt.overlaps(from: Self.day("2026-10-01"), through: Self.day("2026-10-28")))
        #expect(!molt.overlaps(from: Self.day("2026-10-01"), through: Self.day("2026-10-27")))
        #expect(!molt.overlaps(from: Self.day("2026-11-04"), through: Self.day("2026-11-30")))
        #expect(molt.overlaps(from: Self.day("2026-11-03"), through: Self.day("2026-11-03")))
    }

    @Test func aOneDayNoteOverlapsOnlyPeriodsHoldingItsDay() {
        let note = Self.note("2026-11-22")
        #expect(note.overlaps(from: Self.day("2026-11-22"), through: Self.day("2026-11-22")))
        #expect(note.overlaps(from: Self.day("2026-11-01"), through: Self.day("2026-11-30")))
        #expect(!note.overlaps(from: Self.day("2026-11-23"), through: Self.day("2026-11-30")))
        #expect(!note.overlaps(from: Self.day("2026-11-01"), through: Self.day("2026-11-21")))
    }
}
