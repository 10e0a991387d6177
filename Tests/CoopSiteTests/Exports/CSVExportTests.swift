import CoopTestSupport
import CoopValues
import Testing

@testable import CoopSite

extension ExportsTests {
    /// `data/*.csv`: RFC 4180 with CRLF, quoting, and the formula-injection defence.
    @Suite struct CSVExportTests {
        @Test func theSmallCoopsTablesExactly() {
            let texts = exportTexts(SmallCoop.files)
            #expect(
                texts["data/eggs.csv"]
                    == crlf(
                        """
                        date,brown,blue,cracked,laid,edible,range
                        2026-11-14,5,0,0,5,5,2026-11-14..2026-11-16
                        2026-11-20,3,1,1,4,3,
                        2026-11-21,1,2,0,3,3,
                        """))
            #expect(
                texts["data/hens.csv"]
                    == crlf(
                        """
                        name,slug,breed,kind,hatched,added,started_laying,removed,cause,removed_reason,photo,about
                        Pearl,pearl,,brown,2025-03-01,,2025-08-01,,,,,Lays *daily*.
                        """))
            #expect(
                texts["data/kinds.csv"]
                    == crlf(
                        """
                        name,slug,label,color,size,incubation_days
                        brown,brown,"Brown, large",#9c5a2e,,
                        blue,blue,,,,
                        """))
            #expect(
                texts["data/notes.csv"] == crlf("date,until,title,tags,hens,text")
                    + crlf("2026-10-02,2026-11-10,Molt started,molt; health,Pearl,Feathers *everywhere*. Extra protein.")
                    + "2026-11-20,,\"Fence; gate, latch \\ fixed\",\"chores; a,b\",,\"First line\nsecond line, with a comma; "
                    + "and a semicolon\n\nA [link](https://example.org/a?b=1&c=2).\"\r\n"
                    + crlf("2026-11-21,,\(SmallCoop.longTitle),,,"))
            #expect(
                texts["data/people.csv"]
                    == crlf(
                        """
                        name,slug,from,until,shares
                        Rivera family,rivera-family,2026-01-01,,2
                        Alvarez family,alvarez-family,,,1
                        """))
            #expect(
                texts["data/expenses.csv"]
                    == crlf(
                        """
                        date,item,amount,currency,quantity,consumable,shared,paid_by,tags
                        2026-11-02,"'=HYPERLINK(""http://evil"")",24.99,USD,,true,true,Alvarez family,feed
                        """))
            #expect(
                texts["data/contributions.csv"]
                    == crlf(
                        """
                        date,person,amount,currency,note
                        2026-11-05,Rivera family,20.00,USD,"November, with ""thanks\"""
                        """))
            #expect(
                texts["data/deliveries.csv"]
                    == crlf(
                        """
                        date,person,eggs,paid,currency,note
                        2026-11-06,Rivera family,12,,,
                        """))
        }

        @Test func aSaleHasItsPaidAndCurrency() {
            let texts = exportTexts([
                "coop.yaml": "currency: EUR\n", "people.yaml": "- {name: Shop, shares: 0}\n",
                "deliveries.yaml": "- {date: 2026-11-07, person: Shop, eggs: 12, paid: 4.5}\n",
            ])
            #expect(texts["data/deliveries.csv"] == crlf("date,person,eggs,paid,currency,note\n2026-11-07,Shop,12,4.50,EUR,"))
        }

        @Test func fieldsAreQuotedByRFC4180() {
            #expect(CSVWriter.encoded(.text("plain")) == "plain")
            #expect(CSVWriter.encoded(.text("a,b")) == #""a,b""#)
            #expect(CSVWriter.encoded(.text(#"say "hi""#)) == #""say ""hi""""#)
            #expect(CSVWriter.encoded(.text("two\nlines")) == "\"two\nlines\"")
            #expect(CSVWriter.encoded(.text("cr\rhere")) == "\"cr\rhere\"")
            #expect(CSVWriter.encoded(.text("")) == "")
        }

        @Test func textThatLooksLikeAFormulaIsDefused() {
            #expect(CSVWriter.encoded(.text(#"=HYPERLINK("http://evil")"#)) == #""'=HYPERLINK(""http://evil"")""#)
            #expect(CSVWriter.encoded(.text("+1+2")) == "'+1+2")
            #expect(CSVWriter.encoded(.text("-2+3")) == "'-2+3")
            #expect(CSVWriter.encoded(.text("@SUM(A1)")) == "'@SUM(A1)")
            #expect(CSVWriter.encoded(.text("\t=1")) == "'\t=1")
            #expect(CSVWriter.encoded(.text("\r=1")) == "\"'\r=1\"")
            #expect(CSVWriter.encoded(.text("a=1")) == "a=1", "only a leading sign is a formula")
            #expect(CSVWriter.encoded(.value("-12.50")) == "-12.50", "numbers are not text")
            #expect(CSVWriter.encoded(.date(nil)) == "" && CSVWriter.encoded(.number(-3)) == "-3")
        }

        @Test func numbersDatesAndBooleansAreWrittenAsTheyAre() throws {
            #expect(CSVWriter.encoded(.number(0)) == "0")
            #expect(CSVWriter.encoded(.number(1_234_567)) == "1234567", "no grouping")
            #expect(CSVWriter.encoded(.number(Int.min)) == "-9223372036854775808")
            let early: CivilDate = try #require(CivilDate(year: 7, month: 3, day: 9))
            let late: CivilDate = try #require(CivilDate(year: 2026, month: 12, day: 31))
            #expect(CSVWriter.encoded(.date(early)) == "0007-03-09")
            #expect(CSVWriter.encoded(.date(late)) == "2026-12-31")
            #expect(CSVWriter.encoded(.bool(true)) == "true" && CSVWriter.encoded(.bool(false)) == "false")
        }

        @Test func aRecordWrittenFieldByFieldIsARow() {
            var table = CSVWriter(["a", "b", "c"])
            table.field(.number(-1))
            table.field(.text("x,y"))
            table.field(.value(""))
            table.endRecord()
            table.row([.bool(false), .date(nil), "=1"])
            #expect(String(decoding: table.bytes, as: UTF8.self) == "\u{FEFF}a,b,c\r\n-1,\"x,y\",\r\nfalse,,'=1\r\n")
        }

        @Test func headersAndRowsOfEveryKindOfText() {
            let texts = exportTexts([
                "people.yaml": "- name: '@Rivera, the family'\n",
                "hens.yaml": "- name: '-Dot'\n  breed: '+Leghorn'\n  removed_reason: '=1+1'\n",
                "deliveries.yaml": "- {date: 2026-11-06, person: '@Rivera, the family', eggs: 3, note: '=cmd|'' /C calc''!A0'}\n",
            ])
            #expect(
                texts["data/hens.csv"]
                    == crlf(
                        """
                        name,slug,breed,kind,hatched,added,started_laying,removed,cause,removed_reason,photo,about
                        '-Dot,dot,'+Leghorn,eggs,,,,,,'=1+1,,
                        """))
            #expect(
                texts["data/deliveries.csv"]
                    == crlf(
                        """
                        date,person,eggs,paid,currency,note
                        2026-11-06,"'@Rivera, the family",3,,,'=cmd|' /C calc'!A0
                        """))
            #expect(
                texts["data/people.csv"]
                    == crlf(
                        """
                        name,slug,from,until,shares
                        "'@Rivera, the family",rivera-the-family,,,1
                        """))
        }

        @Test func aTableOnlyForKindsWithRecords() {
            let eggsOnly = exportTexts(["eggs.yaml": "2026-11-21: 3\n", "hens.yaml": "- name: Pearl\n"])
            #expect(eggsOnly.keys.filter { $0.hasPrefix("data/") }.sorted() == ["data/coop.json", "data/eggs.csv", "data/hens.csv"])
            #expect(eggsOnly["data/eggs.csv"] == crlf("date,eggs,cracked,laid,edible,range\n2026-11-21,3,0,3,3,"))
            let empty = exportTexts(["coop.yaml": "title: New coop\n"])
            #expect(empty.keys.sorted() == ["data/coop.json", "feeds/notes.xml"])
        }
    }
}
