import Testing

@testable import CoopServe

/// The one-time pairing code: its form, and what counts as typing it.
@Suite struct PairingCodeTests {
    @Test func aCodeIsEightCharactersWithoutLookAlikesInTwoGroups() {
        var seen: Set<String> = []
        for _ in 0..<1000 {
            let text = PairingCode.random().text
            #expect(text.count == 9 && Array(text)[4] == "-", "\(text)")
            #expect(text.utf8.filter { $0 != UInt8(ascii: "-") }.allSatisfy { PairingCode.alphabet.contains($0) }, "\(text)")
            seen.insert(text)
        }
        // 31^8 codes: a repeat among a thousand has a chance under one in a million.
        #expect(seen.count == 1000)
        #expect(String(decoding: PairingCode.alphabet, as: UTF8.self) == "23456789ABCDEFGHJKMNPQRSTUVWXYZ")
        for lookAlike in "01ILO" { #expect(!PairingCode.alphabet.contains(lookAlike.asciiValue!)) }
    }

    @Test func itIsTypedInEitherCaseWithOrWithoutTheDash() {
        let code = PairingCode(characters: Array("K7QFM2XD".utf8))
        #expect(code.text == "K7QF-M2XD")
        for typed in ["K7QF-M2XD", "k7qf-m2xd", "K7QFM2XD", "k7Qf-m2Xd", "K7-QF-M2-XD"] { #expect(code.matches(typed), "\(typed)") }
        for typed in ["", "K7QF-M2XE", "K7QF-M2X", "K7QF-M2XDD", "J7QF-M2XD", "K7QF M2XD", "K7QF%2DM2XD", "K7QF-M2XD "] {
            #expect(!code.matches(typed), "\(typed)")
        }
    }
}
