import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// The bad-input corpus (Tests/Corpus/bad-input/README.md): content folders that each break one
/// rule of the content format, run through the real `coop build` executable in a copy of the
/// case folder. Each must fail with exit status 1, print exactly the expected diagnostics,
/// write nothing, and leave a site already in `public/` exactly as it was.
@Suite struct BadInputCorpusTests {
    /// The command line every case runs, from its case folder.
    static let arguments = ["build", "--content", "content", "--output", "public", "--today", "2026-11-22"]
    /// Fewer case folders than this means the corpus was not found or lost cases.
    static let minimumCases = 60

    @Test func theCorpusIsThereAndWellFormed() throws {
        var isFolder: ObjCBool = false
        try #require(
            FileManager.default.fileExists(atPath: BadInputCase.corpus, isDirectory: &isFolder) && isFolder.boolValue,
            "no corpus folder at \(BadInputCase.corpus)")
        #expect(
            BadInputCase.onDisk.count >= Self.minimumCases,
            "only \(BadInputCase.onDisk.count) cases in \(BadInputCase.corpus)")
        let names = try FileManager.default.contentsOfDirectory(atPath: BadInputCase.corpus)
        for name in names where name != "README.md" {
            #expect(BadInputCase.isSlug(name), "'\(name)' is not named NNN-what-is-wrong")
        }
        for badInput in BadInputCase.onDisk {
            guard case .folder(let path) = badInput.source else { continue }
            #expect(FileManager.default.fileExists(atPath: path + "/content"), "\(badInput.slug) has no content/ folder")
            #expect(FileManager.default.fileExists(atPath: path + "/expected.txt"), "\(badInput.slug) has no expected.txt")
        }
        let numbers = BadInputCase.all.map { $0.slug.prefix(3) }
        #expect(Set(numbers).count == numbers.count, "two cases share a number")
    }

    @Test func thePreviousSiteWasBuilt() {
        #expect(PreviousSite.shared.build.status == 0, "\(PreviousSite.shared.build.err)")
        #expect(PreviousSite.shared.snapshot.entries[".coop-site"] != nil)
        #expect(PreviousSite.shared.snapshot.entries["index.html"] != nil)
    }

    @Test(arguments: BadInputCase.all)
    func buildFailsCleanly(_ badInput: BadInputCase) throws {
        let expected = try badInput.expected()
        try #require(!PreviousSite.shared.snapshot.isEmpty, "the previous site could not be built")

        // With no site yet: nothing may be made, not even a staging folder.
        let folder = TemporaryFolder(prefix: "coop-bad-input")
        try badInput.make(in: folder)
        let entries = Self.entries(folder.path)
        let run = runCoop(Self.arguments, in: folder.path)
        #expect(!run.timedOut, "coop build did not finish")
        #expect(run.status == 1, "exit status \(run.status)")
        #expect(run.out == "")
        if let difference = firstDifference(expected: expected, actual: run.err) {
            Issue.record(Comment(rawValue: difference))
            bless(badInput, run.err)
        }
        #expect(!folder.exists("public"), "a public/ folder was made")
        #expect(Self.entries(folder.path) == entries, "files were left next to content/")

        // Over the site of an earlier good build: the site must stay exactly as it was.
        let again = TemporaryFolder(prefix: "coop-bad-input")
        try badInput.make(in: again)
        PreviousSite.shared.snapshot.write(to: again.url("public"))
        let entriesAgain = Self.entries(again.path)
        let second = runCoop(Self.arguments, in: again.path)
        #expect(second.status == 1, "exit status \(second.status) over a previous site")
        #expect(second.out == "")
        #expect(second.err == run.err, "the diagnostics change when public/ holds a site")
        #expect(FolderSnapshot(again.url("public")) == PreviousSite.shared.snapshot, "public/ was changed")
        #expect(Self.entries(again.path) == entriesAgain, "files were left next to public/")
    }

    /// The names in `path`, hidden ones included.
    private static func entries(_ path: String) -> Set<String> {
        Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
    }

    /// With `COOP_BLESS=1`, rewrites a case folder's expected.txt with what coop printed, and
    /// records an issue all the same, so that a run that blesses is never green: review the
    /// change with `git diff`, then run again without it. Never set in CI.
    private func bless(_ badInput: BadInputCase, _ actual: String) {
        let environment = ProcessInfo.processInfo.environment
        guard environment["COOP_BLESS"] == "1", case .folder(let path) = badInput.source else { return }
        guard (environment["CI"] ?? "").isEmpty else {
            Issue.record("COOP_BLESS is set in CI; expected files are never rewritten there")
            return
        }
        let written = FileManager.default.createFile(atPath: path + "/expected.txt", contents: Data(actual.utf8))
        Issue.record(
            written
                ? "rewrote \(badInput.slug)/expected.txt; review it with git diff"
                : "could not rewrite \(badInput.slug)/expected.txt")
    }
}

/// The site of an earlier successful build of a tiny coop, made once per test run.
struct PreviousSite: Sendable {
    /// The build that made it.
    let build: CommandRun
    /// Every file and folder of the site.
    let snapshot: FolderSnapshot

    static let shared: PreviousSite = {
        let folder = TemporaryFolder(prefix: "coop-previous-site")
        folder.write("content/hens.yaml", "- name: Pearl\n- name: Dot\n")
        folder.write("content/eggs.yaml", "2026-11-20: 3\n2026-11-21: 2\n")
        let run = runCoop(BadInputCorpusTests.arguments, in: folder.path)
        return PreviousSite(build: run, snapshot: FolderSnapshot(folder.url("public")))
    }()
}
