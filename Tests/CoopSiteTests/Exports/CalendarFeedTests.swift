import CoopTestSupport
import Foundation
import Testing

@testable import CoopSite

extension ExportsTests {
    /// `feeds/coop.ics`: exact text, escaping, folding, UIDs that stay put.
    @Suite struct CalendarFeedTests {
        @Test func theSmallCoopsCalendarExactly() {
            // UIDs worked out independently (Python FNV-1a 64) from "note\0date\0title" and "delivery\0date\0person".
            let expected = crlf(
                #"""
                BEGIN:VCALENDAR
                VERSION:2.0
                PRODID:-//Coop Count//Coop Count//EN
                CALSCALE:GREGORIAN
                X-WR-CALNAME;LANGUAGE=en:Test Coop
                BEGIN:VEVENT
                UID:be669ed91473d693@coop
                DTSTAMP:20261122T000000Z
                DTSTART;VALUE=DATE:20261002
                DTEND;VALUE=DATE:20261111
                SUMMARY:Molt started
                DESCRIPTION:Feathers everywhere. Extra protein.
                CATEGORIES:molt,health
                URL:https://example.org/coop/list/notes.html#note-2026-10-02-molt-started
                TRANSP:TRANSPARENT
                END:VEVENT
                BEGIN:VEVENT
                UID:af9b14597f5cd7e4@coop
                DTSTAMP:20261122T000000Z
                DTSTART;VALUE=DATE:20261106
                DTEND;VALUE=DATE:20261107
                SUMMARY:12 eggs to Rivera family
                TRANSP:TRANSPARENT
                END:VEVENT
                BEGIN:VEVENT
                UID:e0589ff8e3993776@coop
                DTSTAMP:20261122T000000Z
                DTSTART;VALUE=DATE:20261120
                DTEND;VALUE=DATE:20261121
                SUMMARY:Fence\; gate\, latch \\ fixed
                DESCRIPTION:First line\nsecond line\, with a comma\; and a semicolon\nA lin
                 k.
                CATEGORIES:chores,a\,b
                URL:https://example.org/coop/list/notes.html#note-2026-11-20-fence-gate-lat
                 ch-fixed
                TRANSP:TRANSPARENT
                END:VEVENT
                BEGIN:VEVENT
                UID:35d6b16cb1fbbf47@coop
                DTSTAMP:20261122T000000Z
                DTSTART;VALUE=DATE:20261121
                DTEND;VALUE=DATE:20261122
                SUMMARY:Henrietta sat on golf balls and a lemon and two pinecones in a caf
                 é au lait mug for weeks and weeks!
                URL:https://example.org/coop/list/notes.html#note-2026-11-21-henrietta-sat-
                 on-golf-balls-and-a-lemon-and-two-pinecones-in-a-cafe-au-lait-mug-for-week
                 s-and-weeks
                TRANSP:TRANSPARENT
                END:VEVENT
                END:VCALENDAR
                """#)
            let calendar = exportTexts(SmallCoop.files)["feeds/coop.ics"]
            #expect(calendar == expected)
            #expect(SmallCoop.longTitle.count == 100)
        }

        @Test func textIsEscapedForICalendar() {
            #expect(ICalendar.escaped("a;b,c\\d") == #"a\;b\,c\\d"#)
            #expect(ICalendar.escaped("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
            #expect(ICalendar.escaped("tab\tkept, bell\u{7} and NUL\u{0} replaced") == "tab\tkept\\, bell\u{FFFD} and NUL\u{FFFD} replaced")
        }

        @Test func foldingIsAt75OctetsAndNeverInsideACharacter() {
            let exactly75 = String(repeating: "a", count: 75)
            #expect(ICalendar.folded(exactly75) == exactly75)
            #expect(ICalendar.folded(exactly75 + "b") == exactly75 + "\r\n b")
            let long = "SUMMARY:" + String(repeating: "é", count: 100) + String(repeating: "🐔", count: 30)
            let folded = ICalendar.folded(long)
            let lines = octetLines(Array(folded.utf8))
            #expect(lines.count > 3)
            for (index, line) in lines.enumerated() {
                #expect(line.count <= 75, "line \(index) has \(line.count) octets")
                #expect(index == 0 || line.first == UInt8(ascii: " "))
                #expect(String(validating: line, as: UTF8.self) != nil, "line \(index) splits a character")
            }
            #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == long)
        }

        @Test func uidsDependOnlyOnTheirOwnRecord() {
            func uids(_ files: [String: String]) -> [String: String] {
                let calendar = exportTexts(files)["feeds/coop.ics"] ?? ""
                var out: [String: String] = [:]
                var uid = ""
                for line in calendar.components(separatedBy: "\r\n") {
                    if line.hasPrefix("UID:") { uid = String(line.dropFirst(4)) }
                    if line.hasPrefix("SUMMARY:") { out[String(line.dropFirst(8))] = uid }
                }
                return out
            }
            let before = uids(SmallCoop.files)
            var changed = SmallCoop.files
            changed["notes.yaml"] = """
                - date: 2026-09-01
                  title: A new note before the others
                - date: 2026-10-02
                  until: 2026-11-15
                  title: Molt started
                  text: Longer than we thought.
                """
            changed["deliveries.yaml"] = """
                - date: 2026-11-01
                  person: Alvarez family
                  eggs: 6
                - date: 2026-11-06
                  person: Rivera family
                  eggs: 10
                """
            let after = uids(changed)
            #expect(after["Molt started"] == before["Molt started"], "a span that grows keeps its UID")
            #expect(after["10 eggs to Rivera family"] == before["12 eggs to Rivera family"], "a corrected count keeps its UID")
            #expect(Set(after.values).count == after.count)
        }

        @Test func twoIdenticalRecordsGetTwoUIDs() {
            let calendar =
                exportTexts([
                    "people.yaml": "- name: Rivera family\n",
                    "deliveries.yaml": """
                    - {date: 2026-11-06, person: Rivera family, eggs: 1, note: "morning; boxed"}
                    - {date: 2026-11-06, person: Rivera family, eggs: 1}
                    """,
                ])["feeds/coop.ics"] ?? ""
            let uids = calendar.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
            #expect(uids.count == 2 && uids[0] != uids[1])
            #expect(calendar.contains("SUMMARY:1 egg to Rivera family\r\nDESCRIPTION:morning\\; boxed\r\n"))
        }

        @Test func noCalendarWithoutNotesOrDeliveries() {
            let texts = exportTexts(["eggs.yaml": "2026-11-21: 3\n"])
            #expect(texts["feeds/coop.ics"] == nil)
        }

        @Test func withoutBaseURLEventsHaveNoURL() {
            let calendar = exportTexts(["notes.yaml": "- {date: 2026-11-21, title: Quiet day}\n"])["feeds/coop.ics"] ?? ""
            #expect(calendar.contains("SUMMARY:Quiet day\r\nTRANSP:TRANSPARENT\r\n"))
            #expect(!calendar.contains("URL:"))
            #expect(calendar.contains("X-WR-CALNAME;LANGUAGE=en:Our coop\r\n"))
        }

        /// `bytes` cut at each CRLF, byte by byte, so a fold inside a character would show.
        private func octetLines(_ bytes: [UInt8]) -> [[UInt8]] {
            var lines: [[UInt8]] = [[]]
            var index = 0
            while index < bytes.count {
                if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                    lines.append([])
                    index += 2
                } else {
                    lines[lines.count - 1].append(bytes[index])
                    index += 1
                }
            }
            return lines
        }
    }
}
