import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopSite

extension ExportsTests {
    /// `data/coop.json`: every record, a fixed layout and key order, strings inert in HTML.
    @Suite struct JSONExportTests {
        @Test func aTinyCoopExactly() {
            let json = exportTexts([
                "coop.yaml":
                    "title: Tiny\ncurrency: EUR\nweek_starts: sunday\nlatitude: -33.9\ngoal: {eggs_per_week: 10}\nreminders: {collect: \"7:30\"}\n",
                "hens.yaml": "- name: Dot\n  details: {comb: rose}\n",
                "eggs.yaml": "2026-11-20: {eggs: 2, cracked: 1}\n2026-11-21..2026-11-22: 3\n",
                "notes.yaml": "- {date: 2026-11-21, title: A & B, tags: one, text: \"<b>hi</b>\"}\n",
                "people.yaml": "- {name: Ann, shares: 1.5, until: 2026-12-31}\n",
                "expenses.yaml": "- {date: 2026-11-02, item: Feed, amount: 24.99, consumable: false, shared: false}\n",
                "contributions.yaml": "- {date: 2026-11-05, person: Ann, amount: 20}\n",
                "deliveries.yaml":
                    "- {date: 2026-11-06, person: Ann, eggs: 6, note: \"line\\none\"}\n- {date: 2026-11-07, person: Ann, eggs: 12, paid: 4.5}\n",
            ])["data/coop.json"]
            #expect(
                json == #"""
                    {
                      "generator": "Coop Count",
                      "version": 2,
                      "currency": "EUR",
                      "settings": {
                        "title": "Tiny",
                        "description": null,
                        "week_starts": "sunday",
                        "latitude": -33.9,
                        "goal": {"eggs_per_week": 10},
                        "base_url": null,
                        "edit_url": null,
                        "store_price": null,
                        "language": "en",
                        "reminders": {"collect": "07:30"}
                      },
                      "kinds": [
                        {"name": "eggs", "slug": "eggs", "label": null, "color": null, "size": null, "incubation_days": null, "details": {}}
                      ],
                      "hens": [
                        {"name": "Dot", "slug": "dot", "breed": null, "kind": "eggs", "hatched": null, "added": null, "started_laying": null, "removed": null, "cause": null, "removed_reason": null, "photo": null, "about": null, "details": {"comb": "rose"}}
                      ],
                      "eggs": [
                        {"date": "2026-11-20", "until": null, "laid": {"eggs": 2}, "cracked": 1, "cracked_by_kind": {"eggs": 1}, "credits": {}},
                        {"date": "2026-11-21", "until": "2026-11-22", "laid": {"eggs": 3}, "cracked": 0, "cracked_by_kind": {}, "credits": {}}
                      ],
                      "notes": [
                        {"date": "2026-11-21", "until": null, "title": "A \u0026 B", "tags": ["one"], "hens": [], "text": "\u003cb\u003ehi\u003c/b\u003e"}
                      ],
                      "people": [
                        {"name": "Ann", "slug": "ann", "periods": [{"from": null, "until": "2026-12-31", "shares": 1.5}], "details": {}}
                      ],
                      "expenses": [
                        {"date": "2026-11-02", "item": "Feed", "amount": 24.99, "quantity": null, "consumable": false, "shared": false, "paid_by": null, "tags": []}
                      ],
                      "contributions": [
                        {"date": "2026-11-05", "person": "Ann", "amount": 20.00, "note": null}
                      ],
                      "deliveries": [
                        {"date": "2026-11-06", "person": "Ann", "eggs": 6, "paid": null, "note": "line\u000aone"},
                        {"date": "2026-11-07", "person": "Ann", "eggs": 12, "paid": 4.50, "note": null}
                      ],
                      "treatments": [],
                      "hatches": [],
                      "chores": []
                    }

                    """#)
        }

        @Test func theSmallCoopParsesAndKeepsItsText() throws {
            let json = exportTexts(SmallCoop.files)["data/coop.json"] ?? ""
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let expenses = try #require(document["expenses"] as? [[String: Any]])
            #expect(expenses.first?["item"] as? String == #"=HYPERLINK("http://evil")"#)
            #expect((expenses.first?["amount"] as? NSNumber)?.decimalValue == Decimal(string: "24.99"))
            let notes = try #require(document["notes"] as? [[String: Any]])
            #expect(notes.map { $0["title"] as? String } == ["Molt started", #"Fence; gate, latch \ fixed"#, SmallCoop.longTitle])
        }
    }
}
