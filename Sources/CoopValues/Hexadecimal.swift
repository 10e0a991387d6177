/// Hexadecimal digits written as UTF-8 bytes: stable identifiers, `\u` escapes and
/// percent-encoded paths.
public enum Hexadecimal {
    /// Appends the last `digits` hexadecimal digits of `value`, most significant first:
    /// `0x3c, digits: 4` gives `003c` (`003C` when `uppercase`).
    public static func append(_ value: UInt64, digits: Int, uppercase: Bool = false, to out: inout [UInt8]) {
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        for shift in stride(from: 4 * (digits - 1), through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : letters + digit - 10)
        }
    }

    /// `text` with every byte `keeps` turns down written as `%XX` (upper-case hex): `keeps`
    /// is asked about each UTF-8 byte in turn.
    public static func percentEncoded(_ text: String, keeping keeps: (UInt8) -> Bool) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if keeps(byte) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                append(UInt64(byte), digits: 2, uppercase: true, to: &out)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The value of a hexadecimal digit (`0`-`9`, `a`-`f`, `A`-`F`), or `nil`.
    public static func value(ofDigit byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `bytes` with every `%XX` escape decoded, and `+` read as a space when `plusIsSpace`
    /// (as in a form); `nil` when an escape is broken.
    public static func percentDecoded(_ bytes: some Collection<UInt8>, plusIsSpace: Bool = false) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next().flatMap(value(ofDigit:)), let low = iterator.next().flatMap(value(ofDigit:)) else {
                    return nil
                }
                out.append(high << 4 | low)
            } else {
                out.append(plusIsSpace && byte == UInt8(ascii: "+") ? 0x20 : byte)
            }
        }
        return out
    }

    /// `text` percent-encoded as a value in a URL's query (`notes.yaml:12` stays, a space is
    /// `%20`, `&` is `%26`): letters, digits and `-._~/:` are kept.
    public static func queryEncoded(_ text: String) -> String {
        percentEncoded(text) { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            default: Array("-._~/:".utf8).contains(byte)
            }
        }
    }
}
