import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// What the site says of treatments: the dashboard's line while eggs are withheld, the
/// calendar's marks, a hen's treatments, the egg list's Withheld column; and nothing of it in
/// a coop without treatments.
@Suite struct TreatmentPagesTests {
    static let files = [
        "kinds.yaml": "- name: brown\n- name: blue\n",
        "hens.yaml": "- {name: Olive, kind: blue}\n- {name: Ginger, kind: brown}\n- {name: Ruby, kind: brown, added: 2026-11-20}\n",
        "eggs.yaml": "2026-11-10: {brown: 2, blue: 1}\n2026-11-16: {brown: 2, blue: 1}\n2026-11-21: {Olive: 1, Ginger: 1}\n",
        "treatments.yaml": """
        - date: 2026-11-16
          until: 2026-11-18
          what: Tylosin
          hens: [Olive, Ginger]
          withdrawal_days: 7
          text: In their *own* waterer.
        - date: 2026-11-01
          what: Mite spray
          tags: [health]

        """,
    ]

    static let site = BuiltSite(files: files, today: CivilDate(iso: "2026-11-22")!)

    @Test func theDashboardSaysWhoseEggsAndUntilWhen() {
        // 18 November + 7 days: the 25th. Their kinds in the coop's order: brown, then blue.
        #expect(
            Self.site.page("index.html").contains(
                "<p class=\"withheld-notice\">Don’t eat or sell the eggs of Olive and Ginger (brown and blue) until Wednesday 25 November.</p>"
            ))
        // A whole flock's treatment, while it lasts.
        let flock = BuiltSite(files: Self.files, today: CivilDate(iso: "2026-11-01")!)
        #expect(
            flock.page("index.html").contains(
                "<p class=\"withheld-notice\">Don’t eat or sell the flock’s eggs until Sunday 1 November.</p>"))
        // One hen: hers.
        var one = Self.files
        one["treatments.yaml"] = "- {date: 2026-11-20, what: Tylosin, hens: [Olive], withdrawal_days: 14}\n"
        #expect(
            BuiltSite(files: one, today: CivilDate(iso: "2026-11-22")!).page("index.html").contains(
                "<p class=\"withheld-notice\">Don’t eat or sell Olive’s eggs (blue) until Friday 4 December.</p>"))
    }

    @Test func theCalendarMarksTheDaysAndExplainsTheMark() {
        let month = Self.site.page("calendar/2026-11.html")
        // 1 November (the spray) and 16 to 25 November: 11 days.
        #expect(month.components(separatedBy: "class=\"mark withheld\"").count - 1 == 11)
        #expect(month.contains("⊘ eggs not to eat or sell"))
        #expect(!Self.site.page("calendar/2026-10.html").contains("mark withheld"))
    }

    @Test func aHenListsHerTreatmentsAndTheFlocks() {
        let olive = Self.site.visibleText("hens/olive.html")
        #expect(
            olive.contains(
                "Olive’s treatments Mon 16 Nov 2026 – Wed 18 Nov 2026 Tylosin Eggs not to eat or sell until Wednesday 25 November 2026. "
                    + "In their own waterer. Sun 1 Nov 2026 Mite spray Eggs not to eat or sell until Sunday 1 November 2026."))
        // Ruby joined on the 20th: after the spray, and not named in the tylosin.
        #expect(!Self.site.page("hens/ruby.html").contains("treatment"))
    }

    @Test func theEggListHasAWithheldColumn() {
        // 16 Nov, not credited: the treated hens lay brown and blue, so all 3 eggs. 21 Nov, all
        // credited, inside the withdrawal: Olive's and Ginger's, 2. 10 Nov: none.
        let list = Self.site.visibleText("list/eggs/2026-11.html")
        #expect(list.contains("8 eggs · 3 edible · 5 withheld · 3 days recorded"))
        #expect(list.contains("Mon 16 2 1 3 3 0"))
        #expect(list.contains("Sat 21 1 1 2 2 0"))
        #expect(list.contains("Tue 10 2 1 3 0 3"))
    }

    @Test func aCoopWithoutTreatmentsSaysNothingOfThem() {
        var none = Self.files
        none["treatments.yaml"] = nil
        let site = BuiltSite(files: none, today: CivilDate(iso: "2026-11-22")!)
        for page in ["index.html", "calendar/2026-11.html", "hens/olive.html", "list/eggs/2026-11.html", "stats.html"] {
            let text = site.page(page)
            #expect(!text.contains("withheld") && !text.contains("Withheld") && !text.contains("treatment"), "\(page)")
        }
    }
}
