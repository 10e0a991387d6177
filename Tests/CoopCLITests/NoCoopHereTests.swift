import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// A command that needs a coop, run where there is none (issue 28, point 6), says so plainly:
/// the content folder it looked for, and what to do. `coop add 3` said "cannot lock the content
/// folder: No such file or directory".
@Suite struct NoCoopHereTests {
    static let folder = TemporaryFolder()

    static func noCoop(_ path: String) -> String {
        "coop: error: there is no content folder '\(path)' [unreadable]\n"
            + "      = help: run coop where your content/ folder is, pass --content DIR, or make a new coop with 'coop new DIR'\n"
    }

    @Test func editsSayThereIsNoCoopHere() async {
        let content = Self.folder.url("content")
        for arguments in [
            ["add", "3"], ["add", "note", "Molting"], ["add", "hen", "Pearl"], ["add", "kind", "blue"],
            ["remove", "eggs", "2026-11-20"],
        ] {
            let run = await runCoop(arguments + ["--content", content, "--today", "2026-11-22"])
            #expect(run.status == 1, "\(arguments)")
            #expect(run.out == "")
            #expect(run.err == Self.noCoop(content) + "coop: nothing was written\n", "\(arguments)")
        }
        #expect(!FileManager.default.fileExists(atPath: content))
    }

    @Test func anImportSaysThereIsNoCoopHere() async {
        let csv = TemporaryFolder(files: ["eggs.csv": "date,eggs\n2026-11-20,4\n"])
        let content = Self.folder.url("content")
        let run = await runCoop(["import", "csv", csv.url("eggs.csv"), "--content", content, "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(run.err == Self.noCoop(content) + "coop: nothing was written\n")
    }

    /// Before anything of the file is read: an empty file is not "no date column" here.
    @Test func anImportOfAnEmptyFileSaysThereIsNoCoopHere() async {
        let content = Self.folder.url("content")
        let run = await runCoop(["import", "csv", "/dev/null", "--content", content, "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(run.err == Self.noCoop(content) + "coop: nothing was written\n")
    }

    /// `coop serve` says it and exits, rather than serving an empty site.
    @Test func serveSaysThereIsNoCoopHere() async {
        let content = Self.folder.url("content")
        let run = await runCoop(["serve", "--content", content, "--port", "0", "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == Self.noCoop(content))
    }

    @Test func aBuildSaysTheSame() async {
        let content = Self.folder.url("content")
        let run = await runCoop(["build", "--content", content, "--output", Self.folder.url("public"), "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(run.err == Self.noCoop(content) + "coop: nothing was written; 1 error\n")
    }
}
