import CoopRecordsTestSupport
import CoopTestSupport
import Testing

/// Rules for egg counts: keys, counts, cracked eggs, credits, duplicates and ranges.
@Suite struct EggRulesTests {
    static let kinds = "- name: brown\n- name: blue\n"

    static let cases: [ContentCase] = [
        ContentCase(
            "an unknown kind (the example of DESIGN.md)", ["kinds.yaml": kinds, "eggs.yaml": "2026-11-21: {brown: 3, blu: 2}\n"],
            [
                "content/eggs.yaml:1:24: error: unknown egg kind 'blu'; did you mean 'blue'? [unknown-kind]"
            ]),
        ContentCase(
            "an unknown key when hens exist", ["hens.yaml": "- name: Henrietta\n", "eggs.yaml": "2026-11-21: {Henrieta: 1}\n"],
            [
                "content/eggs.yaml:1:14: error: unknown egg kind or hen 'Henrieta'; did you mean 'Henrietta'? [unknown-kind]"
            ]),
        ContentCase(
            "a negative count", ["eggs.yaml": "2026-11-20: -1\n"],
            [
                "content/eggs.yaml:1:13: error: a count of eggs must be at least 0, not -1 [invalid-count]"
            ]),
        ContentCase(
            "a count in words", ["eggs.yaml": "2026-11-20: three\n"],
            [
                "content/eggs.yaml:1:13: error: a count of eggs must be a whole number, not 'three' [invalid-count]"
            ]),
        ContentCase(
            "half an egg", ["eggs.yaml": "2026-11-20: 2.5\n"],
            [
                "content/eggs.yaml:1:13: error: a count of eggs must be a whole number, not '2.5' [invalid-count]"
            ]),
        ContentCase(
            "a quoted count", ["eggs.yaml": "2026-11-20: \"5\"\n"],
            [
                "content/eggs.yaml:1:13: error: a count of eggs must be a plain number, not quoted text '5' [invalid-count]"
            ]),
        ContentCase(
            "a huge count", ["eggs.yaml": "2026-11-20: 99999999999999999999999\n"],
            [
                "content/eggs.yaml:1:13: error: 99999999999999999999999 is too large for a count of eggs (at most 1,000,000) [invalid-count]"
            ]),
        ContentCase(
            "no count at all", ["eggs.yaml": "2026-11-20:\n"],
            [
                "content/eggs.yaml:1:1: error: no count is given for 2026-11-20 [missing-field]"
            ]),
        ContentCase(
            "a list of counts", ["eggs.yaml": "2026-11-20: [3, 2]\n"],
            [
                "content/eggs.yaml:1:13: error: the eggs of 2026-11-20 must be a count (5) or counts by kind ({brown: 3, blue: 2}), not a list [wrong-type]"
            ]),
        ContentCase(
            "a key that is not a date", ["eggs.yaml": "20261120: 3\n"],
            [
                "content/eggs.yaml:1:1: error: '20261120' is not a date; write dates as YYYY-MM-DD [invalid-date]"
            ]),
        ContentCase(
            "a range written backwards", ["eggs.yaml": "2025-12-27..2025-12-24: 9\n"],
            [
                "content/eggs.yaml:1:1: error: the range 2025-12-27..2025-12-24 ends before it starts [date-order]"
            ]),
        ContentCase(
            "a range ending on no real day", ["eggs.yaml": "2025-12-24..2025-12-32: 9\n"],
            [
                "content/eggs.yaml:1:13: error: 2025-12-32 is not a real day: December 2025 has 31 days [invalid-date]"
            ]),
        ContentCase(
            "a day twice across files", ["eggs/a.yaml": "2026-11-21: 5\n", "eggs/b.yaml": "# b\n2026-11-21: 4\n"],
            [
                "content/eggs/b.yaml:2:1: error: 2026-11-21 is recorded twice [duplicate-date]\n  note content/eggs/a.yaml:1:1: also recorded here"
            ]),
        ContentCase(
            "a day twice in one file", ["eggs.yaml": "2026-11-21: 5\n2026-11-20: 1\n2026-11-21: 4\n"],
            [
                "content/eggs.yaml:3:1: error: 2026-11-21 is recorded twice [duplicate-date]\n  note content/eggs.yaml:1:1: also recorded here"
            ]),
        ContentCase(
            "a day inside a range", ["eggs.yaml": "2025-12-24..2025-12-27: 9\n2025-12-25: 2\n"],
            [
                "content/eggs.yaml:2:1: error: 2025-12-25 overlaps the range 2025-12-24..2025-12-27 [overlapping-range]\n  note content/eggs.yaml:1:1: the range 2025-12-24..2025-12-27 is recorded here"
            ]),
        ContentCase(
            "ranges overlapping across files",
            [
                "eggs/2025.yaml": "2025-12-30..2026-01-02: 5\n",
                "eggs/2026.yaml": "2026-01-02..2026-01-03: 2\n",
            ],
            [
                "content/eggs/2026.yaml:1:1: error: the range 2026-01-02..2026-01-03 overlaps the range 2025-12-30..2026-01-02 [overlapping-range]\n  note content/eggs/2025.yaml:1:1: the range 2025-12-30..2026-01-02 is recorded here"
            ]),
        ContentCase(
            "more cracked than laid", ["eggs.yaml": "2026-11-20: {eggs: 3, cracked: 4}\n"],
            [
                "content/eggs.yaml:1:32: error: 4 cracked but only 3 laid on 2026-11-20 [cracked-exceeds-laid]"
            ]),
        ContentCase(
            "more cracked of a kind than laid",
            [
                "kinds.yaml": kinds,
                "eggs.yaml": "2026-11-20: {brown: 3, blue: 1, cracked: {blue: 2}}\n",
            ],
            [
                "content/eggs.yaml:1:42: error: 2 blue cracked but only 1 laid on 2026-11-20 [cracked-exceeds-laid]"
            ]),
        ContentCase(
            "cracked of an unknown kind", ["kinds.yaml": kinds, "eggs.yaml": "2026-11-20: {brown: 3, cracked: {bleu: 1}}\n"],
            [
                "content/eggs.yaml:1:34: error: unknown egg kind 'bleu'; did you mean 'blue'? [unknown-kind]"
            ]),
        ContentCase(
            "a kind twice in one entry", ["kinds.yaml": kinds, "eggs.yaml": "2026-11-20: {brown: 1, Brown: 2}\n"],
            [
                "content/eggs.yaml:1:24: error: 'Brown' is given twice for 2026-11-20 [duplicate-key]\n  note content/eggs.yaml:1:14: first given here"
            ]),
        ContentCase(
            "a hen credited before she joined",
            [
                "hens.yaml": "- name: Pearl\n  added: 2026-06-01\n",
                "eggs.yaml": "2026-05-01: {Pearl: 1}\n",
            ],
            [
                "content/eggs.yaml:1:14: error: Pearl is credited with eggs on 2026-05-01, before she joined the flock on 2026-06-01 [credit-outside-flock]"
            ]),
        ContentCase(
            "a hen credited after she left",
            [
                "hens.yaml": "- name: Pearl\n  removed: 2026-06-01\n",
                "eggs.yaml": "2026-05-30..2026-06-01: {Pearl: 2}\n",
            ],
            [
                "content/eggs.yaml:1:26: error: Pearl is credited with eggs on 2026-06-01, but she left the flock on 2026-06-01 [credit-outside-flock]"
            ]),
        ContentCase(
            "every valid form",
            [
                "kinds.yaml": kinds, "hens.yaml": "- name: Pearl\n  kind: blue\n",
                "eggs/2026.yml": """
                2026-11-10: 5
                2026-11-11: {brown: 3, blue: 2}
                2026-11-12: {brown: 4, cracked: 1}
                2026-11-13: {brown: 3, cracked: {brown: 1}}
                2026-11-14: {Pearl: 1, brown: 2}
                2026-11-15: 0
                "2026-11-16..2026-11-19": 14
                'BROWN' : 1
                """.replacingOccurrences(of: "'BROWN' : 1", with: ""),
            ], []),
    ]

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }
}
