import Synchronization

/// The files of a site made for `coop serve`, kept up to a number of bytes.
///
/// A page is made the first time it is asked for and kept for the next request; when the
/// kept files pass the budget, the least recently asked for are dropped (a quarter of the
/// budget at once, so that dropping is rare) and made again if asked for later. Memory then
/// stays within the budget whatever the size of the site: a coop with 10,000 tags has 10,000
/// tag pages, of which a family looks at a few.
final class PageCache: Sendable {
    /// The budget ``SiteVersion`` uses: L's whole site (7.5 MB) and XL's (24 MB) fit in it.
    static let defaultBudget = 32 << 20

    /// The most bytes kept at once.
    let budget: Int
    private let state = Mutex(State())

    private struct State {
        /// Each kept file's bytes and when it was last asked for.
        var files: [String: (bytes: [UInt8], used: UInt64)] = [:]
        /// The bytes of every kept file.
        var total = 0
        /// A counter of requests: larger is more recent.
        var clock: UInt64 = 0
    }

    /// A cache keeping at most `budget` bytes.
    init(budget: Int = PageCache.defaultBudget) {
        self.budget = budget
    }

    /// The bytes kept for `path`, marking them used now; nil when not kept.
    func bytes(at path: String) -> [UInt8]? {
        state.withLock { state in
            guard let kept = state.files[path] else { return nil }
            state.clock += 1
            state.files[path] = (kept.bytes, state.clock)
            return kept.bytes
        }
    }

    /// Whether `path` is kept, without marking it used.
    func contains(_ path: String) -> Bool { state.withLock { $0.files[path] != nil } }

    /// Whether the kept files fill the budget: making more would drop others.
    var isFull: Bool { state.withLock { $0.total >= budget } }

    /// The bytes of every kept file.
    var total: Int { state.withLock { $0.total } }

    /// Keeps `bytes` for `path`, dropping the least recently used files when over the budget.
    /// A file larger than the budget by itself is not kept.
    func keep(_ bytes: [UInt8], at path: String) {
        guard bytes.count <= budget else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.files.updateValue((bytes, state.clock), forKey: path) { state.total -= old.bytes.count }
            state.total += bytes.count
            guard state.total > budget else { return }
            let target = budget - budget / 4
            for (oldPath, kept) in state.files.sorted(by: { $0.value.used < $1.value.used }) where oldPath != path {
                guard state.total > target else { break }
                state.files[oldPath] = nil
                state.total -= kept.bytes.count
            }
        }
    }
}
