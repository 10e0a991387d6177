import CoopValues
import Testing

/// Decimal and hexadecimal digits written into byte arrays, checked against what `String`
/// itself writes.
@Suite struct DigitsTests {
    static func written(_ write: (inout [UInt8]) -> Void) -> String {
        var out: [UInt8] = []
        write(&out)
        return String(decoding: out, as: UTF8.self)
    }

    @Test func decimalsInAnArray() {
        #expect(Self.written { $0.appendDecimal(0) } == "0")
        #expect(Self.written { $0.appendDecimal(-7, width: 3) } == "-007")
        #expect(Self.written { $0.appendDecimal(1234, width: 2) } == "1234")
        #expect(Self.written { $0.appendDecimal(Int.min) } == "-9223372036854775808")
        #expect(Self.written { DecimalDigits.append(UInt.max, to: &$0) } == "18446744073709551615")
        for value in [1, 9, 10, 99, 100, 65_535, 1_000_000_007] {
            #expect(Self.written { $0.appendDecimal(value) } == String(value))
        }
    }

    @Test func isoDatesInAnArray() {
        #expect(Self.written { CivilDate(year: 2026, month: 3, day: 7)!.appendISO(to: &$0) } == "2026-03-07")
        #expect(Self.written { CivilDate(year: 987, month: 12, day: 31)!.appendISO(to: &$0) } == "0987-12-31")
    }

    @Test func hexadecimalDigits() {
        #expect(Self.written { Hexadecimal.append(0x3C, digits: 4, to: &$0) } == "003c")
        #expect(Self.written { Hexadecimal.append(0xBEEF, digits: 4, uppercase: true, to: &$0) } == "BEEF")
        #expect(Self.written { Hexadecimal.append(0x1_2345, digits: 2, to: &$0) } == "45", "the last digits only")
        #expect(Self.written { Hexadecimal.append(UInt64.max, digits: 16, to: &$0) } == "ffffffffffffffff")
    }

    @Test func percentEncoding() {
        let lettersOnly = { (byte: UInt8) in (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
        #expect(Hexadecimal.percentEncoded("a b/é", keeping: lettersOnly) == "a%20b%2F%C3%A9")
        #expect(Hexadecimal.percentEncoded("", keeping: lettersOnly) == "")
        // Asked about each byte in turn: a closure can keep state.
        var seen = 0
        #expect(
            Hexadecimal.percentEncoded("aaa") { _ in
                seen += 1
                return seen != 2
            } == "a%61a")
    }
}
