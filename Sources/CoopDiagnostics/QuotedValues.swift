/// Values quoted in messages, kept short: a name of 300 characters (or 100,000) is quoted as
/// its first ``kept`` characters and `…`, so that a message stays one readable line. The
/// source line under it shows the whole value's place.
///
/// A quoted value is text between an opening `'` (at the start, or after a space or an
/// opening bracket) and the next closing `'` (at the end, or before a space or punctuation),
/// so the apostrophe of "coop's" or "hens' pages" is never taken for a quote.
enum QuotedValues {
    /// A quoted value longer than this, in characters, is shortened.
    static let longest = 60
    /// How many characters of a shortened value are kept.
    static let kept = 40

    /// `message` with every quoted value longer than ``longest`` characters shortened.
    static func shortened(_ message: String) -> String {
        guard message.utf8.count > longest + 2 else { return message }
        let characters = Array(message)
        var out = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "'", opens(characters, at: index),
                let close = closing(characters, after: index)
            else {
                out.append(characters[index])
                index += 1
                continue
            }
            let value = characters[(index + 1)..<close]
            out.append("'")
            if value.count > longest {
                out += String(value.prefix(kept)) + "…"
            } else {
                out += String(value)
            }
            out.append("'")
            index = close + 1
        }
        return out
    }

    private static func opens(_ characters: [Character], at index: Int) -> Bool {
        index == 0 || [" ", "(", "[", "{", "\n", "\""].contains(characters[index - 1])
    }

    private static func closing(_ characters: [Character], after open: Int) -> Int? {
        var index = open + 1
        while index < characters.count {
            if characters[index] == "'",
                index + 1 == characters.count || [" ", ",", ";", ":", ".", ")", "]", "}", "?", "!", "\n"].contains(characters[index + 1])
            {
                return index
            }
            index += 1
        }
        return nil
    }
}
