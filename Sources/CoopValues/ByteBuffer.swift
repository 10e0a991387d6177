/// Bytes written one after another into memory of its own, grown as needed: how pages,
/// charts and exports are written.
///
/// What an `[UInt8]` does for appending, without its checks on every append (is the array
/// shared? a generic copy for a run of bytes), which cost more than the bytes themselves when
/// a page is written in hundreds of small pieces and a chart appends digits by the hundred
/// thousand. Not copyable: it has one owner, and its memory is freed when that owner is done.
public struct ByteBuffer: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// How many bytes have been written (``count``).
    @usableFromInline var used = 0

    /// How many bytes have been written.
    public var count: Int { used }

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 64) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Whether nothing has been written.
    public var isEmpty: Bool { count == 0 }

    /// The bytes as UTF-8 text (invalid sequences, if any, replaced).
    public var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// The bytes written, as an array.
    public consuming func array() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// Calls `body` with the bytes written so far.
    @inlinable
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: used))
    }

    /// Forgets the bytes written, keeping the memory.
    public mutating func removeAll() { used = 0 }

    /// Appends one byte.
    @inlinable
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        base[used] = byte
        used += 1
    }

    /// Appends a run of bytes.
    @inlinable
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + used).initialize(from: source, count: bytes.count)
        used += bytes.count
    }

    /// Appends another buffer's bytes.
    public mutating func append(_ other: borrowing ByteBuffer) {
        other.withBytes { append($0) }
    }

    /// Appends the UTF-8 of `text`.
    @inlinable
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends what `body` writes at the end, at most `maximum` bytes; `body` returns how
    /// many it wrote. For formatting with one check of the room left instead of one a byte.
    @inlinable @inline(__always)
    public mutating func write(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        let written = body(base + used)
        precondition(written >= 0 && written <= maximum, "wrote \(written) bytes of at most \(maximum)")
        used += written
    }

    /// Appends `value` in decimal digits: `0`, `720`.
    @inlinable
    public mutating func appendDigits(_ value: UInt) {
        write(atMost: Self.mostDigits) { Self.writeDigits(value, to: $0) }
    }

    /// Appends `value` in decimal, with `-` before a negative one, and leading zeros up to
    /// `width` digits (at most 20): `7, width: 2` gives `07`.
    @inlinable
    public mutating func appendDecimal(_ value: Int, width: Int = 1) {
        write(atMost: Self.mostDigits + 1) { start in
            var at = start
            if value < 0 {
                at.pointee = UInt8(ascii: "-")
                at += 1
            }
            let digits = Self.writeDigits(value.magnitude, to: at)
            let padding = max(0, min(width, Self.mostDigits) - digits)
            if padding > 0 {
                (at + padding).update(from: at, count: digits)
                at.update(repeating: UInt8(ascii: "0"), count: padding)
            }
            return at - start + digits + padding
        }
    }

    /// Appends `day` as `YYYY-MM-DD`, as ``CivilDate/iso`` writes it.
    public mutating func appendISO(_ day: CivilDate) {
        append(iso: day)
    }

    /// The most digits a `UInt` has.
    public static let mostDigits = 20

    /// Writes `value`'s decimal digits at `start` (room for ``mostDigits`` needed) and
    /// returns how many there are.
    @inlinable @inline(__always)
    public static func writeDigits(_ value: UInt, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1
        var power: UInt = 10
        while digits < mostDigits, value >= power {
            digits += 1
            power &*= 10
        }
        var rest = value
        var at = start + digits
        repeat {
            at -= 1
            at.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return digits
    }

    /// Makes room for `extra` more bytes.
    @inlinable
    mutating func reserve(_ extra: Int) {
        if used + extra > capacity { grow(toFit: extra) }
    }

    /// Moves the bytes to memory with room for `extra` more, at least twice as large.
    @usableFromInline @inline(never)
    mutating func grow(toFit extra: Int) {
        let newCapacity = max(capacity * 2, used + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: used)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
