import CoopTestSupport
import CoopValues
import Testing

/// The forecast page names the hens it does not count as laying: those whose credits show no
/// egg in the last 180 days.
@Suite struct StoppedHensForecastTests {
    /// Egg lines from 1 January to 21 November 2026 (today is the 22nd, not written down).
    static func eggs(_ credits: (CivilDate) -> String) -> String {
        (0..<325).map { offset in
            let day = CivilDate(iso: "2026-01-01")!.adding(days: offset)
            return "\(day.iso): {\(credits(day))}\n"
        }.joined()
    }

    /// A lays every day; B and C are credited 0 every day. Under a year of records, so the
    /// laying model alone.
    @Test func theForecastNamesTheHensItLeavesOut() {
        let site = BuiltSite(files: [
            "hens.yaml": "- name: Amber\n- name: Birdie\n- name: Clover\n",
            "eggs.yaml": Self.eggs { _ in "Amber: 1, Birdie: 0, Clover: 0" },
        ])
        #expect(describe(site.result.diagnostics) == [])
        let forecast = site.visibleText("graphs/forecast.html")
        #expect(
            forecast.contains(
                "Birdie and Clover are not counted as laying: no egg of theirs is known in the last 180 days. The forecast expects none from them until their next egg."
            ))
        // Her page and the flock's say so too.
        let birdie = site.visibleText("hens/birdie.html")
        #expect(
            birdie.contains(
                "Birdie stopped laying stopped laying: no egg of hers is known, none in the last 180 days, so the forecast does not count her"
            ))
        #expect(site.page("hens/index.html").contains("data-status=\"stopped-laying\""))
        #expect(site.visibleText("hens/amber.html").contains("Amber laying"))
    }

    /// The forecast is made on today, 22 November: the 180 days up to it start on 27 May.
    /// Birdie's last egg, on 27 May, is inside them, so she still counts; Clover's, on 26 May,
    /// is not.
    @Test func aHenWithAnEggInTheLast180DaysCounts() {
        #expect(CivilDate(iso: "2026-05-27")!.adding(days: 179) == CivilDate(iso: "2026-11-22"))
        let site = BuiltSite(files: [
            "hens.yaml": "- name: Amber\n- name: Birdie\n- name: Clover\n",
            "eggs.yaml": Self.eggs { day in
                "Amber: 1, Birdie: \(day.iso == "2026-05-27" ? 1 : 0), Clover: \(day.iso == "2026-05-26" ? 1 : 0)"
            },
        ])
        let forecast = site.visibleText("graphs/forecast.html")
        #expect(
            forecast.contains(
                "Clover is not counted as laying: no egg of hers is known in the last 180 days. The forecast expects none from her until her next egg."
            ))
        #expect(!forecast.contains("Birdie is not counted"))
        #expect(
            site.visibleText("hens/clover.html").contains(
                "stopped laying: her last known egg was on 26 May 2026, none in the last 180 days, so the forecast does not count her"))
        #expect(!site.visibleText("hens/birdie.html").contains("stopped laying"))
    }
}
