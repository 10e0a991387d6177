import CoopRecords
import CoopValues
import Foundation
import Testing

@testable import CoopInsight

/// A hen whose own records show no egg for 180 days has stopped laying, and the laying model
/// neither learns from her silent days nor expects eggs from her.
@Suite struct StoppedHensTests {
    /// Egg lines from `first` through `last`, crediting each hen what `eggs` says for a day.
    static func lines(from first: String, through last: String, _ eggs: (CivilDate) -> [String: Int]) -> String {
        var text = ""
        var d = day(first)
        while d <= day(last) {
            let credits = eggs(d).sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            text += "\(d.iso): {\(credits)}\n"
            d = d.adding(days: 1)
        }
        return text
    }

    static func stopped(_ c: Coop, today: CivilDate) -> StoppedHens {
        let series = EggSeries(c.eggs, kinds: c.kinds.count, through: today)
        let census = FlockCensus(hens: c.hens, kinds: c.kinds.count, series: series)
        return StoppedHens(hens: c.hens, laying: HenLaying.all(coop: c, series: series, census: census))
    }

    /// Hen B's last egg is on 1 March 2025. The 180 days up to 27 August hold it (1 March is
    /// 179 days before); those up to 28 August hold only her 0s, so she has stopped. With her
    /// eggs known on only 89 of the 180 days, nothing is said.
    @Test func stoppedAfter180DaysWithoutAnEgg() {
        let hens = "- name: A\n- name: B\n"
        let today = day("2025-10-01")
        let c = coop(
            [
                "hens.yaml": hens,
                "eggs.yaml": Self.lines(from: "2025-01-01", through: "2025-09-30") { d in ["A": 1, "B": d == day("2025-03-01") ? 1 : 0] },
            ],
            today: today)
        let b = c.hens[1]
        let stopped = Self.stopped(c, today: today)
        #expect(day("2025-03-01").adding(days: 179) == day("2025-08-27"))
        #expect(!stopped.hasStopped(b, on: day("2025-08-27")))
        #expect(stopped.hasStopped(b, on: day("2025-08-28")))
        #expect(!stopped.hasStopped(c.hens[0], on: day("2025-09-30")))
        #expect(
            stopped.silentSpell(of: b, endingOn: day("2025-09-30"), recordsBegin: day("2025-01-01")) == day(
                "2025-03-02")...day("2025-09-30"))

        // Her credits written on only 89 of the 180 days up to 30 September (A alone the others):
        // too few to say.
        let sparse = coop(
            [
                "hens.yaml": hens,
                "eggs.yaml": Self.lines(from: "2025-04-04", through: "2025-09-30") { d in
                    d >= day("2025-07-04") ? ["A": 1, "B": 0] : ["A": 1]
                },
            ], today: today)
        let known = day("2025-07-04").days(until: day("2025-09-30")) + 1
        #expect(known == 89)
        #expect(!Self.stopped(sparse, today: today).hasStopped(sparse.hens[1], on: day("2025-09-30")))
    }

    /// Two hens, A laying an egg a day through 2024 and 2025 and B credited 0 every day: B has
    /// stopped (she never laid). The laying model learns from A's days alone and forecasts A
    /// alone: the same forecast, month by month, as that of a coop where B does not exist.
    @Test func theModelLeavesAStoppedHenOut() {
        let today = day("2026-01-10")
        let withB = coop(
            [
                "hens.yaml": "- name: A\n- name: B\n",
                "eggs.yaml": Self.lines(from: "2024-01-01", through: "2025-12-31") { _ in ["A": 1, "B": 0] },
            ], today: today)
        let aloneA = coop(
            ["hens.yaml": "- name: A\n", "eggs.yaml": Self.lines(from: "2024-01-01", through: "2025-12-31") { _ in ["A": 1] }],
            today: today)
        let plan = CoopInsight(coop: withB, today: today).plan
        let alone = CoopInsight(coop: aloneA, today: today).plan
        #expect(plan.stoppedHens.map(\.name) == ["B"])
        #expect(alone.stoppedHens.isEmpty)
        #expect(plan.model.monthlyRate == alone.model.monthlyRate && plan.model.decline == alone.model.decline)
        for offset in 0..<12 {
            let model = plan.methods(at: offset)?.model ?? -1
            let expected = alone.methods(at: offset)?.model ?? -2
            #expect(abs(model - expected) < 1e-9, "month \(offset)")
        }
        // One laying hen in the middle of every month forecast.
        #expect(plan.forecast(from: YearMonth(year: 2026, month: 1), count: 12).allSatisfy { $0.layingHens == 1 })
    }
}
