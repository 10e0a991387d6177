import CoopInsight
import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// Hatches read, their hatch days and the hatch rate, computed by hand.
///
/// Henrietta sits on 8 brown eggs set on 1 April: 6 hatch. The incubator takes 12 duck eggs
/// on 10 April (ducks: 28 days): 9 hatch on 9 May, a day late. On 1 May Henrietta sits on 5
/// more, still under her on 15 May.
@Suite struct HatchingTests {
    static let files = [
        "kinds.yaml": "- name: brown\n- {name: duck, incubation_days: 28}\n",
        "hens.yaml": "- {name: Henrietta, kind: brown}\n",
        "hatches.yaml": """
        - {date: 2026-04-01, eggs: 8, by: Henrietta, kind: brown, hatched: 6}
        - {date: 2026-04-10, eggs: 12, kind: duck, hatched: 9, hatched_on: 2026-05-09}
        - {date: 2026-05-01, eggs: 5, by: Henrietta}

        """,
    ]
    static let today = day("2026-05-15")
    static let loaded = loadContent(files, today: today)

    @Test func readAndDue() {
        #expect(describe(Self.loaded.diagnostics) == [])
        let coop = Self.loaded.coop
        #expect(coop.hatches.map(\.henIndex) == [0, nil, 0])
        // 1 Apr + 21 = 22 Apr; written 9 May; 1 May + 21 (no kind: a hen's) = 22 May.
        #expect(coop.hatches.map { $0.hatchDay(kinds: coop.kinds) } == [day("2026-04-22"), day("2026-05-09"), day("2026-05-22")])
        // On 15 May only the last is still to hatch.
        #expect(HatchRate.due(coop, on: Self.today).map(\.date) == [day("2026-05-01")])
        // Without hatched_on, the ducks would be due 10 Apr + 28 = 8 May.
        let ducks = Hatch(date: day("2026-04-10"), eggs: 12, kindIndex: 1, location: coop.hatches[1].location)
        #expect(ducks.hatchDay(kinds: coop.kinds) == day("2026-05-08"))
    }

    @Test func theHatchRate() {
        let coop = Self.loaded.coop
        let all = HatchRate(coop.hatches)
        // With results: 8 + 12 = 20 eggs set, 6 + 9 = 15 chicks: 75%; one hatch waiting.
        #expect([all.eggsSet, all.hatched, all.waiting] == [20, 15, 1])
        #expect(all.rate == 0.75)
        // Henrietta's: 6 of 8 (the 5 still under her not counted): 75%.
        let hers = HatchRate(coop.hatches.filter { $0.henIndex == 0 })
        #expect([hers.eggsSet, hers.hatched, hers.waiting] == [8, 6, 1])
    }

    @Test func theRules() {
        #expect(
            diagnostics(["hens.yaml": "- name: Henrietta\n", "hatches.yaml": "- {date: 2026-04-01, eggs: 8, by: Henrieta, hatched: 9}\n"])
                == [
                    "content/hatches.yaml:1:35: error: unknown hen 'Henrieta'; did you mean 'Henrietta'? [unknown-hen]",
                    "content/hatches.yaml:1:54: error: 9 chicks hatched from 8 eggs set [invalid-count]",
                ])
        #expect(
            diagnostics(["hatches.yaml": "- {date: 2026-04-01, eggs: 8, hatched_on: 2026-03-30}\n"])
                == ["content/hatches.yaml:1:43: error: 'hatched_on' (2026-03-30) is before 'date' (2026-04-01) [date-order]"])
    }
}
