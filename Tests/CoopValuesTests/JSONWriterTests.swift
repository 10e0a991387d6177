import CoopValues
import Testing

/// The one JSON writer: its layout, its two ways of escaping strings, and every kind of value.
@Suite struct JSONWriterTests {
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
            json.key("a")
            json.array { _ in }
            json.key("b")
            json.object { _ in }
            json.key("c")
            json.array { json in
                json.object { json in
                    json.key("d")
                    json.array { json in
                        json.int(1)
                        json.null()
                    }
                }
            }
        }
        #expect(
            String(decoding: json.document, as: UTF8.self) == """
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
                    json.int(0)
                    json.int(-42)
                    json.int(Int.max)
                    json.number("1.5")
                    json.bool(true)
                    json.bool(false)
                    json.date(CivilDate(year: 2026, month: 1, day: 5))
                    json.date(nil)
                    json.text(nil)
                    json.text("x")
                }
                json.object { json in
                    json.key(JSONWriter.Key("a \"key\" <from> the records"))
                    json.string("")
                    json.key("plain_key_2")
                    json.array { _ in }
                }
            }
        }
        #expect(
            String(decoding: json.document, as: UTF8.self) == #"""
                {
                  "values": [
                    [0, -42, 9223372036854775807, 1.5, true, false, "2026-01-05", null, null, "x"],
                    {"a \"key\" \u003cfrom\u003e the records": "", "plain_key_2": []}
                  ]
                }

                """#)
    }

    @Test func minimalEscapingKeepsWhatIsSafeInJSON() {
        var bytes: [UInt8] = []
        JSONWriter.quote("q\" b\\ nl\n tab\t nul\u{0} del\u{7F} <>& \u{2028} é🐔", escaping: .minimal, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""q\" b\\ nl\n tab\t nul\u0000 del\#u{7F} <>& \#u{2028} é🐔""#)
    }

    @Test func everyLevelSpreadExceptArraysAskedForOnOneLine() {
        var json = JSONWriter(spreadDepth: .max, escaping: .minimal)
        json.object { json in
            json.key(named: "$schema")
            json.string("a <b>")
            json.key("deep")
            json.object { json in
                json.key(named: "enum")
                json.array(oneLine: true) { json in
                    json.string("x")
                    json.object { json in
                        json.key("y")
                        json.array { json in json.int(1) }
                    }
                }
                json.key(named: "none")
                json.array(oneLine: true) { _ in }
                json.key(named: "list")
                json.array { json in
                    json.int(-90)
                    json.bool(false)
                }
            }
        }
        #expect(
            String(decoding: json.document, as: UTF8.self) == """
                {
                  "$schema": "a <b>",
                  "deep": {
                    "enum": ["x", {"y": [1]}],
                    "none": [],
                    "list": [
                      -90,
                      false
                    ]
                  }
                }

                """)
    }

    @Test func keysFromDataAreEscapedLikeValues() {
        var json = JSONWriter(spreadDepth: 0)
        json.object { json in
            json.key(named: "<a>")
            json.int(1)
            json.key(JSONWriter.Key("<a>"))
            json.int(2)
        }
        #expect(String(decoding: json.document, as: UTF8.self) == #"{"\u003ca\u003e": 1, "\u003ca\u003e": 2}"# + "\n")
    }
}
