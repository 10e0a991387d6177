import CoopValues

/// Which eggs a coop's treatments withhold: the eggs laid, from a treatment's first day to
/// its last day plus its withdrawal, by the hens it treats. Withheld eggs are counted like
/// cracked ones: laid, not edible.
///
/// - On a day whose eggs are all credited to hens, exactly the treated hens' eggs are
///   withheld.
/// - On a day whose eggs are not (or not all) credited, the family cannot tell whose an egg
///   is: every egg of the kinds the treated hens lay is withheld.
/// - Cracked eggs stay cracked: the withheld ones are taken from the eggs that are not,
///   kind by kind where the cracked eggs' kinds are known, so no egg counts twice.
/// - A range of days (`2026-03-01..2026-03-07`) partly inside a withdrawal has its share of
///   the days inside withheld, rounded to the nearest egg.
///
/// A pure computation over the records; ``Coop`` applies it when it is made.
public enum WithheldEggs {
    /// `entries` with their withheld eggs set.
    static func apply(_ treatments: [Treatment], hens: [Hen], kinds: Int, to entries: [EggEntry]) -> [EggEntry] {
        guard !treatments.isEmpty else { return entries }
        return entries.map { entry in
            let touching = treatments.filter { $0.date <= entry.last && $0.withheldUntil >= entry.first }
            guard !touching.isEmpty else { return entry }
            return entry.withholding(withheld(entry, by: touching, hens: hens, kinds: kinds))
        }
    }

    /// The eggs of each kind `treatments` withhold from `entry`.
    static func withheld(_ entry: EggEntry, by treatments: [Treatment], hens: [Hen], kinds: Int) -> [Int] {
        var treated = Set<Int>()
        var wholeFlock = false
        var daysInside = 0
        var day = entry.first
        while day <= entry.last {
            let today = treatments.filter { $0.withholds(day) }
            if !today.isEmpty { daysInside += 1 }
            for treatment in today {
                if treatment.isWholeFlock { wholeFlock = true }
                treated.formUnion(treatment.henIndexes)
            }
            day = day.adding(days: 1)
        }
        guard daysInside > 0 else { return [Int](repeating: 0, count: kinds) }
        // Sound eggs of each kind: laid less the cracked ones whose kind is known; the cracked
        // eggs of no known kind come off the total at the end.
        let sound = (0..<kinds).map { entry.laid[$0] - entry.crackedByKind[$0] }
        var byKind = [Int](repeating: 0, count: kinds)
        let credited = entry.credits.reduce(0) { $0 + $1.count }
        if !wholeFlock, credited == entry.total, credited > 0 {
            for credit in entry.credits where treated.contains(credit.henIndex) {
                byKind[hens[credit.henIndex].kindIndex] += credit.count
            }
            byKind = zip(byKind, sound).map { min($0, $1) }
        } else {
            let layingKinds = wholeFlock ? Set(0..<kinds) : Set(treated.map { hens[$0].kindIndex })
            byKind = (0..<kinds).map { layingKinds.contains($0) ? sound[$0] : 0 }
        }
        // What no known kind's cracked eggs leave: the total withheld is at most the sound eggs.
        var excess = byKind.reduce(0, +) - (entry.total - entry.cracked)
        for kind in byKind.indices.reversed() where excess > 0 {
            let cut = min(excess, byKind[kind])
            byKind[kind] -= cut
            excess -= cut
        }
        if daysInside < entry.dayCount {
            byKind = byKind.map { ($0 * daysInside * 2 + entry.dayCount) / (entry.dayCount * 2) }
        }
        return byKind
    }
}
