import CoopValues

/// The bytes of a page being rendered: one growing allocation written with `memcpy`, made
/// into an array once, at the end.
///
/// A page is written in hundreds of small pieces (markup between values, the values);
/// appending each to an `Array` costs more than copying it, so the renderer writes here.
struct OutputBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` bytes before it first grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The bytes written, as an array.
    consuming func array() -> [UInt8] {
        Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// Calls `body` with the bytes written so far.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// Forgets the bytes written, keeping the allocation.
    mutating func removeAll() { count = 0 }

    /// Makes room for `extra` more bytes.
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(capacity * 2, count + extra)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = grown
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `value` in decimal, with `-` before a negative one, and leading zeros up to
    /// `width` digits: `7, width: 2` gives `07`.
    mutating func appendDecimal(_ value: Int, width: Int = 1) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        // A UInt has at most 20 digits: made last first at the end of a scratch buffer.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { scratch in
            var used = 0
            repeat {
                scratch[scratch.count - 1 - used] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                used += 1
            } while rest > 0
            while used < min(width, scratch.count) {
                scratch[scratch.count - 1 - used] = UInt8(ascii: "0")
                used += 1
            }
            append(UnsafeBufferPointer(rebasing: scratch[(scratch.count - used)...]))
        }
    }

    /// Appends `day` as `YYYY-MM-DD`, as ``CivilDate/iso`` writes it.
    mutating func appendISO(_ day: CivilDate) {
        let (year, month, day) = day.components
        appendDecimal(year, width: 4)
        append(UInt8(ascii: "-"))
        appendDecimal(month, width: 2)
        append(UInt8(ascii: "-"))
        appendDecimal(day, width: 2)
    }
}
