@testable import CoopSite
import CoopTestSupport
import CoopValues
import Foundation
import Testing

extension ExportsTests {
    /// `data/coop.json`: every record, a fixed layout and key order, strings inert in HTML.
    @Suite struct JSONExportTests {
        @Test func aTinyCoopExactly() {
            let json = exportTexts([
                "coop.yaml": "title: Tiny\ncurrency: EUR\nweek_starts: sunday\nlatitude: -33.9\ngoal: {eggs_per_week: 10}\n",
                "hens.yaml": "- name: Dot\n  details: {comb: rose}\n",
                "eggs.yaml": "2026-11-20: {eggs: 2, cracked: 1}\n2026-11-21..2026-11-22: 3\n",
                "notes.yaml": "- {date: 2026-11-21, title: A & B, tags: one, text: \"<b>hi</b>\"}\n",
                "people.yaml": "- {name: Ann, shares: 1.5, until: 2026-12-31}\n",
                "expenses.yaml": "- {date: 2026-11-02, item: Feed, amount: 24.99, consumable: false, shared: false}\n",
                "contributions.yaml": "- {date: 2026-11-05, person: Ann, amount: 20}\n",
                "deliveries.yaml": "- {date: 2026-11-06, person: Ann, eggs: 6, note: \"line\\none\"}\n",
            ])["data/coop.json"]
            #expect(json == #"""
                {
                  "generator": "Coop Count",
                  "version": 1,
                  "currency": "EUR",
                  "settings": {
                    "title": "Tiny",
                    "description": null,
                    "week_starts": "sunday",
                    "latitude": -33.9,
                    "goal": {"eggs_per_week": 10},
                    "base_url": null,
                    "edit_url": null
                  },
                  "kinds": [
                    {"name": "eggs", "slug": "eggs", "label": null, "color": null, "size": null, "details": {}}
                  ],
                  "hens": [
                    {"name": "Dot", "slug": "dot", "breed": null, "kind": "eggs", "hatched": null, "added": null, "started_laying": null, "removed": null, "removed_reason": null, "photo": null, "about": null, "details": {"comb": "rose"}}
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
                    {"date": "2026-11-02", "item": "Feed", "amount": "24.99", "consumable": false, "shared": false, "paid_by": null, "tags": []}
                  ],
                  "contributions": [
                    {"date": "2026-11-05", "person": "Ann", "amount": "20.00", "note": null}
                  ],
                  "deliveries": [
                    {"date": "2026-11-06", "person": "Ann", "eggs": 6, "note": "line\u000aone"}
                  ]
                }

                """#)
        }

        @Test func stringsAreEscaped() {
            var bytes: [UInt8] = []
            JSONWriter.quote("q\" b\\ nl\n nul\u{0} del\u{7F} <>& \u{2028}\u{2029} é🐔", into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == #""q\" b\\ nl\u000a nul\u0000 del\u007f \u003c\u003e\u0026 \u2028\u2029 é🐔""#)
        }

        @Test func escapesAtTheEndsOfAStringAndBetweenRunsOfPlainText() {
            func quoted(_ text: String) -> String {
                var bytes: [UInt8] = []
                JSONWriter.quote(text, into: &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }
            #expect(quoted("") == #""""#)
            #expect(quoted("\"") == #""\"""#)
            #expect(quoted("<a>") == #""\u003ca\u003e""#)
            #expect(quoted("plain\u{1F}text\\") == #""plain\u001ftext\\""#)
            #expect(quoted("\u{2028}") == #""\u2028""#)
            #expect(quoted("…") == "\"…\"", "U+2026 starts with the same two bytes as U+2028 and is kept")
            #expect(quoted("\u{2027}\u{202A}") == "\"\u{2027}\u{202A}\"", "neighbours of U+2028 and U+2029 are kept")
        }

        @Test func emptyContainersAndDeepValuesStayOnOneLine() {
            var json = JSONWriter()
            json.object { json in
                json.key("a"); json.array { _ in }
                json.key("b"); json.object { _ in }
                json.key("c")
                json.array { json in
                    json.object { json in
                        json.key("d")
                        json.array { json in json.int(1); json.null() }
                    }
                }
            }
            #expect(String(decoding: json.document, as: UTF8.self) == """
                {
                  "a": [],
                  "b": {},
                  "c": [
                    {"d": [1, null]}
                  ]
                }

                """)
        }

        @Test func valuesAsTheyAreWritten() {
            var json = JSONWriter()
            json.object { json in
                json.key("values")
                json.array { json in
                    json.array { json in
                        json.int(0); json.int(-42); json.int(Int.max); json.number("1.5"); json.bool(true); json.bool(false)
                        json.date(CivilDate(year: 2026, month: 1, day: 5)); json.date(nil); json.text(nil); json.text("x")
                    }
                    json.object { json in
                        json.key(JSONWriter.Key("a \"key\" <from> the records")); json.string("")
                        json.key("plain_key_2"); json.array { _ in }
                    }
                }
            }
            #expect(String(decoding: json.document, as: UTF8.self) == #"""
                {
                  "values": [
                    [0, -42, 9223372036854775807, 1.5, true, false, "2026-01-05", null, null, "x"],
                    {"a \"key\" \u003cfrom\u003e the records": "", "plain_key_2": []}
                  ]
                }

                """#)
        }

        @Test func theSmallCoopParsesAndKeepsItsText() throws {
            let json = exportTexts(SmallCoop.files)["data/coop.json"] ?? ""
            let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let expenses = try #require(document["expenses"] as? [[String: Any]])
            #expect(expenses.first?["item"] as? String == #"=HYPERLINK("http://evil")"#)
            #expect(expenses.first?["amount"] as? String == "24.99")
            let notes = try #require(document["notes"] as? [[String: Any]])
            #expect(notes.map { $0["title"] as? String } == ["Molt started", #"Fence; gate, latch \ fixed"#, SmallCoop.longTitle])
        }
    }
}
