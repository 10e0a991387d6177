import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop build`'s output folder: never empty, never inside the content folder.
@Suite struct BuildCommandTests {
    @Test func anOutputInsideTheContentFolderOrEmptyIsAUsageErrorAndNothingIsWritten() async {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-21: 3\n"])
        for output in ["", folder.url("content"), folder.url("content/public"), folder.url("content/./site/deeper")] {
            let run = await runCoop(["build", "--content", folder.url("content"), "--output", output, "--today", "2026-11-22"])
            #expect(run.status == 64, "\(output)")
            #expect(run.out == "", "\(output)")
        }
        let inside = await runCoop([
            "build", "--content", folder.url("content"), "--output", folder.url("content/public"), "--today", "2026-11-22",
        ])
        #expect(
            inside.err.hasPrefix(
                """
                Error: --output '\(folder.url("content/public"))' is inside the content folder '\(folder.url("content"))': \
                the next build would read the site as content; write it beside the content folder, like public
                """))
        let empty = await runCoop(["build", "--content", folder.url("content"), "--output", "", "--today", "2026-11-22"])
        #expect(empty.err.hasPrefix("Error: --output needs a folder to write the site into (the default is public)\n"))
        #expect(folder.text("content/eggs.yaml") == "2026-11-21: 3\n")
        #expect(!folder.exists("content/public") && !folder.exists("content/site"))
        let beside = await runCoop(["build", "--content", folder.url("content"), "--output", folder.url("public"), "--today", "2026-11-22"])
        #expect(beside.status == 0)
        #expect(folder.exists("public/index.html"))
    }
}
