import CoopInsight
import CoopValues

extension CurrentMonthOutlook {
    /// What the month holds so far, as of `today` (already in words): "12 laid by 22 Nov 2026",
    /// "12 laid by 22 Nov 2026 (3 days not recorded)", or "nothing recorded yet by 22 Nov 2026":
    /// a month with no record is not a month of 0 eggs.
    func soFar(_ today: String) -> String {
        guard isRecorded else { return "nothing recorded yet by \(today)" }
        let missing = unrecordedDays == 0 ? "" : " (\(unrecordedDays == 1 ? "1 day" : "\(unrecordedDays) days") not recorded)"
        return "\(NumberFormat.grouped(laid)) laid by \(today)\(missing)"
    }
}
