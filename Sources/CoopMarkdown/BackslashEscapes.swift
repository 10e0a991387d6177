/// Backslash escapes: a backslash before an ASCII punctuation character shows that
/// character as written (`\*` is a star, not emphasis).
enum BackslashEscapes {
    /// `text` with each backslash escape replaced by the character it escapes; other
    /// backslashes stay.
    static func resolved(_ text: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ASCII.backslash, index + 1 < text.endIndex, ASCII.isPunctuation(text[index + 1]) {
                index += 1
            }
            result.append(text[index])
            index += 1
        }
        return result
    }
}
