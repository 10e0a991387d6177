import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// The sample coop in `content/`: it must pass `coop check` cleanly, and its totals are
/// the ones counted by hand (and, for the large sums, by an independent PyYAML script).
@Suite struct SampleContentTests {
    let loaded = loadSampleContent()
    var coop: Coop { loaded.coop }

    @Test func isCleanWithoutWarnings() {
        #expect(describe(loaded.diagnostics) == [])
    }

    @Test func summary() {
        let summary = ContentSummary(coop)
        #expect(
            [summary.hens, summary.kinds, summary.eggDays, summary.eggsLaid, summary.notes, summary.people, summary.expenses]
                == [7, 3, 852, 1_817, 35, 4, 118])
    }

    @Test func totalsByKindAndCracked() {
        var byKind = [0, 0, 0]
        var cracked = 0
        for entry in coop.eggs.entries {
            for (kind, count) in entry.laid.enumerated() { byKind[kind] += count }
            cracked += entry.cracked
        }
        #expect(coop.kinds.map(\.name) == ["brown", "blue", "white"])
        #expect(byKind == [797, 550, 470])
        #expect(cracked == 35)
    }

    @Test func novemberCountedByHand() {
        // 2026-11-01..21 in content/eggs/2026.yaml: 1 1 1 1 0 1 0 1 0 1 2 3 1 0 0 1 2 1 2 0 1
        let november = coop.eggs.entries.filter { $0.first.yearMonth == YearMonth(year: 2026, month: 11) }
        #expect(november.count == 21)
        #expect(november.reduce(0) { $0 + $1.total } == 20)
        #expect(november.first { $0.first.iso == "2026-11-12" }?.credits == [EggEntry.Credit(henIndex: 3, count: 1)])
    }

    @Test func theFlock() {
        #expect(coop.hens.map(\.name) == ["Biscuit", "Daisy", "Ginger", "Henrietta", "Olive", "Pepper", "Señora Clucks"])
        let pepper = coop.hens[5]
        #expect(pepper.removed?.iso == "2025-08-14" && pepper.removedReason == "fox")
        let biscuit = coop.hens[0]
        #expect(biscuit.startedLaying == nil && biscuit.isLaying(on: testToday) == false)
        #expect(coop.hens[6].slug == "senora-clucks")
        #expect(coop.hens.filter { $0.photo != nil }.count == 3)
    }

    @Test func sharing() {
        #expect(coop.people.map(\.name) == ["Alvarez family", "Jen Kowalski", "Rivera family", "Maple Street Market"])
        #expect(coop.people.map(\.isBuyer) == [false, false, false, true])
        #expect(
            coop.people[2].periods.map { "\($0.from?.iso ?? "start")..\($0.until?.iso ?? "now") x\($0.shares)" }
                == ["2025-03-01..2025-11-30 x2", "2026-02-01..now x2"])
        #expect(coop.expenses.contains { !$0.consumable })
        #expect(coop.expenses.contains { !$0.shared })
        // 98 to the neighbours, and 34 sales to the corner store.
        #expect(coop.deliveries.count == 132)
        #expect(coop.deliveries.filter(\.isSale).count == 34)
    }
}
