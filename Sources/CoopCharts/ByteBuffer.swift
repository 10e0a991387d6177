/// Bytes written one after another into memory of its own, grown as needed.
///
/// What an `[UInt8]` does for appending, without its checks on every append (is the array
/// shared? a generic copy for a run of bytes), which cost more than the byte itself when a
/// chart appends digits by the hundred thousand. Not copyable: it has one owner, and its
/// memory is freed when that owner is done with it.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int = 64) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Whether nothing has been written.
    var isEmpty: Bool { count == 0 }

    /// The bytes as UTF-8 text (invalid sequences, if any, replaced).
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

    /// Calls `body` with the bytes written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends a run of bytes.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends another buffer's bytes.
    mutating func append(_ other: borrowing ByteBuffer) {
        other.withBytes { append($0) }
    }

    /// Appends what `body` writes at the end, at most `maximum` bytes; `body` returns how
    /// many it wrote. For formatting with one check of the room left instead of one a byte.
    @inline(__always)
    mutating func write(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        let written = body(base + count)
        precondition(written >= 0 && written <= maximum, "wrote \(written) bytes of at most \(maximum)")
        count += written
    }

    /// Appends `value` in decimal digits: `0`, `720`.
    mutating func appendDigits(_ value: UInt) {
        write(atMost: Self.mostDigits) { Self.writeDigits(value, to: $0) }
    }

    /// The most digits a `UInt` has.
    static let mostDigits = 20

    /// Writes `value`'s decimal digits at `start` (room for ``mostDigits`` needed) and
    /// returns how many there are.
    @inline(__always)
    static func writeDigits(_ value: UInt, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1, power: UInt = 10
        while digits < mostDigits, value >= power {
            digits += 1
            power &*= 10
        }
        var rest = value, at = start + digits
        repeat {
            at -= 1
            at.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return digits
    }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toFit: extra) }
    }

    /// Moves the bytes to memory with room for `extra` more, at least twice as large.
    @inline(never)
    private mutating func grow(toFit extra: Int) {
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
