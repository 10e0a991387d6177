/// Where this module's writers of numbers, money and dates put their bytes: an array, a
/// ``ByteBuffer``, or the storage of a string being made. Each writer is written once, for
/// any of them, and made specific to each here, so the bytes cannot differ between them.
protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

extension ByteBuffer: ByteSink {}

extension ByteSink where Self: ~Copyable {
    /// Appends the UTF-8 of `text`, or its first `prefix` bytes.
    mutating func append(text: String, prefix: Int = .max) {
        var text = text
        text.withUTF8 { append(UnsafeBufferPointer(rebasing: $0.prefix(prefix))) }
    }

    /// Appends `value`'s decimal digits, with leading zeros up to `width` digits.
    mutating func append(digits value: UInt, width: Int = 1) {
        var power: UInt = 1, digits = 1
        while power <= value / 10 { power *= 10; digits += 1 }
        for _ in digits..<max(width, digits) { append(UInt8(ascii: "0")) }
        var rest = value
        while power > 0 {
            append(UInt8(ascii: "0") + UInt8(rest / power))
            rest %= power
            power /= 10
        }
    }
}

/// The storage of a string being made: at most `capacity` bytes, written in place.
struct StringBytes: ByteSink {
    private let start: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0

    /// The text `write` appends, which must be at most `capacity` bytes of UTF-8.
    static func make(capacity: Int, _ write: (inout StringBytes) -> Void) -> String {
        String(unsafeUninitializedCapacity: capacity) { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            var bytes = StringBytes(start: start, capacity: buffer.count)
            write(&bytes)
            return bytes.count
        }
    }

    private init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.start = start
        self.capacity = capacity
    }

    mutating func append(_ byte: UInt8) {
        precondition(count < capacity, "a string made for \(capacity) bytes got more")
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        precondition(count + bytes.count <= capacity, "a string made for \(capacity) bytes got more")
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }
}
