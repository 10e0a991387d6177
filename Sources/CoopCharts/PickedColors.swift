import Synchronization

/// The colours ``SeriesColors/pick(_:)`` chose for each list of series' own colours, kept for
/// the next chart with the same list: choosing them takes a search over every lightness of
/// every series, and a site draws dozens of charts with the same few lists.
///
/// At most ``capacity`` lists are kept (a long-running `coop serve` meets new ones as kinds
/// change colour); when full, the lists kept are forgotten and keeping starts again.
final class PickedColors: Sendable {
    /// The one every chart of the process shares.
    static let shared = PickedColors()

    /// The most lists kept at once.
    static let capacity = 64

    /// Each list of own colours met, with the colours picked for it.
    private let picked = Mutex<[[RGBColor?]: [SeriesColor]]>([:])

    /// The colours picked before for `own`, if any.
    func colors(for own: [RGBColor?]) -> [SeriesColor]? {
        picked.withLock { $0[own] }
    }

    /// Keeps `colors`, picked for `own`.
    func keep(_ colors: [SeriesColor], for own: [RGBColor?]) {
        picked.withLock { picked in
            if picked.count >= Self.capacity { picked.removeAll() }
            picked[own] = colors
        }
    }
}
