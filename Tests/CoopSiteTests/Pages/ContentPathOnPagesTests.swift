import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Foundation
import Testing

@testable import CoopSite

/// Pages name content files under the content folder's own name, never its path on this
/// computer: a site is read elsewhere, and published.
@Suite struct ContentPathOnPagesTests {
    @Test func anAbsoluteContentFolderIsNamedByItsNameOnly() throws {
        let home = TemporaryFolder(prefix: "coop-home")
        home.write("farm/eggs/coop.yaml", "title: Hill Coop\n")
        home.write("farm/eggs/eggs/2026-11.yaml", "2026-11-21: 3\n")
        home.write("farm/eggs/notes.yaml", "- date: 2026-11-20\n  title: Fox seen\n")
        let content = home.url("farm/eggs")
        #expect(content.hasPrefix("/"))
        let output = home.url("public")
        let result = SiteBuilder.build(SiteOptions(content: content, output: output, today: testToday))
        #expect(describe(result.diagnostics) == [])
        let pages = try #require(FileManager.default.enumerator(atPath: output)?.allObjects as? [String])
        #expect(pages.contains("index.html"))
        for path in pages {
            guard let text = home.text("public/" + path) else { continue }
            #expect(!text.contains(home.path), "\(path) shows the folder's path")
        }
        #expect((home.text("public/index.html") ?? "").contains("<code>eggs/eggs/2026-11.yaml</code>"))
        #expect((home.text("public/add.html") ?? "").contains("<code>eggs/notes.yaml</code>"))
    }

    @Test func theFolderIsNamedByItsLastComponent() {
        #expect(SiteContext.pageFolderName("content") == "content")
        #expect(SiteContext.pageFolderName("./content/") == "content")
        #expect(SiteContext.pageFolderName("../coop/content") == "content")
        #expect(SiteContext.pageFolderName("/home/sam/coop/eggs") == "eggs")
        for root in [".", "..", "/", ""] { #expect(SiteContext.pageFolderName(root) == "", "\(root)") }
    }
}
