import Foundation
import Testing

@testable import CoopRecords

/// Slugs keep the letter of an accented letter without Foundation: the table of letters is
/// exactly what Foundation's canonical decomposition keeps, for every Unicode scalar.
@Suite struct DecompositionLettersTests {
    /// The ASCII letters and digits (lower-cased) of `scalar`'s canonical decomposition, as
    /// `Slug` kept them when it decomposed with Foundation.
    static func foundationLetters(_ scalar: Unicode.Scalar) -> [UInt8] {
        String(Character(scalar)).decomposedStringWithCanonicalMapping.utf8.compactMap { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
            default: nil
            }
        }
    }

    @Test func everyScalarAsFoundationDecomposesIt() {
        var differing: [String] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let expected = Self.foundationLetters(scalar)
            let table = DecompositionLetters.letter(of: scalar).map { [$0] } ?? []
            if table != expected { differing.append(String(value, radix: 16)) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }

    @Test(arguments: [
        ("Ångström", "angstrom"), ("\u{212A}elvin", "kelvin"), ("Phở Gà", "pho-ga"), ("Çağla", "cagla"),
        ("A\u{30A}se", "ase"), ("Łucja", "lucja"),
    ])
    func accentedNames(_ name: String, _ slug: String) {
        #expect(Slug.make(name) == slug)
    }
}
