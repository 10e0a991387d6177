import CoopValues
import Testing

/// The byte buffer pages, charts and exports are written into: exactly the bytes the array
/// and string writers gave.
@Suite struct ByteBufferTests {
    static func written(_ write: (inout ByteBuffer) -> Void) -> String {
        var out = ByteBuffer(capacity: 1)
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
        #expect(Self.written { $0.appendDecimal(5, width: 40) } == String(repeating: "0", count: 19) + "5", "padded to 20 digits at most")
    }

    @Test func datesAsCivilDateWritesThem() throws {
        for iso in ["2026-11-22", "0001-01-01", "9999-12-31", "1970-01-01"] {
            let day = try #require(CivilDate(iso: iso))
            #expect(Self.written { $0.appendISO(day) } == day.iso)
        }
    }

    @Test func growsPastItsFirstCapacityKeepingTheText() {
        let text = Self.written { out in
            for index in 0..<10_000 {
                out.append("<i>")
                out.appendDecimal(index)
                out.append(UInt8(ascii: ";"))
            }
        }
        let expected = (0..<10_000).map { "<i>\($0);" }.joined()
        #expect(text == expected)
    }

    @Test(arguments: [
        (UInt(0), "0"), (7, "7"), (10, "10"), (99, "99"), (100, "100"), (720, "720"),
        (9_999_999_999_999_999_999, "9999999999999999999"), (UInt.max, "18446744073709551615"),
    ])
    func digits(_ value: UInt, _ text: String) {
        var buffer = ByteBuffer()
        buffer.appendDigits(value)
        let written = buffer.string
        #expect(written == text)
    }

    @Test func growsPastItsFirstCapacityKeepingEveryByte() {
        var buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for index in 0..<5_000 {
            let byte = UInt8(truncatingIfNeeded: index % 26) + UInt8(ascii: "a")
            buffer.append(byte)
            expected.append(byte)
            if index % 100 == 0 {
                buffer.appendDigits(UInt(index))
                expected += Array(String(index).utf8)
            }
        }
        let written = buffer.withBytes { Array($0) }
        #expect(written == expected)
    }

    @Test func appendsRunsAndOtherBuffers() {
        var first = ByteBuffer(capacity: 1)
        Array("<svg".utf8).withUnsafeBufferPointer { first.append($0) }
        [UInt8]().withUnsafeBufferPointer { first.append($0) }
        var second = ByteBuffer()
        second.append(UInt8(ascii: ">"))
        first.append(second)
        let (text, isEmpty) = (first.string, first.isEmpty)
        #expect(text == "<svg>" && !isEmpty)
        let fresh = ByteBuffer()
        let freshIsEmpty = fresh.isEmpty
        #expect(freshIsEmpty)
    }
}
