import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// What `coop build` writes: the same bytes for the same input, whole sites only, and
/// never over a folder it did not make.
@Suite struct OutputTests {
    static let files = [
        "hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n2026-11-22: 1\n",
        "notes.yaml": "- date: 2026-11-21\n  title: \"<script>alert(1)</script>\"\n  text: '<img src=x onerror=alert(1)> *hi*'\n",
    ]

    @Test func theSameInputGivesTheSameBytes() {
        let content = TemporaryFolder(files: Self.files)
        let first = BuiltSite(content: content.path)
        let second = BuiltSite(content: content.path)
        let a = first.files()
        let b = second.files()
        #expect(a.count > 20)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, bytes) in a { #expect(b[path] == bytes, "\(path) differs") }
    }

    @Test func textFromTheDataIsEscaped() {
        let site = BuiltSite(files: Self.files)
        let notes = site.page("list/notes.html")
        #expect(notes.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(notes.contains("&lt;img src=x onerror=alert(1)&gt; <em>hi</em>"))
        for (path, bytes) in site.files() where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            // The one script is the layout's (each tab's last view, how old the page is); none comes from the data.
            #expect(html.components(separatedBy: "<script").count == 2 && !html.contains("<img src=x"), "\(path)")
        }
    }

    @Test(arguments: [
        ("content", "theme"), ("./content/", "theme"), ("coop/content", "coop/theme"), ("/content", "/theme"),
        ("/srv/coop/content", "/srv/coop/theme"),
    ])
    func theOverrideFolderIsBesideTheContent(_ content: String, _ theme: String) {
        #expect(SiteOptions(content: content, output: "public", today: testToday).overrideFolder == theme)
    }

    @Test func aFolderNotMadeByCoopIsNeverReplaced() {
        let place = TemporaryFolder()
        place.write("public/thesis.txt", "years of work")
        let content = TemporaryFolder(files: Self.files)
        let result = SiteBuilder.build(SiteOptions(content: content.path, output: place.url("public"), today: testToday))
        #expect(
            describe(result.diagnostics) == [
                "error: '\(place.url("public"))' exists and was not made by coop, so coop will not replace it [output]"
            ])
        #expect(place.text("public/thesis.txt") == "years of work")
        #expect(!place.exists("public/index.html"))
    }

    @Test func aFileInPlaceOfTheFolderIsNeverReplaced() {
        let place = TemporaryFolder()
        place.write("public", "my notes")
        let content = TemporaryFolder(files: Self.files)
        let result = SiteBuilder.build(SiteOptions(content: content.path, output: place.url("public"), today: testToday))
        #expect(describe(result.diagnostics) == ["error: '\(place.url("public"))' exists and is not a folder [output]"])
        #expect(place.text("public") == "my notes")
    }

    @Test func aFolderHoldingOnlyHiddenFilesIsNotOurs() {
        let place = TemporaryFolder()
        place.write("public/.git/HEAD", "ref: refs/heads/main\n")
        let content = TemporaryFolder(files: Self.files)
        let result = SiteBuilder.build(SiteOptions(content: content.path, output: place.url("public"), today: testToday))
        #expect(result.report == nil && result.diagnostics.containsErrors)
        #expect(place.text("public/.git/HEAD") == "ref: refs/heads/main\n" && !place.exists("public/index.html"))
    }

    @Test func aLinkAsOutputIsRefused() {
        let place = TemporaryFolder()
        place.write("elsewhere/keep.txt", "x")
        #expect(symlink(place.url("elsewhere"), place.url("public")) == 0)
        let content = TemporaryFolder(files: Self.files)
        let result = SiteBuilder.build(SiteOptions(content: content.path, output: place.url("public"), today: testToday))
        #expect(result.report == nil)
        #expect(place.text("elsewhere/keep.txt") == "x" && !place.exists("elsewhere/index.html"))
    }

    @Test func rebuildsReplaceAndCleanUp() throws {
        let place = TemporaryFolder()
        let content = TemporaryFolder(files: Self.files)
        let options = SiteOptions(content: content.path, output: place.url("public"), today: testToday)
        #expect(SiteBuilder.build(options).report != nil)
        place.write("public/stale.html", "old")
        // Leftovers of a killed build: one of ours (with the marker) and one that is not.
        place.write(".public.coop-build-999/.coop-site", "x")
        place.write(".public.coop-build-999/index.html", "half")
        place.write(".public.coop-build-1/notes.txt", "not ours")
        #expect(SiteBuilder.build(options).report != nil)
        #expect(!place.exists("public/stale.html"))
        #expect(place.exists("public/index.html") && place.exists("public/.coop-site"))
        #expect(!place.exists(".public.coop-build-999"))
        #expect(place.text(".public.coop-build-1/notes.txt") == "not ours")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: place.path).sorted()
        #expect(siblings == [".public.coop-build-1", "public"])
    }

    @Test func linksInsideTheSiteAreNeverFollowed() throws {
        let place = TemporaryFolder()
        let content = TemporaryFolder(files: Self.files)
        let options = SiteOptions(content: content.path, output: place.url("public"), today: testToday)
        #expect(SiteBuilder.build(options).report != nil)
        place.write("elsewhere/keep.txt", "keep")
        place.write("elsewhere/index.html", "mine")
        place.write("outside.html", "mine too")
        let before = FolderSnapshot(place.url("elsewhere"))
        // A link to a folder outside, a link to a file outside, and a link in place of a
        // folder the build writes into.
        #expect(symlink(place.url("elsewhere"), place.url("public/gallery")) == 0)
        #expect(symlink(place.url("outside.html"), place.url("public/stats.html.bak")) == 0)
        try FileManager.default.removeItem(atPath: place.url("public/hens"))
        #expect(symlink(place.url("elsewhere"), place.url("public/hens")) == 0)
        #expect(SiteBuilder.build(options).report != nil)
        #expect(FolderSnapshot(place.url("elsewhere")) == before, "nothing written or removed through a link")
        #expect(place.text("outside.html") == "mine too")
        let hens = try FileManager.default.attributesOfItem(atPath: place.url("public/hens"))
        #expect(hens[.type] as? FileAttributeType == .typeDirectory && place.exists("public/hens/pearl.html"))
        #expect(!place.exists("public/gallery") && !place.exists("public/stats.html.bak"))
    }

    @Test func siblingsThatAreNotOursAreLeftAlone() throws {
        let place = TemporaryFolder()
        let content = TemporaryFolder(files: Self.files)
        let options = SiteOptions(content: content.path, output: place.url("public"), today: testToday)
        // The name this build would stage in, taken by someone else's folder.
        place.write(".public.coop-build-\(getpid())/notes.txt", "not ours")
        // A link named like a leftover, to a folder that carries the marker.
        place.write("elsewhere/.coop-site", "x")
        place.write("elsewhere/page.html", "keep")
        #expect(symlink(place.url("elsewhere"), place.url(".public.coop-old-7")) == 0)
        // An empty leftover: a build killed between making its folder and marking it.
        #expect(mkdir(place.url(".public.coop-build-5"), 0o755) == 0)
        #expect(SiteBuilder.build(options).report != nil)
        #expect(place.text(".public.coop-build-\(getpid())/notes.txt") == "not ours")
        #expect(place.text("elsewhere/page.html") == "keep" && place.text(".public.coop-old-7/page.html") == "keep")
        let siblings = try FileManager.default.contentsOfDirectory(atPath: place.path).sorted()
        #expect(siblings == [".public.coop-build-\(getpid())", ".public.coop-old-7", "elsewhere", "public"])
        #expect(place.exists("public/index.html"))
    }

    @Test func withAnErrorNothingIsWritten() {
        let place = TemporaryFolder()
        let content = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: -1\n"])
        let result = SiteBuilder.build(SiteOptions(content: content.path, output: place.url("public"), today: testToday))
        #expect(result.report == nil && result.diagnostics.containsErrors)
        #expect(!place.exists("public"))
    }
}
