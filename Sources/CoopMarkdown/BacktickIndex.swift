/// Where the runs of backticks in a text are, by length, so that each code span finds
/// its closing run without scanning the text again.
///
/// Openers are looked up in increasing position, so one cursor per length moves only
/// forward: all lookups together take time linear in the text.
struct BacktickIndex {
    /// The start of each maximal run of backticks, in order, by run length.
    private var runs: [Int: [Int]] = [:]
    /// For each length, how many of its runs lie before the last lookup.
    private var cursors: [Int: Int] = [:]

    /// Indexes the backtick runs of `text`.
    init(_ text: [UInt8]) {
        var index = 0
        while index < text.count {
            guard text[index] == ASCII.backtick else {
                index += 1
                continue
            }
            let start = index
            while index < text.count, text[index] == ASCII.backtick { index += 1 }
            runs[index - start, default: []].append(start)
        }
    }

    /// The start of the first run of exactly `length` backticks at or after `position`.
    mutating func run(ofLength length: Int, from position: Int) -> Int? {
        guard let starts = runs[length] else { return nil }
        var cursor = cursors[length, default: 0]
        while cursor < starts.count, starts[cursor] < position { cursor += 1 }
        cursors[length] = cursor
        return cursor < starts.count ? starts[cursor] : nil
    }
}
