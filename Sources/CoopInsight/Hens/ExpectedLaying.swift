import CoopRecords
import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a hen usually lays a year, and where that figure comes from.
public struct YearlyExpectation: Sendable, Equatable {
    /// Where the figure comes from.
    public enum Source: Sendable, Equatable {
        /// Her own `expected_per_year`.
        case hen
        /// Her kind's `expected_per_year`.
        case kind
        /// Her breed, from ``BreedTable``.
        case breed(Breed)
    }

    /// Eggs a year in her first year of laying.
    public let eggsPerYear: Int
    /// Where it comes from.
    public let source: Source
}

/// Laid against expected: the eggs laid over some days, and what the hens' breeds (or their
/// `expected_per_year`) say they usually lay on those days, at their age and in that season.
public struct LayingExpectation: Sendable, Equatable {
    /// Eggs laid on the days compared.
    public let laid: Int
    /// Eggs expected on them.
    public let expected: Double
    /// The days compared.
    public let days: Int
    /// The breeds (`nil` for hens without one) of the hens expected, with how many of each,
    /// in the order first met: [("Buff Orpington", 2), ("Barred Rock", 1)].
    public let breeds: [(name: String?, hens: Int)]

    /// Laid as a share of expected: 0.82 for 82%.
    public var share: Double { expected > 0 ? Double(laid) / expected : 0 }

    public static func == (lhs: LayingExpectation, rhs: LayingExpectation) -> Bool {
        lhs.laid == rhs.laid && lhs.expected == rhs.expected && lhs.days == rhs.days
            && lhs.breeds.map(\.name) == rhs.breeds.map(\.name) && lhs.breeds.map(\.hens) == rhs.breeds.map(\.hens)
    }
}

/// What hens usually lay for their breed, age and the season.
///
/// A hen's figure is her own `expected_per_year`, else her kind's, else her breed's from
/// ``BreedTable``: eggs in her first year of laying. On a day she expects
/// `figure / 365.25 x season x 0.85 ^ years of laying`, where the season is the default
/// season of ``LayingModel`` made to average 1 over the year (short winter days lay less,
/// spring more) and 0.85 the default yearly decline. An adult whose age is not known is taken
/// to be a year into laying when she joined (or when the records began).
public enum ExpectedLaying {
    /// The default season, January first, averaging 1 over the year.
    public static func seasonFactors(southern: Bool) -> [Double] {
        let shape = LayingModel.shape(southern: southern)
        let mean = shape.reduce(0, +) / 12
        return shape.map { $0 / mean }
    }

    /// A hen's yearly figure, if anything gives one.
    public static func yearly(_ hen: Hen, coop: Coop) -> YearlyExpectation? {
        if let own = hen.expectedPerYear { return YearlyExpectation(eggsPerYear: own, source: .hen) }
        if hen.kindIndex < coop.kinds.count, let kind = coop.kinds[hen.kindIndex].expectedPerYear {
            return YearlyExpectation(eggsPerYear: kind, source: .kind)
        }
        guard let breed = hen.breed.flatMap(BreedTable.match) else { return nil }
        return YearlyExpectation(eggsPerYear: breed.eggsPerYear, source: .breed(breed))
    }

    /// What `hen` usually lays on `day` (laying age and in the flock), for a yearly figure of
    /// `yearly` and the season's factors (``seasonFactors(southern:)``).
    public static func daily(_ hen: Hen, yearly: Int, on day: CivilDate, season: [Double], recordsBegin: CivilDate) -> Double {
        let origin = Forecaster.ageStart(hen, today: day, recordsBegin: recordsBegin) ?? day
        let age = max(0, Double(origin.days(until: day)) / 365.25)
        return Double(yearly) / 365.25 * season[day.month - 1] * pow(LayingModel.defaultDecline, age)
    }

    /// The eggs of kind `kind` laid from `start` through `end` against what its hens usually
    /// lay, over the recorded days a hen of the kind was laying; `nil` when a hen laying it
    /// then has no figure, or no such day was recorded.
    public static func kind(_ kind: Int, insight: CoopInsight, from start: CivilDate, through end: CivilDate) -> LayingExpectation? {
        let coop = insight.coop
        let hens = coop.hens.indices.filter { coop.hens[$0].kindIndex == kind && coop.hens[$0].layingSince != nil }
        var figures: [Int: Int] = [:]
        let southern = (coop.settings.latitude ?? 0) < 0
        let season = seasonFactors(southern: southern)
        var expected = 0.0
        var days = 0
        var seen: [Int] = []
        var day = max(start, insight.series.firstDay)
        while day <= min(end, insight.series.lastDay) {
            defer { day = day.adding(days: 1) }
            guard insight.series.isRecorded(day), insight.census.laying(on: day, kind: kind) > 0 else { continue }
            days += 1
            for index in hens where coop.hens[index].isLaying(on: day) {
                let hen = coop.hens[index]
                if figures[index] == nil {
                    guard let yearly = yearly(hen, coop: coop) else { return nil }
                    figures[index] = yearly.eggsPerYear
                    seen.append(index)
                }
                expected += daily(hen, yearly: figures[index]!, on: day, season: season, recordsBegin: insight.series.firstDay)
            }
        }
        guard days > 0, expected > 0 else { return nil }
        let laid = insight.census.laidWithLayingHens(from: max(start, insight.series.firstDay), through: end, kind: kind)
        return LayingExpectation(laid: laid, expected: expected, days: days, breeds: breeds(seen.map { coop.hens[$0] }))
    }

    /// The hen at `index`'s known eggs from `start` through `end` against what she usually lays
    /// on those days; `nil` without a figure, or with fewer than `minimumDays` days known.
    public static func hen(
        _ index: Int, laying: HenLaying, insight: CoopInsight, from start: CivilDate, through end: CivilDate, minimumDays: Int = 60
    ) -> LayingExpectation? {
        let coop = insight.coop
        let hen = coop.hens[index]
        guard let yearly = yearly(hen, coop: coop) else { return nil }
        let season = seasonFactors(southern: (coop.settings.latitude ?? 0) < 0)
        var expected = 0.0
        var laid = 0
        var days = 0
        var day = max(start, insight.series.firstDay)
        while day <= end {
            defer { day = day.adding(days: 1) }
            guard hen.isLaying(on: day), let eggs = laying.eggs(on: day) else { continue }
            laid += eggs
            days += 1
            expected += daily(hen, yearly: yearly.eggsPerYear, on: day, season: season, recordsBegin: insight.series.firstDay)
        }
        guard days >= minimumDays, expected > 0 else { return nil }
        return LayingExpectation(laid: laid, expected: expected, days: days, breeds: breeds([hen]))
    }

    /// The hens' breeds as written (`nil` for those without one), with how many of each.
    static func breeds(_ hens: [Hen]) -> [(name: String?, hens: Int)] {
        var out: [(name: String?, hens: Int)] = []
        for hen in hens {
            let name = hen.breed
            if let i = out.firstIndex(where: { $0.name == name }) {
                out[i].hens += 1
            } else {
                out.append((name, 1))
            }
        }
        return out
    }
}
