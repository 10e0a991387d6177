/// Where this module's writers of numbers, money and dates put their bytes: an array, a
/// ``ByteBuffer``, or the storage of a string being made. Each writer is written once, for
/// any of them, and made specific to each here, so the bytes cannot differ between them.
protocol ByteSink: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends `value` in decimal, `-` before a negative one, with leading zeros up to
    /// `width` digits. Written here once for any sink; ``ByteBuffer`` writes it in place.
    mutating func append(decimal value: Int, width: Int)
}

extension Array: ByteSink where Element == UInt8 {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

// The array's own writers, apart from its conformance: `appendDecimal` is no requirement of
// ``ByteSink`` (whose `append(decimal:width:)` it calls).
extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes, copied from the string's storage in one go.
    public mutating func appendUTF8(_ text: String) {
        append(text: text)
    }

    /// Appends `value` in decimal as `String(value)` writes it (`-` before a negative number),
    /// with leading zeros up to `width` digits.
    public mutating func appendDecimal(_ value: Int, width: Int = 1) {
        append(decimal: value, width: width)
    }
}

extension ByteBuffer: ByteSink {
    mutating func append(decimal value: Int, width: Int) {
        appendDecimal(value, width: width)
    }
}

extension ByteSink where Self: ~Copyable {
    /// Appends the UTF-8 of `text`, or its first `prefix` bytes.
    mutating func append(text: String, prefix: Int = .max) {
        var text = text
        text.withUTF8 { append(UnsafeBufferPointer(rebasing: $0.prefix(prefix))) }
    }

    /// Appends `value`'s decimal digits, with leading zeros up to `width` digits.
    mutating func append(digits value: UInt, width: Int = 1) {
        withDigits(of: value) { digits in
            for _ in digits.count..<max(width, digits.count) { append(UInt8(ascii: "0")) }
            append(digits)
        }
    }

    mutating func append(decimal value: Int, width: Int = 1) {
        if value < 0 { append(UInt8(ascii: "-")) }
        append(digits: value.magnitude, width: width)
    }

    /// Appends `day` as `YYYY-MM-DD` (``CivilDate/iso``).
    mutating func append(iso day: CivilDate) {
        let (year, month, dayOfMonth) = day.components
        append(decimal: year, width: 4)
        append(UInt8(ascii: "-"))
        append(decimal: month, width: 2)
        append(UInt8(ascii: "-"))
        append(decimal: dayOfMonth, width: 2)
    }
}

/// Calls `body` with `value`'s decimal digits, written by ``ByteBuffer/writeDigits(_:to:)``
/// into memory on the stack.
func withDigits<Result: ~Copyable>(of value: UInt, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ByteBuffer.mostDigits) { buffer in
        let count = ByteBuffer.writeDigits(value, to: buffer.baseAddress!)
        return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
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
