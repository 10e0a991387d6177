import CoopValues
import Testing

@Suite struct DatePatternTests {
    @Test(arguments: [
        ("yyyy-MM-dd", "2026-03-05"), ("MMM d", "Mar 5"), ("MMMM yyyy", "March 2026"), ("EEEE d MMMM", "Thursday 5 March"),
        ("EEE dd/MM/yy", "Thu 05/03/26"), ("E", "T"), ("'week of' MMM d", "week of Mar 5"), ("d 'o''clock'", "5 o'clock"),
        ("M/d", "3/5"), ("", ""),
    ])
    func formats(_ pattern: String, _ expected: String) throws {
        let date = try #require(CivilDate(iso: "2026-03-05"))
        #expect(try DatePattern(pattern).format(date) == expected)
    }

    @Test(arguments: [
        ("YYYY", "'YYYY' is not a date field; use yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, EEE or E, and quote other text"),
        ("MMMMM", "'MMMMM' is not a date field; use yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, EEE or E, and quote other text"),
        ("h:mm", "'h' is not a date field; use yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, EEE or E, and quote other text"),
        ("'open", "unterminated quote in date pattern ''open'"),
    ])
    func rejects(_ pattern: String, _ message: String) {
        #expect(throws: DatePattern.Invalid(message: message)) { try DatePattern(pattern) }
    }

    @Test func appendsAfterWhatIsThere() throws {
        let date = try #require(CivilDate(iso: "2026-11-22"))
        var bytes = Array("On ".utf8)
        try DatePattern("EEEE d MMMM yyyy 'à' EEE MMM E").append(date, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "On Sunday 22 November 2026 à Sun Nov S")
    }
}
