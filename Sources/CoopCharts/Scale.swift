/// A linear mapping from data values to drawing coordinates, with "nice" ticks
/// (1, 2 or 5 times a power of ten) that include zero.
struct LinearScale {
    let lower: Double
    let upper: Double
    let from: Double
    let to: Double
    /// The distance between two ticks.
    let step: Double
    let ticks: [Double]

    /// A scale covering `0...max(values)` (or `min...max` when `includeZero` is false),
    /// drawn from `from` to `to` (y grows downwards in SVG, so `from` is the bottom).
    init(values: [Double], from: Double, to: Double, includeZero: Bool = true, tickCount: Int = 5) {
        var low = values.min() ?? 0
        var high = values.max() ?? 1
        if includeZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if high - low < 1e-9 { high = low + 1 }
        let step = Self.niceStep((high - low) / Double(max(1, tickCount - 1)))
        low = (low / step).rounded(.down) * step
        high = (high / step).rounded(.up) * step
        var ticks: [Double] = []
        var tick = low
        while tick <= high + step / 2 {
            ticks.append(abs(tick) < step / 1e6 ? 0 : tick)
            tick += step
        }
        self.lower = low
        self.upper = high
        self.from = from
        self.to = to
        self.step = step
        self.ticks = ticks
    }

    /// The smallest of 1, 2, 2.5, 5 times a power of ten not below `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        for factor in [1.0, 2.0, 2.5, 5.0, 10.0] where power * factor >= raw { return power * factor }
        return power * 10
    }

    /// The coordinate of `value`.
    func position(_ value: Double) -> Double {
        from + (value - lower) / (upper - lower) * (to - from)
    }
}
