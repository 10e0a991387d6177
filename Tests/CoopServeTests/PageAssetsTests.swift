import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Foundation
import Testing

@testable import CoopServe

/// The fingerprint of what pages load besides themselves, which the live-reload script carries
/// so that a page whose stylesheet changed reloads instead of being updated in place.
@Suite struct PageAssetsTests {
    @Test func aStylesheetEditChangesTheFingerprintAndAContentEditDoesNot() throws {
        let folder = TemporaryFolder(files: ["hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n"])
        let themes = TemporaryFolder()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Themes/default", toPath: themes.url("theme"))
        let session = SiteSession()
        let options = SiteOptions(content: folder.path, output: "", theme: themes.url("theme"), today: testToday)
        let site = session.update(options)
        #expect(site.isBuilt, "\(site.diagnostics)")
        let first = PageAssets(site: site)
        #expect(first != PageAssets(site: nil))
        folder.write("eggs.yaml", "2026-11-21: 1\n2026-11-22: 4\n")
        #expect(PageAssets(site: session.update(options)) == first)
        let css = try #require(themes.text("theme/static/assets/coop.css"))
        themes.write("theme/static/assets/coop.css", css + "\n.hen { color: red }\n")
        let edited = PageAssets(site: session.update(options))
        #expect(edited != first)
        #expect(LiveReload.script(version: 2, assets: edited) != LiveReload.script(version: 2, assets: first))
        #expect(first.hex.count == 16 && first.hex.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
}
