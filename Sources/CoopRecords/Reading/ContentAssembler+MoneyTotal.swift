import CoopValues
import CoopYAML

extension ContentAssembler {
    /// Adds `amount` to the coop's running total of amounts (expenses, contributions and
    /// sales, in the order they are read) and returns it; past ``Money/largestTotal``, the
    /// amount that goes over is an error and is left out.
    ///
    /// With every amount at most ``Money/largestAmount`` and all of them together at most
    /// ``Money/largestTotal``, no sum, balance, split or cost the site computes can go
    /// beyond what its arithmetic holds: `coop check` refuses what `coop build` could not
    /// compute.
    mutating func countInTotal(_ amount: Money, at node: YAMLNode, file: inout RecordFile) -> Money? {
        let total = amountsTotal + amount
        guard total <= Money.largestTotal else {
            file.error(
                .invalidMoney,
                "with this amount the coop's expenses, contributions and sales come to more than "
                    + "\(Money.largestTotalDescription), the most Coop Count adds up",
                at: node)
            return nil
        }
        amountsTotal = total
        return amount
    }
}
