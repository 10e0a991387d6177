@testable import CoopTemplate
import CoopValues
import Testing

/// The renderer's output buffer writes exactly what the array-based writers wrote.
@Suite struct OutputBytesTests {
    static func written(_ write: (inout OutputBytes) -> Void) -> String {
        var out = OutputBytes(capacity: 1)
        write(&out)
        return String(decoding: out.array(), as: UTF8.self)
    }

    @Test func decimals() {
        #expect(Self.written { $0.appendDecimal(0) } == "0")
        #expect(Self.written { $0.appendDecimal(7, width: 2) } == "07")
        #expect(Self.written { $0.appendDecimal(-42) } == "-42")
        #expect(Self.written { $0.appendDecimal(1234, width: 2) } == "1234")
        #expect(Self.written { $0.appendDecimal(Int.max) } == "9223372036854775807")
        #expect(Self.written { $0.appendDecimal(Int.min) } == "-9223372036854775808")
        #expect(Self.written { $0.appendDecimal(5, width: 40) } == String(repeating: "0", count: 23) + "5")
    }

    @Test func datesAsCivilDateWritesThem() throws {
        for iso in ["2026-11-22", "0001-01-01", "9999-12-31", "1970-01-01"] {
            let day = try #require(CivilDate(iso: iso))
            #expect(Self.written { $0.appendISO(day) } == day.iso)
        }
    }

    @Test func growsPastItsFirstCapacity() {
        let text = Self.written { out in
            for index in 0..<10_000 { out.append("<i>"); out.appendDecimal(index); out.append(UInt8(ascii: ";")) }
        }
        let expected = (0..<10_000).map { "<i>\($0);" }.joined()
        #expect(text == expected)
    }

    @Test func escapingKeepsTheRunsBetweenEntities() {
        #expect(Self.written { HTMLSyntax.append("a & b < c > \"d\" é", escapedFor: .content, to: &$0) }
                == "a &amp; b &lt; c &gt; \"d\" é")
        #expect(Self.written { HTMLSyntax.append("&\"&", escapedFor: .attribute, to: &$0) } == "&amp;&quot;&amp;")
        #expect(Self.written { HTMLSyntax.append("plain", escapedFor: .attribute, to: &$0) } == "plain")
        #expect(Self.written { HTMLSyntax.append("", escapedFor: .content, to: &$0) } == "")
    }
}
