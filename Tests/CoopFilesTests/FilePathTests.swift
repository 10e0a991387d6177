import CoopFiles
import Testing

/// Paths joined, split and shown the way the user wrote them.
@Suite struct FilePathTests {
    @Test(arguments: [
        ("content", "eggs/2026.yaml", "content/eggs/2026.yaml"), ("content/", "eggs/2026.yaml", "content/eggs/2026.yaml"),
        ("./content", "hens.yaml", "./content/hens.yaml"), ("/", "srv", "/srv"), ("/srv/coop", "public", "/srv/coop/public"),
        (".", "theme", "./theme"), ("", "eggs", "eggs"), ("eggs", "", "eggs/"),
    ])
    func appending(_ base: String, _ relative: String, _ joined: String) {
        #expect(FilePath(base).appending(relative).string == joined)
    }

    @Test func appendingAsTypedLeavesOutTheCurrentFolder() {
        #expect(FilePath(".").appendingAsTyped("eggs/2026.yaml").string == "eggs/2026.yaml")
        #expect(FilePath("").appendingAsTyped("eggs/2026.yaml").string == "eggs/2026.yaml")
        #expect(FilePath("content/").appendingAsTyped("eggs/2026.yaml").string == "content/eggs/2026.yaml")
        #expect(FilePath("./content").appendingAsTyped("x").string == "./content/x")
        #expect(FilePath(".").isCurrentFolder && FilePath("").isCurrentFolder && !FilePath("./x").isCurrentFolder)
    }

    @Test(arguments: [
        ("content/eggs", "content", "eggs"), ("content", ".", "content"), ("/srv", "/", "srv"), ("/", "/", "/"),
        ("site/public/", "site", "public"), ("public///", ".", "public"), ("a/b/c.yaml", "a/b", "c.yaml"),
    ])
    func parentAndLastComponent(_ path: String, _ parent: String, _ last: String) {
        #expect(FilePath(path).parent.string == parent)
        #expect(FilePath(path).lastComponent == last)
    }

    @Test func trailingSlashesTrimmed() {
        #expect(FilePath("public//").trimmingTrailingSlashes.string == "public")
        #expect(FilePath("/").trimmingTrailingSlashes.string == "/")
        #expect(FilePath("public").trimmingTrailingSlashes.string == "public")
    }

    @Test func whatLiesInside() {
        let root = FilePath("/srv/coop")
        #expect(root.relativePath(of: "/srv/coop/eggs/2026.yaml") == "eggs/2026.yaml")
        #expect(root.relativePath(of: "/srv/coops/x") == nil)
        #expect(FilePath("content/").relativePath(of: "content/hens.yaml") == "hens.yaml")
        #expect(root.contains("/srv/coop") && root.contains("/srv/coop/a") && !root.contains("/srv/coopx") && !root.contains("/srv"))
        #expect(FilePath("/").contains("/etc"))
    }

    @Test func shownAsGiven() {
        let path: FilePath = "content/eggs/2026.yaml"
        #expect("\(path)" == "content/eggs/2026.yaml")
        #expect(path == FilePath("content/eggs/2026.yaml"))
    }
}
