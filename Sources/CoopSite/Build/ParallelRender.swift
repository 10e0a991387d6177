import CoopParallel

/// Makes the site's files on every core. Everything a file is made from is immutable and
/// `Sendable`, so the files are made independently, in any order.
enum ParallelRender {
    /// The bytes of each file, in the order given.
    static func render(_ files: [SiteFile]) -> [[UInt8]] {
        files.parallelMap { $0.make() }
    }
}
