/// SplitMix64, a small deterministic random number generator: the same seed gives the same
/// numbers on every platform and Swift version, so fuzz-style tests and made-up inputs
/// repeat exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that always yields the same sequence for `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next pseudo-random number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (with a negligible bias for small bounds).
    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
