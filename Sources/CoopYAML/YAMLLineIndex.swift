/// Where the lines of a file's bytes start, found in one pass: the line holding a byte, and
/// where a line starts, each in a time that does not depend on the file's size.
struct YAMLLineIndex {
    /// The offset of every line feed.
    private let breaks: [Int]
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The lines of `bytes`; `nil` for a file starting with a byte-order mark, whose first
    /// line's columns libyaml counts after the mark.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !(bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF) else { return nil }
        var breaks: [Int] = []
        for index in bytes.indices where bytes[index] == 0x0A { breaks.append(index) }
        self.breaks = breaks
        self.bytes = bytes
    }

    /// The 1-based line holding byte `offset` (for the end of a file ending with a line end,
    /// the line after the last).
    func line(holding offset: Int) -> Int {
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if breaks[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// The offset where 1-based line `number` starts (the end of the file past the last line).
    func offset(ofLine number: Int) -> Int {
        guard number > 1 else { return 0 }
        return number - 2 < breaks.count ? breaks[number - 2] + 1 : bytes.count
    }
}
