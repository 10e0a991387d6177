/// A one-time pairing code, shown in the terminal as `K7QF-M2XD`: eight characters drawn
/// from an alphabet with no look-alikes, so it can be read off a screen and typed on a phone.
///
/// There are 31^8 ≈ 8.5 × 10^11 codes (39.6 bits). ``Pairing`` lets 10 wrong codes be tried
/// against one code, and 100 in all, so guessing one is hopeless (docs/serve.md).
struct PairingCode: Sendable, Equatable {
    /// The 31 characters of a code: the digits and capital letters without 0, 1, I, L and O,
    /// which are easily taken for one another.
    static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTUVWXYZ".utf8)
    /// How many characters a code has (the dash in the middle is not one of them).
    static let length = 8

    /// The characters, without the dash.
    let characters: [UInt8]

    /// A new code: each character drawn uniformly from ``alphabet`` by the system's secure
    /// random generator.
    static func random() -> PairingCode {
        var generator = SystemRandomNumberGenerator()
        return PairingCode(characters: (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }

    /// The code as shown and put in the pairing address: `K7QF-M2XD`.
    var text: String {
        String(decoding: characters[..<4] + [UInt8(ascii: "-")] + characters[4...], as: UTF8.self)
    }

    /// Whether `typed` (the `code` of the pairing address, as written) is this code: letters
    /// in either case, with or without the dash. It takes as long whichever character differs.
    func matches(_ typed: String) -> Bool {
        let normalised = typed.utf8.filter { $0 != UInt8(ascii: "-") }.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
        return ServeAccess.sameBytes(String(decoding: normalised, as: UTF8.self), String(decoding: characters, as: UTF8.self))
    }
}
