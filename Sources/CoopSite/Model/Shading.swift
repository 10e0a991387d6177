/// Days coloured by how many eggs were laid: level 0 (none) to 4 (a great day), relative
/// to the best day of the flock's recent history, so a small flock's good day is as green
/// as a big flock's.
struct Shading: Sendable {
    let high: Int

    /// Levels relative to `high`, the count that earns the darkest shade (at least 1).
    init(high: Int) { self.high = max(1, high) }

    /// The shade of a day with `laid` eggs: 0 for none, then 1-4 by quarters of `high`.
    func level(_ laid: Int) -> Int {
        guard laid > 0 else { return 0 }
        return min(4, max(1, Int((Double(laid) / Double(high) * 4).rounded(.up))))
    }
}
