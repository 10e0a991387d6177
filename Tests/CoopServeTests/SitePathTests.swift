import Foundation
import Testing

@testable import CoopServe

@Suite struct SitePathTests {
    @Test(arguments: [
        ("/", "index.html"), ("/index.html", "index.html"), ("/calendar/", "calendar/index.html"),
        ("/calendar/2026-11.html", "calendar/2026-11.html"), ("/hens/se%C3%B1ora.html", "hens/señora.html"),
        ("/stats.html?x=1", "stats.html"), ("/photos/my%20hen.jpg", "photos/my hen.jpg"), ("/list/notes.html?a/../b", "list/notes.html"),
    ])
    func resolves(_ path: String, _ file: String) {
        #expect(SitePath.resolve(path) == file)
    }

    @Test(arguments: [
        "/../etc/passwd", "/calendar/../../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E%2Fetc%2Fpasswd", "/%252e%252e/etc/passwd",
        "/..%2f..%2fetc/passwd", "/.%2e/x", "/a\\..\\b", "/a%5c..%5cb", "/%00", "/%zz", "/x%", "relative", "/./index.html",
        "/%c0%ae%c0%ae/etc/passwd", "//list//notes.html", "//etc/passwd", "/list//notes.html", "//", "/calendar/./",
        "http://127.0.0.1/index.html", "*", "",
    ])
    func refuses(_ path: String) {
        #expect(SitePath.resolve(path) == nil)
    }

    /// A redirect's `Location` is the path percent-encoded as Foundation's `urlPathAllowed`
    /// did it (coop no longer links Foundation): letters, digits and `!$&'()*+,-./:=@_~` as
    /// they are (but `:` in a relative path's first segment), everything else `%XX` in
    /// upper-case hex.
    @Test func redirectPathsAreEncodedAsFoundationDid() {
        #expect(SitePath.percentEncoded("hens/señora") == "hens/se%C3%B1ora")
        #expect(SitePath.percentEncoded("a b;c?d#e%f") == "a%20b%3Bc%3Fd%23e%25f")
        #expect(SitePath.percentEncoded("x/~y_z-1.2:@!$&'()*+,=") == "x/~y_z-1.2:@!$&'()*+,=")
        #expect(SitePath.percentEncoded("a:b/c:d") == "a%3Ab/c:d", "a colon in the first segment could read as a scheme")
        let samples =
            (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
            + ["é", "小鸡", "Zoë Ø", "\u{1F414}", "tab\there", "a:b", "a:b/c:d", "x/a:b", "/a:b", "::"]
        for sample in samples {
            #expect(SitePath.percentEncoded(sample) == sample.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "\(sample)")
        }
    }
}

/// The media type `coop serve` sends with each kind of file.
@Suite struct ContentTypeTests {
    @Test func eachKindOfFileGetsItsMediaType() {
        #expect(SitePath.contentType("index.html") == "text/html; charset=utf-8")
        #expect(SitePath.contentType("manifest.webmanifest") == "application/manifest+json")
        #expect(SitePath.contentType("data/coop.json") == "application/json")
        #expect(SitePath.contentType("feeds/coop.ics") == "text/calendar; charset=utf-8")
        #expect(SitePath.contentType("photos/HEN.JPG") == "image/jpeg")
        #expect(SitePath.contentType("README") == "application/octet-stream")
    }
}
