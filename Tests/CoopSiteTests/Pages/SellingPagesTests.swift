import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Testing

/// Selling eggs on the site: a coop that only sells (a buyer, nobody sharing) shows its sales
/// and no balances; a buyer's page shows what they bought.
@Suite struct SellingPagesTests {
    static let files = [
        "people.yaml": "- name: Corner shop\n  shares: 0\n",
        "eggs.yaml": "2026-11-16: 6\n2026-11-17: 6\n2026-11-18: 6\n2026-11-19: 6\n",
        "expenses.yaml": "- date: 2026-11-16\n  item: Feed\n  amount: 12.00\n",
        "deliveries.yaml": "- date: 2026-11-18\n  person: Corner shop\n  eggs: 12\n  paid: 4.50\n",
    ]

    @Test func aCoopThatOnlySellsShowsItsSalesAndNoBalances() {
        let site = BuiltSite(files: Self.files)
        #expect(describe(site.result.diagnostics) == [])
        let people = site.visibleText("people/index.html")
        // 12 eggs for 4.50: $4.50 a dozen. Feed 12.00 over 24 edible eggs: $6.00 a dozen, consumables and all in.
        #expect(
            people.contains(
                "You sell at $4.50 a dozen; your eggs cost $6.00 a dozen in feed and supplies, $6.00 all in: selling at $4.50 does not cover the feed and supplies."
            ))
        // A dozen kept: 12 x (1200 - 450) / (24 - 12) = 750 cents.
        #expect(people.contains("12 eggs sold for $4.50 · a dozen kept $7.50"))
        #expect(people.contains("Buyers What each buyer bought and paid Who Eggs Paid A dozen Corner shop 12 $4.50 $4.50"))
        #expect(!people.contains("Everyone's shares") && !people.contains("A positive balance"))
        #expect(
            site.page("people/corner-shop.html").contains(
                "A buyer: bought <strong>12 eggs</strong> for <strong>$4.50</strong>, $4.50 a dozen."))
    }
}
