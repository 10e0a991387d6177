import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// The pages that show hatching, with the figures of `HatchingTests` (CoopInsightTests):
/// the same coop on 15 May 2026, plus a few eggs so that the site has days.
@Suite struct HatchingPagesTests {
    static let site = BuiltSite(
        files: [
            "kinds.yaml": "- name: brown\n- {name: duck, incubation_days: 28}\n",
            "hens.yaml": "- {name: Henrietta, kind: brown}\n",
            "eggs.yaml": "2026-05-14: {brown: 1}\n",
            "expenses.yaml": """
            - {date: 2026-04-20, item: Layer pellets, amount: 20, quantity: 20 kg, tags: [feed]}
            - {date: 2026-05-08, item: Layer pellets, amount: 11, quantity: 10 kg, tags: [feed]}

            """,
            "hatches.yaml": """
            - {date: 2026-04-01, eggs: 8, by: Henrietta, kind: brown, hatched: 6}
            - {date: 2026-04-10, eggs: 12, kind: duck, hatched: 9, hatched_on: 2026-05-09}
            - {date: 2026-05-01, eggs: 5, by: Henrietta}

            """,
        ], today: CivilDate(year: 2026, month: 5, day: 15) ?? testToday)

    @Test func theDashboardSaysWhenEggsHatchAndTheFeedRunsOutInOneBox() {
        // 1 May + 21 days = 22 May, a Friday. The 20 kg of 20 Apr lasted the 18 days to 8 May;
        // the 10 kg of 8 May last 10 x 18 / 20 = 9 days: Sunday 17 May, said from 10 May.
        #expect(
            Self.site.page("index.html").contains(
                "<ul class=\"heads-up\"><li>5 eggs set 1 May under Henrietta hatch about Friday 22 May.</li>"
                    + "<li>The 10 kg of feed bought 8 May lasts until about Sunday 17 May.</li></ul>"))
    }

    @Test func theStatsAndHerPage() {
        // 8 + 12 + 5 = 25 eggs set; 6 + 9 = 15 chicks from the 20 eggs of the hatches done: 75%.
        #expect(
            Self.site.visibleText("stats.html").contains(
                "Hatching 25 Eggs set 15 Chicks hatched 75% Hatch rate 15 chicks from 20 eggs set, the hatches done"))
        #expect(Self.site.visibleText("hens/henrietta.html").contains("Hatching 6 chicks from 8 eggs she sat on (75%)"))
    }

    @Test func theCalendarMarksTheDays() {
        // 9 May (the ducks, hatched) and 22 May (Henrietta's second clutch, due).
        #expect(Self.site.page("calendar/2026-05.html").components(separatedBy: "class=\"mark hatch\"").count == 3)
        #expect(Self.site.visibleText("calendar/2026-05.html").contains("◍ eggs set hatch"))
    }
}
