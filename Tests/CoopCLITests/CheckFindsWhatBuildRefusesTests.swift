import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop check` refuses what `coop build` refuses (issue 28, point 9): a theme's static file at
/// a page's path passed check and failed the build.
@Suite struct CheckFindsWhatBuildRefusesTests {
    static func folder(_ staticFile: String) -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.write("content/eggs.yaml", "2026-11-21: 2\n")
        folder.write("content/hens.yaml", "- name: Pearl\n")
        folder.write("theme/static/\(staticFile)", "<!doctype html><title>Ours</title>\n")
        return folder
    }

    @Test(arguments: ["index.html", "stats.html", "hens/pearl.html"])
    func aThemesStaticFileAtAPagesPathFailsCheckAsItFailsBuild(_ path: String) async {
        let folder = Self.folder(path)
        let content = folder.url("content")
        let message = "coop: error: the theme's static file '\(path)' would overwrite a page [output]\n"
        let check = await runCoop(["check", "--content", content, "--today", "2026-11-22"])
        #expect(check.status == 1)
        #expect(check.err == message, "\(check.err)")
        #expect(check.out == "1 hen, 1 kind, 1 egg day, 2 eggs laid, 0 notes, 0 people, 0 expenses; 1 error\n")
        let build = await runCoop(["build", "--content", content, "--output", folder.url("public"), "--today", "2026-11-22"])
        #expect(build.status == 1)
        #expect(build.err == message + "coop: nothing was written; 1 error\n", "\(build.err)")
    }

    /// A static file beside the pages is copied as before: check and build pass.
    @Test func aStaticFileElsewhereIsFine() async {
        let folder = Self.folder("assets/extra.html")
        let check = await runCoop(["check", "--content", folder.url("content"), "--today", "2026-11-22"])
        #expect(check.status == 0 && check.err == "", "\(check.err)")
    }
}
