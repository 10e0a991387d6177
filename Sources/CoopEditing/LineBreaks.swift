/// Where the lines of a file's bytes end: the offset of every line feed, and how many of them
/// follow a carriage return (CRLF) or not (LF). Found in one pass over the bytes.
struct LineBreaks {
    /// The byte offset of every line feed (`0x0A`), in order.
    let offsets: [Int]
    /// How many line feeds follow a carriage return.
    let crlfCount: Int
    /// How many line feeds do not.
    let lfCount: Int

    /// The line breaks of `bytes`.
    init(_ bytes: [UInt8]) {
        var offsets: [Int] = []
        var crlf = 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A {
                offsets.append(index)
                if index > 0, buffer[index - 1] == 0x0D { crlf += 1 }
            }
        }
        self.offsets = offsets
        crlfCount = crlf
        lfCount = offsets.count - crlf
    }
}
