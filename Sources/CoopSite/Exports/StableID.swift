import CoopValues

/// Identifiers for exported records that depend only on what the record says, so they stay
/// the same from build to build, and when other records are added, changed or removed.
///
/// The hash is FNV-1a, 64 bits, over the UTF-8 bytes of a key such as
/// `"note\u{0}2026-11-20\u{0}Molt started"`. It is not cryptographic: it only has to be
/// stable and spread keys apart, and it is written here so that it never changes with a
/// library or platform (Swift's `Hasher` is seeded per process).
enum StableID {
    /// The FNV-1a 64-bit hash of the UTF-8 bytes of `text`.
    static func fnv1a64(_ text: String) -> UInt64 { FNV1a.hash(text) }

    /// The key of a record: its kind and fields, joined by NUL (which no field can contain,
    /// so `("a b", "c")` and `("a", "b c")` give different keys).
    static func key(_ kind: String, _ fields: String...) -> String {
        ([kind] + fields).joined(separator: "\u{0}")
    }

    /// `hash` as 16 lower-case hexadecimal digits.
    static func hex(_ hash: UInt64) -> String {
        var out: [UInt8] = []
        Hexadecimal.append(hash, digits: 16, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// A UUID made from `key` (RFC 9562 version 8, "custom"): the FNV-1a hashes of `1:key`
    /// and `2:key` give the 128 bits, with the version and variant bits set.
    ///
    /// `StableID.uuid("x")` is the same text on every machine and in every build:
    /// `xxxxxxxx-xxxx-8xxx-Nxxx-xxxxxxxxxxxx` with `N` one of `8`, `9`, `a`, `b`.
    static func uuid(_ key: String) -> String {
        let high = (fnv1a64("1:" + key) & 0xffff_ffff_ffff_0fff) | 0x0000_0000_0000_8000
        let low = (fnv1a64("2:" + key) & 0x3fff_ffff_ffff_ffff) | 0x8000_0000_0000_0000
        // Groups of 8, 4, 4, 4 and 12 digits.
        var out: [UInt8] = []
        out.reserveCapacity(36)
        Hexadecimal.append(high >> 32, digits: 8, to: &out)
        out.append(UInt8(ascii: "-"))
        Hexadecimal.append(high >> 16, digits: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        Hexadecimal.append(high, digits: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        Hexadecimal.append(low >> 48, digits: 4, to: &out)
        out.append(UInt8(ascii: "-"))
        Hexadecimal.append(low, digits: 12, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Gives each key a distinct identity: the first time a key is seen it is returned as
    /// is, the second time with `"\u{0}2"` appended, then `"\u{0}3"`, and so on. Two records
    /// that say exactly the same thing (two deliveries to one person on one day) thus get
    /// different identifiers, numbered in the order they are written.
    struct Uniquer {
        private var seen: [String: Int] = [:]

        /// `key`, numbered if it was seen before.
        mutating func unique(_ key: String) -> String {
            let count = (seen[key] ?? 0) + 1
            seen[key] = count
            return count == 1 ? key : key + "\u{0}\(count)"
        }
    }
}
