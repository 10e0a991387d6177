import CoopInsight
import CoopValues

extension StatsPage {
    /// Laid against what the hens' breeds (or their `expected_per_year`) usually lay, at their
    /// age and in the season, over the last 12 months: one figure per kind (the flock's, with
    /// one kind), when every hen laying it has a figure.
    static func breedExpectations(_ context: SiteContext) -> [StatGroup] {
        let write = TextFormats(context)
        let coop = context.coop
        let today = context.today
        // A comparison with what the breeds lay needs what a laying rate needs.
        guard context.thresholds.layingRate else { return [] }
        let figures = coop.kinds.indices.compactMap { kind -> Figure? in
            guard let e = ExpectedLaying.kind(kind, insight: context.insight, from: today.adding(days: -364), through: today) else {
                return nil
            }
            let words = context.words
            return Figure(
                coop.hasSeveralKinds ? coop.kinds[kind].displayName : words(.expectationWholeFlock), write.percent(e.share),
                note: words(.expectationStatsNote(e, who: e.who(words))))
        }
        return figures.isEmpty ? [] : [StatGroup(title: context.words(.expectationStatsTitle), figures: figures)]
    }
}
