import CoopServe
import Testing

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
}
