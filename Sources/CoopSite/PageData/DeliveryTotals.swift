import CoopRecords
import CoopTemplate
import CoopValues

/// The eggs handed out over a period, and those sold.
struct DeliveryTotals: TemplateData {
    /// Eggs handed out.
    let eggs: Int
    /// Eggs sold (deliveries with `paid`).
    let sold: Int
    /// The money received for them.
    let income: CurrencyAmount

    /// The totals of `deliveries`.
    init(_ deliveries: [Delivery], context: SiteContext) {
        eggs = deliveries.reduce(0) { $0 + $1.eggs }
        sold = deliveries.reduce(0) { $0 + ($1.isSale ? $1.eggs : 0) }
        income = context.money(deliveries.reduce(Money.zero) { $0 + ($1.paid ?? .zero) })
    }

    static let templateFields = TemplateFields<DeliveryTotals>(
        "DeliveryTotals",
        [
            .field("eggs", { $0.eggs }, "eggs handed out"),
            .field("sold", { $0.sold }, "eggs sold (deliveries with paid)"),
            .field("income", { $0.income }, "money received for them"),
        ])
}
