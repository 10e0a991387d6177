import CoopInsight
import CoopValues

extension Sales {
    /// The answer to "is our price fair?": "You sell at $4.00 a dozen; your eggs cost $3.10 a
    /// dozen in feed and supplies, $4.60 all in: selling at $4.00 covers feed but not the
    /// coop." `nil` without sales or without a cost.
    func sentence(_ currency: Currency) -> String? {
        guard let verdict, let price = pricePerDozen, let consumables = cost.perDozen(allIn: false), let allIn = cost.perDozen(allIn: true)
        else { return nil }
        let (asked, feed, all) = (currency.format(price), currency.format(consumables), currency.format(allIn))
        let covers =
            switch verdict {
            case .coversAll: "covers all of it, the coop and its equipment too"
            case .coversConsumables: "covers feed and supplies but not the coop and its equipment"
            case .coversLess: "does not cover the feed and supplies"
            }
        return
            "You sell at \(asked) a dozen; your eggs cost \(feed) a dozen in feed and supplies, \(all) all in: selling at \(asked) \(covers)."
    }
}
