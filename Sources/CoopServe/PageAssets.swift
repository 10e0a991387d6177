import CoopSite
import CoopValues

/// What a page served by `coop serve` loads besides its own HTML and an update in place cannot
/// refresh (``LiveReloadMorph``): the site's stylesheets (`*.css`, the theme's) and the coop
/// app's script and styles. Their ``fingerprint`` is written into the live-reload script, and
/// a page's update in place compares its script with the fetched page's: when a stylesheet
/// changed (a theme edited while `coop serve` runs), or another `coop` serves, the scripts
/// differ and the page reloads, fetching the new stylesheet, instead of keeping the old one.
struct PageAssets: Sendable, Equatable {
    /// FNV-1a 64 of the stylesheets' paths and bytes, in path order, and of the app's files.
    let fingerprint: UInt64

    /// The assets of `site`; of the app alone before there is a site.
    init(site: SiteVersion?) {
        var bytes = Self.app
        for path in site?.paths ?? [] where path.hasSuffix(".css") {
            bytes += Array(path.utf8) + [0]
            bytes += site?.file(at: path) ?? []
            bytes.append(0)
        }
        fingerprint = FNV1a.hash(bytes)
    }

    /// The coop app's script and styles, which pages load from this `coop`.
    private static let app = Array((OfflineQueue.script + "\u{0}" + OfflineQueue.style + "\u{0}" + AppStyle.css).utf8)

    /// The fingerprint as 16 lower-case hexadecimal digits, as the script carries it.
    var hex: String {
        var out: [UInt8] = []
        Hexadecimal.append(fingerprint, digits: 16, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
