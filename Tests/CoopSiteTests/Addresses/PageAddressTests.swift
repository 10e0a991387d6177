import CoopRecords
import CoopValues
import Testing

@testable import CoopSite

/// The site map (DESIGN.md section 4), declared once in ``PageAddress``: each page's file and
/// tab, and every page a site plans is at one of them.
@Suite struct PageAddressTests {
    static let november = YearMonth(year: 2026, month: 11)

    @Test(arguments: [
        (PageAddress.dashboard, "index.html", "dashboard"), (.add, "add.html", "add"), (.stats, "stats.html", "stats"),
        (.calendar, "calendar/index.html", "calendar"), (.calendarMonth(november), "calendar/2026-11.html", "calendar"),
        (.calendarYear(2026), "calendar/2026.html", "calendar"), (.list, "list/index.html", "list"),
        (.eggList(november), "list/eggs/2026-11.html", "list"), (.records(.notes), "list/notes.html", "list"),
        (.records(.expenses), "list/expenses.html", "list"), (.records(.contributions), "list/contributions.html", "list"),
        (.records(.deliveries), "list/deliveries.html", "list"), (.tag(slug: "fox"), "tags/fox.html", "list"),
        (.hens, "hens/index.html", "hens"), (.hen(slug: "pearl"), "hens/pearl.html", "hens"), (.kinds, "kinds/index.html", "kinds"),
        (.graphs, "graphs/index.html", "graphs"), (.graph(slug: "monthly"), "graphs/monthly.html", "graphs"),
        (.people, "people/index.html", "people"), (.person(slug: "rivera-family"), "people/rivera-family.html", "people"),
    ])
    func eachPageHasItsFileAndTab(_ address: PageAddress, _ path: String, _ tab: String) {
        #expect(address.path == path)
        #expect(address.tab == tab)
    }

    @Test func aPlaceOnAPage() {
        #expect(PageAddress.eggList(Self.november).path(at: "d2026-11-22") == "list/eggs/2026-11.html#d2026-11-22")
    }

    @Test func theTabsPagesAreTheirAddresses() {
        for tab in Navigation.TabID.allCases {
            #expect(tab.address.tab == tab.rawValue, "\(tab)")
        }
        #expect(
            Navigation.TabID.allCases.map(\.address.path) == [
                "index.html", "calendar/index.html", "list/index.html", "graphs/index.html", "hens/index.html", "kinds/index.html",
                "people/index.html", "stats.html",
            ])
    }

    @Test func theAppsAddFormIsTheAddPage() {
        #expect(AppRoute.add.path == "/" + PageAddress.add.path)
    }

    /// The query of each page's Add link (a `/` may stay as it is in a query, RFC 3986 3.4).
    @Test func theAddLinkOfEachPageAsksForItsKindOfRecord() {
        let context = sampleContext
        #expect(context.adds(.dashboard) == "kind=eggs&back=index.html")
        #expect(context.adds(.calendarMonth(Self.november)) == "kind=eggs&back=calendar/2026-11.html")
        #expect(context.adds(.records(.expenses)) == "kind=expense&back=list/expenses.html")
        #expect(context.adds(.tag(slug: "fox")) == "kind=note&back=tags/fox.html")
        #expect(context.adds(.hens) == "kind=hen&back=hens/index.html")
        #expect(context.adds(.people) == "kind=person&back=people/index.html")
        #expect(context.adds(.kinds) == "kind=kind&back=kinds/index.html")
        // The sample coop's first hen and first person.
        #expect(context.adds(.hen(slug: "biscuit")) == "kind=eggs&hen=Biscuit&back=hens/biscuit.html")
        #expect(context.adds(.person(slug: "alvarez-family")) == "kind=delivery&person=Alvarez%20family&back=people/alvarez-family.html")
    }
}
