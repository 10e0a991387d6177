/// FNV-1a, 64 bits: a hash that is the same on every machine and in every run (Swift's
/// `Hasher` is seeded per process). Not cryptographic: it only has to be stable and spread
/// keys apart, for exported records' identifiers and for telling whether a record or a file
/// changed.
public enum FNV1a {
    /// The FNV-1a 64-bit offset basis.
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV-1a 64-bit prime.
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of the UTF-8 bytes of `text`.
    public static func hash(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The hash of `bytes`.
    public static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash = offsetBasis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    /// The hash of `text` as 16 lower-case hexadecimal digits.
    public static func hex(_ text: String) -> String {
        var out: [UInt8] = []
        Hexadecimal.append(hash(text), digits: 16, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
