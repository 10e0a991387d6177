import CoopInsight
import CoopRecords

/// The files `coop build` writes besides pages: feeds and data exports (DESIGN.md section 4).
enum Exports {
    /// Every export file, by its path in the site.
    static func files(_ context: SiteContext) -> [(path: String, bytes: [UInt8])] {
        []
    }
}
