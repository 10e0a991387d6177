import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import Testing

/// The warnings for tags past ``TagLimits``: a note or an expense with more than 50, a coop
/// with more than 1,000 distinct ones (issue 27, point 2).
@Suite struct TagLimitsTests {
    /// `count` tags from `topic<first>` on, as a YAML flow list.
    static func tags(_ count: Int, from first: Int = 0) -> String {
        "[" + (first..<first + count).map { "topic\($0)" }.joined(separator: ", ") + "]"
    }

    static let cases: [ContentCase] = [
        ContentCase(
            "a note with 51 tags", ["notes.yaml": "- date: 2026-11-01\n  title: Busy\n  tags: \(tags(51))\n"],
            ["content/notes.yaml:3:9: warning: a note with 51 tags, more than 50 [many-tags]"]),
        ContentCase("a note with 50 tags", ["notes.yaml": "- date: 2026-11-01\n  title: Busy\n  tags: \(tags(50))\n"], []),
        ContentCase(
            "an expense with 60 tags",
            ["expenses.yaml": "- date: 2026-11-01\n  item: Feed\n  amount: 20.00\n  tags: \(tags(60))\n"],
            ["content/expenses.yaml:4:9: warning: an expense with 60 tags, more than 50 [many-tags]"]),
        ContentCase(
            "1,050 distinct tags: the note with the 1,001st is reported",
            ["notes.yaml": (0..<21).map { "- date: 2026-11-01\n  title: N\($0)\n  tags: \(tags(50, from: 50 * $0))\n" }.joined()],
            ["content/notes.yaml:63:9: warning: more than 1000 distinct tags in the coop, from these on [many-distinct-tags]"]),
        ContentCase(
            "1,000 distinct tags, some spelt twice",
            [
                "notes.yaml": (0..<20).map { "- date: 2026-11-01\n  title: N\($0)\n  tags: \(tags(50, from: 50 * $0))\n" }.joined()
                    + "- date: 2026-11-02\n  title: Again\n  tags: [Topic1, TOPIC999]\n"
            ], []),
    ]

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }
}
