import CoopRecordsTestSupport
import CoopTestSupport
import Testing

/// The common rules of DESIGN.md section 3: dates, keys, names, references, money, counts.
@Suite struct RecordRulesTests {
    static let henAndNote = "- name: Henrietta\n"

    static let cases: [ContentCase] = [
        ContentCase(
            "unknown key with did-you-mean", ["hens.yaml": "- name: Pearl\n  hatchd: 2024-03-01\n"],
            [
                "content/hens.yaml:2:3: error: unknown key 'hatchd' for a hen; did you mean 'hatched'? [unknown-key]"
            ]),
        ContentCase(
            "unknown key without a near name", ["notes.yaml": "- date: 2026-01-01\n  title: x\n  mood: happy\n"],
            [
                "content/notes.yaml:3:3: error: unknown key 'mood' for a note [unknown-key]"
            ]),
        ContentCase(
            "a key given twice", ["hens.yaml": "- name: Pearl\n  breed: Leghorn\n  breed: Ancona\n"],
            [
                "content/hens.yaml:3:3: error: 'breed' is given twice for a hen [duplicate-key]\n  note content/hens.yaml:2:3: first given here"
            ]),
        ContentCase(
            "not a date", ["notes.yaml": "- date: 22/11/2026\n  title: x\n"],
            [
                "content/notes.yaml:1:9: error: '22/11/2026' is not a date; write dates as YYYY-MM-DD [invalid-date]"
            ]),
        ContentCase(
            "an impossible date", ["notes.yaml": "- date: 2026-02-29\n  title: x\n"],
            [
                "content/notes.yaml:1:9: error: 2026-02-29 is not a real day: February 2026 has 28 days [invalid-date]"
            ]),
        ContentCase(
            "no month 13", ["notes.yaml": "- date: 2026-13-01\n  title: x\n"],
            [
                "content/notes.yaml:1:9: error: 2026-13-01 is not a real day: there is no month 13 [invalid-date]"
            ]),
        ContentCase(
            "a date after today is a warning", ["notes.yaml": "- date: 2026-12-01\n  title: x\n"],
            [
                "content/notes.yaml:1:9: warning: 2026-12-01 is after today (2026-11-22) [future-date]"
            ]),
        ContentCase(
            "a required field missing", ["notes.yaml": "- date: 2026-11-01\n"],
            [
                "content/notes.yaml:1:3: error: a note has no 'title' [missing-field]"
            ]),
        ContentCase(
            "a required field empty", ["notes.yaml": "- date: 2026-11-01\n  title:\n"],
            [
                "content/notes.yaml:2:3: error: 'title' of a note is empty [missing-field]"
            ]),
        ContentCase(
            "an end before its start", ["notes.yaml": "- date: 2026-11-10\n  until: 2026-11-01\n  title: Molt\n"],
            [
                "content/notes.yaml:2:10: error: 'until' (2026-11-01) is before 'date' (2026-11-10) [date-order]"
            ]),
        ContentCase(
            "a note naming an unknown hen",
            [
                "hens.yaml": henAndNote,
                "notes.yaml": "- date: 2026-11-01\n  title: x\n  hens: [Henrieta]\n",
            ],
            [
                "content/notes.yaml:3:10: error: unknown hen 'Henrieta'; did you mean 'Henrietta'? [unknown-hen]"
            ]),
        ContentCase(
            "tags written as a mapping", ["notes.yaml": "- date: 2026-11-01\n  title: x\n  tags: {a: 1}\n"],
            [
                "content/notes.yaml:3:9: error: 'tags' must be a list like [a, b] or one word, not a mapping (key: value pairs) [wrong-type]"
            ]),
        ContentCase(
            "text where a list is given", ["coop.yaml": "title: [a, b]\n"],
            [
                "content/coop.yaml:1:8: error: 'title' must be text, not a list [wrong-type]"
            ]),
        ContentCase(
            "details as a list", ["hens.yaml": "- name: Pearl\n  details: [a, b]\n"],
            [
                "content/hens.yaml:2:12: error: 'details' must be a mapping of names to text (label: value), not a list [wrong-type]"
            ]),
        ContentCase(
            "a detail that is not text", ["hens.yaml": "- name: Pearl\n  details:\n    comb: {a: 1}\n"],
            [
                "content/hens.yaml:3:11: error: detail 'comb' must be text, not a mapping (key: value pairs) [wrong-type]"
            ]),
        ContentCase(
            "the same hen twice, ignoring case", ["hens.yaml": "- name: Pearl\n- name: PEARL\n"],
            [
                "content/hens.yaml:2:9: error: there is already a hen named 'Pearl' (names are compared ignoring case) [duplicate-name]\n  note content/hens.yaml:1:9: first defined here"
            ]),
        ContentCase(
            "the same hen in two files", ["hens/a.yaml": "name: Pearl\n", "hens/b.yaml": "name: Pearl\n"],
            [
                "content/hens/b.yaml:1:7: error: there is already a hen named 'Pearl' [duplicate-name]\n  note content/hens/a.yaml:1:7: first defined here"
            ]),
        ContentCase(
            "two names, one page address", ["hens.yaml": "- name: Señora\n- name: Senora\n"],
            [
                "content/hens.yaml:2:9: error: 'Senora' and 'Señora' would share the page address 'senora' [duplicate-name]\n  note content/hens.yaml:1:9: 'Señora' is defined here"
            ]),
        ContentCase(
            "the same kind twice", ["kinds.yaml": "- name: brown\n- name: Brown\n"],
            [
                "content/kinds.yaml:2:9: error: there is already an egg kind named 'brown' (names are compared ignoring case) [duplicate-name]\n  note content/kinds.yaml:1:9: first defined here"
            ]),
        ContentCase(
            "cracked is reserved", ["kinds.yaml": "- name: cracked\n"],
            [
                "content/kinds.yaml:1:9: error: 'cracked' cannot be the name of an egg kind: egg files use it for cracked eggs [reserved-name]"
            ]),
        ContentCase(
            "a hen and a kind with one name", ["kinds.yaml": "- name: brown\n- name: blue\n", "hens.yaml": "- name: Brown\n"],
            [
                "content/hens.yaml:1:9: error: hen 'Brown' has the same name as the egg kind 'brown' [name-collision]\n  note content/kinds.yaml:1:9: the kind is defined here"
            ]),
    ]

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }
}
