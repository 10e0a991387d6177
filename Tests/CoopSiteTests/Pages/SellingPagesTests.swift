import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// Selling eggs on the site: a coop that only sells (a buyer, nobody sharing) shows its sales
/// and no balances; a buyer's page shows what they bought.
@Suite struct SellingPagesTests {
    static let files = [
        "people.yaml": "- name: Corner shop\n  shares: 0\n",
        // Three recorded months (10 days each), past the price's threshold: 30 days of 6 eggs.
        "eggs.yaml": ["09", "10", "11"].flatMap { month in (1...10).map { "2026-\(month)-\(String(format: "%02d", $0)): 6\n" } }.joined(),
        "expenses.yaml": "- date: 2026-09-01\n  item: Feed\n  amount: 12.00\n",
        "deliveries.yaml": "- date: 2026-11-08\n  person: Corner shop\n  eggs: 12\n  paid: 4.50\n",
    ]

    @Test func aCoopThatOnlySellsShowsItsSalesAndNoBalances() {
        let site = BuiltSite(files: Self.files)
        #expect(describe(site.result.diagnostics) == [])
        let people = site.visibleText("people/index.html")
        // 12 eggs for 4.50: $4.50 a dozen. Feed 12.00 over 180 edible eggs: 12 x 1200 / 180 = 80 cents
        // a dozen, consumables and all in.
        #expect(
            people.contains(
                "You sell at $4.50 a dozen; your eggs cost $0.80 a dozen in feed and supplies, $0.80 all in: selling at $4.50 covers all of it, the coop and its equipment too."
            ))
        // A dozen kept: 12 x (1200 - 450) / (180 - 12) = 53.57 cents, $0.54.
        #expect(people.contains("12 eggs sold for $4.50 · a dozen kept $0.54"))
        #expect(people.contains("Buyers What each buyer bought and paid Who Eggs Paid A dozen Corner shop 12 $4.50 $4.50"))
        #expect(!people.contains("Everyone's shares") && !people.contains("A positive balance"))
        #expect(
            site.page("people/corner-shop.html").contains(
                "A buyer: bought <strong>12 eggs</strong> for <strong>$4.50</strong>, $4.50 a dozen."))
    }
}
