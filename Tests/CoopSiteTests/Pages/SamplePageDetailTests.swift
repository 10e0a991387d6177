import CoopTestSupport
import CoopValues
import Foundation
import Testing

/// Details of the sample site's pages that a reader sees: menus, labels, rows and legends,
/// against what the sample content gives by hand.
@Suite struct SamplePageDetailTests {
    let site = sampleSite

    /// The part of a page from `start` to the next `end`.
    func part(_ path: String, from start: String, to end: String) -> String {
        let page = site.page(path)
        guard let lower = page.range(of: start) else { return "" }
        let rest = page[lower.lowerBound...]
        guard let upper = rest.range(of: end) else { return String(rest) }
        return String(rest[..<upper.upperBound])
    }

    @Test func theGraphMenuGroupsTotalsApartAndLeavesTheTagGraphsToTheirLinks() {
        let menu = part("graphs/total.html", from: "<nav id=\"menu\"", to: "</nav>")
        let headings = menu.matches(of: /<h3><span>([^<]+)<\/span><\/h3>/).map { String($0.1) }
        #expect(headings == ["Eggs", "Weekly eggs by kind", "Total eggs by kind", "Seasons", "Flock", "Forecast", "Money"])
        #expect(
            menu.contains(
                "<h3><span>Total eggs by kind</span></h3>\n<ul>\n<li><a href=\"../graphs/total-brown.html\"><span class=\"label\">Brown (Buff Orpington, Barred Rock)</span> </a></li>"
            ))
        #expect(!menu.contains("weekly-tag-"), "the one-tag graphs are linked from the chart, not the menu")
        #expect(!menu.contains(", total<"))
        // The one-tag graphs still exist and are linked once, under the weekly chart.
        #expect(site.has("graphs/weekly-tag-molt.html"))
        let index = site.page("graphs/index.html")
        #expect(index.components(separatedBy: "graphs/weekly-tag-molt.html").count - 1 == 1)
    }

    @Test func theForecastsLinesMeetInTheCurrentMonth() {
        // 20 eggs laid from 1 to 21 Nov 2026 (see novemberCountedByHand; today, the 22nd, is not
        // written down yet); the table's first row is this month, before December, the first of the next 12.
        let text = site.visibleText("graphs/forecast.html")
        #expect(text.contains("Month Expected Likely range Hens laying November 2026, 20 laid by 22 Nov 2026 29 24–31 5 December 2026 48 "))
        #expect(
            text.contains(
                "This month, November 2026, is on both lines: the eggs laid from the 1st through 22 Nov 2026, and on the expected line those plus its forecast for today and the 8 days left"
            ))
        // Both lines have a point for November: the laid line ends there, the expected line starts there.
        let page = site.page("graphs/forecast.html")
        #expect(page.contains("November 2026 is 20 laid by 22 Nov 2026 and about 29 in all."))
    }

    @Test func daysOutsideTheMonthAreEmptyAndTheRangeLegendFollowsTheDays() {
        // November 2026 runs Sunday 1 to Monday 30, weeks starting on Monday: 26-31 Oct before it
        // and 1-6 Dec after it are outside, shown without data.
        let month = site.page("calendar/2026-11.html")
        #expect(month.components(separatedBy: "<td title=\"\" data-level=\"0\" data-out>\n\n</td>").count - 1 == 12)
        #expect(!month.contains("31 October 2026"))
        // No day of November 2026, nor of the dashboard's last 30 days, is part of a range; 17-19
        // July 2026 are (the sample's range entry), so July and the year show the legend entry.
        #expect(!month.contains("part of a range"))
        #expect(!site.page("index.html").contains("part of a range"))
        #expect(site.page("calendar/2026-07.html").contains("<span class=\"swatch range\"></span> part of a range"))
        #expect(site.page("calendar/2026.html").contains("not recorded · <span class=\"swatch range\"></span> part of a range</p>"))
        #expect(site.page("calendar/2026.html").components(separatedBy: "data-range").count - 1 == 3)
    }

    @Test func aMonthNotStartedHasNoTotal() {
        // Today is 22 Nov 2026: January to November have totals (November so far), December none.
        let totals = site.page("calendar/2026.html").matches(of: /<td class="total">([^<]*)<\/td>/).map { String($0.1) }
        #expect(totals == ["40", "44", "75", "93", "99", "85", "90", "90", "31", "15", "20", "–"])
        #expect(
            site.page("calendar/2025.html").matches(of: /<td class="total">([^<]*)<\/td>/).map { String($0.1) }.last == "46",
            "December 2025, by an independent count of the YAML")
    }

    @Test func peoplePagesUsePlainWordsAndOneFormatForEggsDue() {
        let people = site.visibleText("people/index.html")
        #expect(people.contains("A dozen, last 12 months") && people.contains("A dozen, all time"))
        #expect(people.contains("Last 12 months: 23 Nov 2025 – 22 Nov 2026"), "a sentence still starts with a capital")
        #expect(people.contains("An expense marked as not shared is the payer's own: it is listed, but changes no balance."))
        #expect(!people.contains("shared: false"))
        // Eggs due, to one decimal on both pages. Without the treatments, 1,229.8 + 170.8 + 381.5
        // = 1,782.1 before the sales: the 1,782 edible eggs of all time shared out (to rounding).
        // The treatments withhold 24 of them: the whole flock's wormer, 12-30 January 2026, 22
        // eggs (1 + 2 + 1 + 2 + 2 + 1 + 2 + 3 + 2 + 2 + 2 + 1 + 1, the frozen egg of the 27th
        // cracked), when only the Alvarez family shared (the Riveras were away); Olive's
        // antibiotic, 2 blue eggs in November, shared 4:2 by the Alvarez family and the Riveras:
        // 1.33 and 0.67. The 204 eggs sold come out of the Alvarez family's and the Riveras' by
        // their shares, 4:2: 136 and 68. So 1,229.8 - 22 - 1.3 - 136 = 1,070.4 (to rounding),
        // 381.5 - 0.7 - 68 = 312.8, and 1,070.4 + 170.8 + 312.8 + 204 sold = 1,758 = 1,782 - 24.
        // The Alvarez family never had a delivery: they keep the eggs not handed out, the 1,758
        // edible less the 752 delivered up to 22 Nov 2026 (given and sold) = 1,006, not "0 received".
        #expect(people.contains("$79.91 1,070.4 1,006 kept Jen Kowalski"))
        #expect(
            site.visibleText("people/alvarez-family.html").contains("1,006 Eggs kept the eggs not handed out; 1,070.4 their part"))
        #expect(people.contains("$2.24 170.8 169 Rivera family"))
        #expect(people.contains("$49.48 312.8 379"))
        // All in, all time: 12 x shared expenses / edible eggs was $16.92 over 1,782 eggs; over
        // 1,758 it is 16.92 x 1,782 / 1,758 = $17.15.
        #expect(people.contains("$17.15 · 1,758 edible eggs"))
        #expect(site.visibleText("people/rivera-family.html").contains("312.8 due"))
    }

    @Test func statsShowTheBreedTableOnlyWhenItNamesMoreAndNegativesWithAMinusSign() {
        // The sample's breeds are all named in their kinds' labels ("White Leghorn" in "White
        // (Leghorn)"): the breed table would repeat the kind table.
        let stats = site.visibleText("stats.html")
        #expect(stats.contains("Laying by kind 0.48 Brown (Buff Orpington, Barred Rock) eggs per hen a day over 1,647 hen-days"))
        #expect(!stats.contains("Laying by breed"))
        #expect(!stats.contains("(White (Leghorn))"))
        // 682 eggs from 1 Jan to 22 Nov 2026, 685 on the same days of 2025: -3 / 685 = -0.44%.
        #expect(stats.contains("682 2026 0.43 per hen a day 685 2025 1 Jan to 22 Nov"))
        #expect(stats.contains("\u{2212}0.4% Change on the same days last year"))
    }

    /// Two kinds with plain names, each laid by a breed the name does not say: the breed table
    /// tells more. Pearl and Dot lay from 16 to 22 Nov 2026, 7 hen-days each: 7 brown eggs
    /// (1.00 a day) and 3 white (3/7 = 0.43).
    @Test func theBreedTableNamesBreedsTheKindsDoNot() {
        let site = BuiltSite(files: [
            "kinds.yaml": "- name: brown\n- name: white\n",
            "hens.yaml": "- name: Pearl\n  breed: Marans\n  kind: brown\n- name: Dot\n  breed: Leghorn\n  kind: white\n",
            "eggs.yaml": "2026-11-16: 1\n2026-11-17: {brown: 1, white: 1}\n2026-11-18: 1\n2026-11-19: {brown: 1, white: 1}\n"
                + "2026-11-20: 1\n2026-11-21: {brown: 1, white: 1}\n2026-11-22: 1\n",
        ])
        #expect(describe(site.result.diagnostics) == [])
        let stats = site.visibleText("stats.html")
        #expect(
            stats.contains("Laying by kind 1.00 brown eggs per hen a day over 7 hen-days 0.43 white eggs per hen a day over 7 hen-days"))
        #expect(stats.contains("Laying by breed 1.00 Marans brown eggs per hen a day 0.43 Leghorn white eggs per hen a day"))
    }

    @Test func theMonthsEggListStopsTodayAndListsASpanOnce() {
        let list = site.visibleText("list/eggs/2026-11.html")
        // Today is Sunday 22 Nov 2026 (not yet recorded): the last row; 23 to 30 Nov are not listed.
        // The columns: brown, blue, white, laid, cracked, withheld, edible. Olive's blue eggs of
        // 17 and 19 Nov are withheld (her treatment): the month's 20 eggs are 18 edible.
        #expect(list.contains("Sat 21 0 0 1 1 0 0 1 Sun 22 not recorded Month 3 4 13 20 0 2 18"))
        #expect(list.contains("Tue 17 0 1 1 2 0 1 1 Wed 18 0 0 1 1 0 0 1 Thu 19 0 1 1 2 0 1 1"))
        #expect(!list.contains("Mon 23"))
        // The two spans (24 Aug - 15 Nov, 24 Sep - 13 Nov) started before November: each is listed
        // once, on 1 Nov, with its dates; the one-day note of 15 Nov on its day.
        #expect(
            list.contains(
                "Sun 1 0 0 1 1 0 0 1 Molt again (24 Aug – 15 Nov) Feather Fixer again (24 Sep – 13 Nov) Mon 2 0 0 1 1 0 0 1 Tue 3"))
        #expect(list.components(separatedBy: "Molt again").count - 1 == 1)
        #expect(list.contains("Sun 15 0 0 0 0 0 0 0 Biscuit squatting Mon 16"))
        // A span starting inside a month is listed on its first day: 24 Aug 2026.
        #expect(site.visibleText("list/eggs/2026-08.html").contains("Molt again (24 Aug – 15 Nov)"))
        #expect(site.visibleText("list/eggs/2026-08.html").components(separatedBy: "Molt again").count - 1 == 1)
    }

    @Test func aHensOwnDetailsAreLabelledLikeHerFacts() {
        // content/hens/daisy.yaml: comb, feathers, favourite treat, egg, temperament.
        #expect(
            site.page("hens/daisy.html").contains(
                "<table class=\"details\"><tbody><tr><th scope=\"row\">Comb</th><td>big floppy single</td></tr><tr><th scope=\"row\">Feathers</th><td>white</td></tr><tr><th scope=\"row\">Favourite treat</th><td>watermelon</td></tr>"
            ))
    }

    @Test func theLast30DaysHaveDatesUnderTheBars() {
        // 24 Oct to Sun 22 Nov 2026, weeks from Monday: 26 Oct, 2, 9 and 16 Nov, and today (dated,
        // never "today": the site is read on later days). The
        // first bar (24 Oct) is 2 bars from 26 Oct, too close: no label.
        let strip = part("index.html", from: "<ol class=\"bars\">", to: "</ol>")
        let dates = strip.matches(of: /<span class="bar-date" aria-hidden="true">([^<]+)<\/span>/).map { String($0.1) }
        #expect(dates == ["26 Oct", "2 Nov", "9 Nov", "16 Nov", "22 Nov"])
        // On Friday 20 Nov the bars run from Thu 22 Oct: its label is 4 bars before 26 Oct, kept;
        // 16 Nov is 4 bars before today, kept too.
        let friday = BuiltSite(content: repositoryRoot + "/content", today: CivilDate(iso: "2026-11-20")!)
        let earlier = friday.page("index.html")
        #expect(
            earlier.matches(of: /<span class="bar-date" aria-hidden="true">([^<]+)<\/span>/).map { String($0.1) }
                == ["22 Oct", "26 Oct", "2 Nov", "9 Nov", "16 Nov", "20 Nov"])
    }
}
