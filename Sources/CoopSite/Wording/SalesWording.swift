import CoopInsight
import CoopLocale
import CoopValues

/// Whether the price of eggs sold covers what they cost.
extension Message {
    /// The answer to "is our price fair?": "You sell at $4.00 a dozen; your eggs cost $3.10 a
    /// dozen in feed and supplies, $4.60 all in: selling at $4.00 covers feed but not the
    /// coop." `verdict` chooses the end.
    static func salesVerdict(price: Money, consumables: Money, allIn: Money, _ currency: Currency, verdict: Sales.Verdict) -> Message {
        let covers =
            switch verdict {
            case .coversAll: "all"
            case .coversConsumables: "consumables"
            case .coversLess: "less"
            }
        return Message(
            "sales.verdict",
            [
                "price": .money(price, currency), "consumables": .money(consumables, currency), "allIn": .money(allIn, currency),
                "covers": .text(covers),
            ])
    }
}

extension Sales {
    /// ``Message/salesVerdict(price:consumables:allIn:_:verdict:)`` of these sales; `nil`
    /// without sales or without a cost.
    func verdictMessage(_ currency: Currency) -> Message? {
        guard let verdict, let price = pricePerDozen, let consumables = cost.perDozen(allIn: false), let allIn = cost.perDozen(allIn: true)
        else { return nil }
        return .salesVerdict(price: price, consumables: consumables, allIn: allIn, currency, verdict: verdict)
    }
}
