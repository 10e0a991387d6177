/// Latin letters for the letters of other common alphabets, so that a name written in them
/// gets a readable page address: `Пеструшка 1` is `pestrushka-1`, `Θάλεια` is `thaleia`, not
/// `1` and `u398-u3ac-...`. Lower-case letters only (a name is lower-cased first).
///
/// Cyrillic follows the usual English spelling of Russian names (BGN/PCGN without marks),
/// with the letters of Ukrainian, Belarusian, Serbian and Macedonian; Greek follows ELOT 743
/// (`θ` th, `χ` ch, `ψ` ps), accented vowels as plain ones; Hebrew and Arabic give their
/// consonants (their vowels are not written). A hard or soft sign, aleph and ayin give nothing.
/// Other scripts (Chinese, Japanese) keep the code-point form ``Slug`` falls back to.
enum Transliteration {
    /// The Latin spelling of `scalar`, if it is one of these alphabets' letters.
    static func latin(of scalar: Unicode.Scalar) -> String? { table[scalar.value] }

    private static let table: [UInt32: String] = [
        0x0390: "i", 0x03AC: "a", 0x03AD: "e", 0x03AE: "i", 0x03AF: "i", 0x03B0: "y", 0x03B1: "a", 0x03B2: "v",
        0x03B3: "g", 0x03B4: "d", 0x03B5: "e", 0x03B6: "z", 0x03B7: "i", 0x03B8: "th", 0x03B9: "i", 0x03BA: "k",
        0x03BB: "l", 0x03BC: "m", 0x03BD: "n", 0x03BE: "x", 0x03BF: "o", 0x03C0: "p", 0x03C1: "r", 0x03C2: "s",
        0x03C3: "s", 0x03C4: "t", 0x03C5: "y", 0x03C6: "f", 0x03C7: "ch", 0x03C8: "ps", 0x03C9: "o", 0x03CA: "i",
        0x03CB: "y", 0x03CC: "o", 0x03CD: "y", 0x03CE: "o", 0x0430: "a", 0x0431: "b", 0x0432: "v", 0x0433: "g",
        0x0434: "d", 0x0435: "e", 0x0436: "zh", 0x0437: "z", 0x0438: "i", 0x0439: "y", 0x043A: "k", 0x043B: "l",
        0x043C: "m", 0x043D: "n", 0x043E: "o", 0x043F: "p", 0x0440: "r", 0x0441: "s", 0x0442: "t", 0x0443: "u",
        0x0444: "f", 0x0445: "kh", 0x0446: "ts", 0x0447: "ch", 0x0448: "sh", 0x0449: "shch", 0x044A: "", 0x044B: "y",
        0x044C: "", 0x044D: "e", 0x044E: "yu", 0x044F: "ya", 0x0451: "yo", 0x0452: "dj", 0x0453: "gj", 0x0454: "ye",
        0x0455: "dz", 0x0456: "i", 0x0457: "yi", 0x0458: "j", 0x0459: "lj", 0x045A: "nj", 0x045B: "c", 0x045C: "kj",
        0x045E: "u", 0x045F: "dz", 0x0491: "g", 0x05D0: "", 0x05D1: "b", 0x05D2: "g", 0x05D3: "d", 0x05D4: "h",
        0x05D5: "v", 0x05D6: "z", 0x05D7: "ch", 0x05D8: "t", 0x05D9: "y", 0x05DA: "k", 0x05DB: "k", 0x05DC: "l",
        0x05DD: "m", 0x05DE: "m", 0x05DF: "n", 0x05E0: "n", 0x05E1: "s", 0x05E2: "", 0x05E3: "p", 0x05E4: "p",
        0x05E5: "ts", 0x05E6: "ts", 0x05E7: "k", 0x05E8: "r", 0x05E9: "sh", 0x05EA: "t", 0x0621: "", 0x0622: "a",
        0x0623: "a", 0x0624: "w", 0x0625: "i", 0x0626: "y", 0x0627: "a", 0x0628: "b", 0x0629: "h", 0x062A: "t",
        0x062B: "th", 0x062C: "j", 0x062D: "h", 0x062E: "kh", 0x062F: "d", 0x0630: "dh", 0x0631: "r", 0x0632: "z",
        0x0633: "s", 0x0634: "sh", 0x0635: "s", 0x0636: "d", 0x0637: "t", 0x0638: "z", 0x0639: "", 0x063A: "gh",
        0x0641: "f", 0x0642: "q", 0x0643: "k", 0x0644: "l", 0x0645: "m", 0x0646: "n", 0x0647: "h", 0x0648: "w",
        0x0649: "a", 0x064A: "y",
    ]
}
