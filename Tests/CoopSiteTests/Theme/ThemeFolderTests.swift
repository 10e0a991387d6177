import CoopTestSupport
import Foundation
import Testing

@testable import CoopSite

/// A theme folder is read with its folders, and links are followed only to files inside it.
@Suite struct ThemeFolderTests {
    @Test func filesFoldersAndLinks() throws {
        let place = TemporaryFolder()
        place.write("theme/pages/stats.xhtml", "<p>stats</p>")
        place.write("theme/static/assets/extra.css", "p {}")
        place.write("theme/.hidden/secret.xhtml", "<p>hidden</p>")
        place.write("theme/.notes.txt", "hidden")
        place.write("outside/private.txt", "not the theme's")
        try FileManager.default.createSymbolicLink(atPath: place.url("theme/static/copy.css"), withDestinationPath: "assets/extra.css")
        try FileManager.default.createSymbolicLink(
            atPath: place.url("theme/static/leak.txt"), withDestinationPath: place.url("outside/private.txt"))
        try FileManager.default.createSymbolicLink(atPath: place.url("theme/static/folder"), withDestinationPath: "assets")
        let theme = try Theme.load(directory: place.url("theme"), overrides: nil).get()
        #expect(theme.files.keys.sorted() == ["pages/stats.xhtml", "static/assets/extra.css", "static/copy.css"])
        #expect(theme.files["static/copy.css"]?.bytes == Array("p {}".utf8))
        // A theme folder that is not there is an error; an override folder that is not there is nothing.
        #expect((try? Theme.load(directory: place.url("missing"), overrides: nil).get()) == nil)
        #expect(try Theme.load(directory: place.url("theme"), overrides: place.url("missing")).get().files.count == 3)
    }
}
