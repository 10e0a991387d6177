/// The fuzz input read as a stream of choices: each choice takes the next byte (or two), and
/// past the end of the input every choice is the first option. So libFuzzer's mutations of a
/// byte change one choice of the generated coop, and a short input is a small coop.
struct Choices {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var at = 0

    /// Choices read from `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }

    /// A number from 0 to `count - 1` (one byte for up to 256 options, two beyond).
    mutating func below(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        if count <= 256 { return Int(byte()) % count }
        return (Int(byte()) << 8 | Int(byte())) % count
    }

    /// One of `options` (which must not be empty).
    mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    /// True about once in `odds` choices.
    mutating func oneIn(_ odds: Int) -> Bool { below(odds) == 0 }
}
