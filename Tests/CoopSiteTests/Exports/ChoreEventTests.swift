import CoopTestSupport
import Foundation
import Testing

@testable import CoopSite

extension ExportsTests {
    /// The chores and the daily reminder to collect the eggs in `feeds/coop.ics`: repeating
    /// events at a floating local time, each with an alarm at its start.
    @Suite struct ChoreEventTests {
        static let files = [
            "coop.yaml": "title: Test Coop\nreminders:\n  collect: \"18:00\"\n",
            "eggs.yaml": "2026-11-20: 3\n2026-11-21: 4\n",
            "chores.yaml": """
            - title: Clean the coop
              every: 2 weeks
              from: 2026-01-04
              done: [2026-01-04, 2026-01-21]
            - title: Fresh bedding
              every: month
              from: 2026-01-31
              at: "07:30"
            - title: Check the feeder
              every: 3 days
              from: 2026-11-01

            """,
        ]

        @Test func theChoresAndTheCollectReminderExactly() {
            // UIDs worked out independently (Python FNV-1a 64) from "chore\0<title>" and
            // "reminder\0collect". The collect reminder starts on the first day with eggs. A chore
            // starts on its next due day: "Clean the coop", done 3 days late on 21 Jan, two weeks
            // after it, 4 Feb; the others were never done: from their `from`.
            let expected = crlf(
                #"""
                BEGIN:VCALENDAR
                VERSION:2.0
                PRODID:-//Coop Count//Coop Count//EN
                CALSCALE:GREGORIAN
                X-WR-CALNAME;LANGUAGE=en:Test Coop
                BEGIN:VEVENT
                UID:512d553aa3790c8d@coop
                DTSTAMP:20261122T000000Z
                DTSTART:20260204T090000
                DURATION:PT15M
                RRULE:FREQ=WEEKLY;INTERVAL=2
                SUMMARY:Clean the coop
                TRANSP:TRANSPARENT
                BEGIN:VALARM
                ACTION:DISPLAY
                TRIGGER:PT0S
                DESCRIPTION:Clean the coop
                END:VALARM
                END:VEVENT
                BEGIN:VEVENT
                UID:94ad2b1afb58ca6d@coop
                DTSTAMP:20261122T000000Z
                DTSTART:20260131T073000
                DURATION:PT15M
                RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31,-1;BYSETPOS=1
                SUMMARY:Fresh bedding
                TRANSP:TRANSPARENT
                BEGIN:VALARM
                ACTION:DISPLAY
                TRIGGER:PT0S
                DESCRIPTION:Fresh bedding
                END:VALARM
                END:VEVENT
                BEGIN:VEVENT
                UID:4cb513fa0bf8ede4@coop
                DTSTAMP:20261122T000000Z
                DTSTART:20261101T090000
                DURATION:PT15M
                RRULE:FREQ=DAILY;INTERVAL=3
                SUMMARY:Check the feeder
                TRANSP:TRANSPARENT
                BEGIN:VALARM
                ACTION:DISPLAY
                TRIGGER:PT0S
                DESCRIPTION:Check the feeder
                END:VALARM
                END:VEVENT
                BEGIN:VEVENT
                UID:de0252fccba9bd69@coop
                DTSTAMP:20261122T000000Z
                DTSTART:20261120T180000
                DURATION:PT15M
                RRULE:FREQ=DAILY;INTERVAL=1
                SUMMARY:Collect the eggs
                TRANSP:TRANSPARENT
                BEGIN:VALARM
                ACTION:DISPLAY
                TRIGGER:PT0S
                DESCRIPTION:Collect the eggs
                END:VALARM
                END:VEVENT
                END:VCALENDAR
                """#)
            #expect(exportTexts(Self.files)["feeds/coop.ics"] == expected)
        }

        /// A monthly chore from the 29th or 30th falls on the last day of February; from the
        /// 28th or before it needs no more than FREQ and INTERVAL.
        @Test func monthlyRulesFromTheEndOfAMonth() {
            let calendar =
                exportTexts([
                    "chores.yaml": """
                    - {title: A, every: 3 months, from: 2026-01-30}
                    - {title: B, every: month, from: 2026-01-28}
                    - {title: C, every: 2 days, from: 2026-01-01}
                    """
                ])["feeds/coop.ics"] ?? ""
            let rules = calendar.components(separatedBy: "\r\n").filter { $0.hasPrefix("RRULE:") }
            #expect(
                rules == [
                    "RRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=30,-1;BYSETPOS=1", "RRULE:FREQ=MONTHLY;INTERVAL=1",
                    "RRULE:FREQ=DAILY;INTERVAL=2",
                ])
        }

        /// Without chores and reminders the feed has no repeating event, and a coop with only
        /// a chore has a feed.
        @Test func onlyWhatTheCoopHas() {
            #expect(exportTexts(["eggs.yaml": "2026-11-20: 3\n"])["feeds/coop.ics"] == nil)
            let one = exportTexts(["chores.yaml": "- {title: Water, every: day, from: 2026-11-01}\n"])["feeds/coop.ics"] ?? ""
            #expect(one.contains("SUMMARY:Water\r\n") && !one.contains("Collect the eggs"))
        }

        /// `data/chores.csv` and the chores of `data/coop.json`: the period as written, the time
        /// (09:00 when left out), the done days.
        @Test func theChoresInTheDataExports() {
            let exports = exportTexts(Self.files)
            #expect(
                exports["data/chores.csv"]
                    == "title,every,from,at,done\r\nClean the coop,2 weeks,2026-01-04,09:00,2026-01-04; 2026-01-21\r\n"
                    + "Fresh bedding,month,2026-01-31,07:30,\r\nCheck the feeder,3 days,2026-11-01,09:00,\r\n")
            #expect(
                exports["data/coop.json"]?.contains(
                    """
                      "chores": [
                        {"title": "Clean the coop", "every": "2 weeks", "from": "2026-01-04", "at": "09:00", "done": ["2026-01-04", "2026-01-21"]},
                        {"title": "Fresh bedding", "every": "month", "from": "2026-01-31", "at": "07:30", "done": []},
                        {"title": "Check the feeder", "every": "3 days", "from": "2026-11-01", "at": "09:00", "done": []}
                      ]
                    }
                    """) == true)
        }
    }
}
