import CoopInsight
import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopSite

/// The site's words for what CoopInsight finds: alerts, a hen's status and age, ledger
/// lines and seasons, exactly as the pages show them.
@Suite struct WordingTests {
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    /// Two kinds, and hens to name in an alert.
    static let coop = loadContent([
        "kinds.yaml": "- name: brown\n- name: blue\n  label: Blue (Araucana)\n",
        "hens.yaml": "- name: Rosa\n  kind: blue\n- name: Tan\n  kind: brown\n- name: Bea\n  kind: blue\n",
    ]).coop

    @Test func alertsInWords() {
        let alerts: [(Alert, String, String)] = [
            (
                .unrecordedDays(days: 3, lastRecorded: Self.day("2026-11-18")), "No eggs recorded since Wed 18 Nov",
                "3 days without a record up to Sat 21 Nov. Missing days show as gaps, never as zero."
            ),
            (
                .layingDrop(recent: 1, before: 4), "Laying fell by half in the week to Sun 22 Nov",
                "1.0 eggs a day over those 7 days, down from 4.0 over the 4 weeks before."
            ),
            (
                .molting(start: Self.day("2025-09-15"), drop: 5.0 / 7), "The flock is molting",
                "Laying fell from Mon 15 Sep; the last two weeks it is at 29% of the weeks before. A molt usually lasts six to ten weeks; extra protein helps."
            ),
            (
                .moltOver(start: Self.day("2025-09-15"), end: Self.day("2025-10-19")), "The molt seems over",
                "Laying fell from Mon 15 Sep to Sun 19 Oct and is back up."
            ),
            (
                .lowLaying(laid: 28, days: 14, expected: 71.6), "Laying is far below what this time of year predicts",
                "28 eggs in the last 14 recorded days, where the flock's own history predicts about 72. "
                    + "Check for illness, parasites, stress or hidden nests."
            ),
            (
                .silentKind(kind: 1, hens: [0, 2]), "No Blue (Araucana) eggs for 10 days",
                "Rosa and Bea are laying age. A broody or molting hen, a hidden nest or an egg eater?"
            ),
            (
                .silentKind(kind: 0, hens: [1]), "No brown eggs for 10 days",
                "Tan is laying age. A broody or molting hen, a hidden nest or an egg eater?"
            ),
            (
                .layingPause(start: Self.day("2025-09-15"), weeks: 18, unrecorded: 0, drop: 5.0 / 7), "Laying has paused for 18 weeks",
                "Laying fell from Mon 15 Sep; the last two weeks it is at 29% of the weeks before: longer than a molt, which lasts at most 16 weeks. "
                    + "Old age, illness, parasites, stress or short days?"
            ),
            (
                .pauseOver(start: Self.day("2025-09-15"), end: Self.day("2026-01-19")), "Laying is back after a long pause",
                "Laying fell from Mon 15 Sep to Mon 19 Jan and is back up."
            ),
            (
                .henNotLaying(hen: 0, lastEgg: Self.day("2026-11-02")), "Rosa is not laying lately",
                "Her last egg was on Mon 2 Nov; none in the last 14 days. Molting, broody, unwell, or laying somewhere hidden?"
            ),
        ]
        for (alert, title, detail) in alerts {
            #expect(englishWords(alert.title(in: Self.coop, today: Self.day("2026-11-22"))) == title)
            #expect(englishWords(alert.detail(in: Self.coop, words: englishWords)) == detail)
        }
    }

    @Test func anAlertFoundInTheRecordsInWords() {
        let coop = loadContent(["eggs.yaml": "2026-11-17: 3\n2026-11-18: 2\n"]).coop
        let alerts = CoopInsight(coop: coop, today: Self.day("2026-11-22")).alerts
        #expect(alerts.map { englishWords($0.title(in: coop, today: Self.day("2026-11-22"))) } == ["No eggs recorded since Wed 18 Nov"])
        #expect(
            alerts.map { englishWords($0.detail(in: coop, words: englishWords)) } == [
                "3 days without a record up to Sat 21 Nov. Missing days show as gaps, never as zero."
            ])
    }

    @Test func henStatusesInWords() {
        #expect(
            HenStatus.allCases.map { englishWords(.henStatus($0)) } == [
                "laying", "molting", "broody", "stopped laying", "not laying yet", "not arrived yet", "gone",
            ])
    }

    @Test(arguments: [
        (Age.years(2, months: 8), "2 years, 8 months"), (.years(2, months: 0), "2 years"), (.years(1, months: 11), "1 year, 11 months"),
        (.years(1, months: 1), "1 year, 1 month"), (.months(4), "4 months"), (.months(1), "1 month"), (.weeks(3), "3 weeks"),
        (.weeks(1), "1 week"), (.days(2), "2 days"), (.days(1), "1 day"), (.days(0), "0 days"),
    ])
    func agesInWords(_ age: Age, _ words: String) {
        #expect(englishWords(.age(age)) == words)
    }

    @Test func ledgerLinesInWords() {
        let coop = loadContent([
            "people.yaml": "- name: Alvarez\n  shares: 2\n- name: Jen\n",
            "expenses.yaml":
                "- {date: 2026-03-05, item: Feed, amount: 31.00, paid_by: Alvarez}\n- {date: 2026-03-18, item: Shell, amount: 10}\n",
            "contributions.yaml":
                "- {date: 2026-03-02, person: Alvarez, amount: 40}\n- {date: 2026-03-03, person: Alvarez, amount: 5, note: March}\n",
        ]).coop
        let ledger = SharingLedger(coop, through: Self.day("2026-03-31"))
        #expect(
            ledger.accounts[0].lines.map { englishWords(.ledgerLine($0.entry)) } == [
                "Contribution", "Contribution (March)", "Paid: Feed", "Share of Feed (2 of 3 shares)", "Share of Shell (2 of 3 shares)",
            ])
    }

    @Test func seasonsInWords() {
        #expect(Season.allCases.map { englishWords(.season($0)) } == ["Winter", "Spring", "Summer", "Autumn"])
    }
}
