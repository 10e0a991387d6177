import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// `coop publish`: the public site to a folder (exactly the site, stale files removed, a
/// folder coop did not make refused) and to a git branch (a commit only when the site changed).
@Suite struct PublishCommandTests {
    /// A new coop (`coop new`) in `place/farm`, with a week of eggs before 2026-11-22.
    private func makeCoop(in place: TemporaryFolder) async {
        #expect(await runCoop(["new", place.url("farm"), "--today", "2026-11-22"]).status == 0)
    }

    /// The public site as `coop build --public` writes it, built into `place/built`.
    private func builtSite(in place: TemporaryFolder) async -> FolderSnapshot {
        let build = await runCoop([
            "build", "--public", "--content", place.url("farm/content"), "--output", place.url("built"), "--today", "2026-11-22",
        ])
        #expect(build.status == 0)
        return FolderSnapshot(place.url("built"))
    }

    /// `publish` with `arguments` after the content folder and today.
    private func publish(_ place: TemporaryFolder, _ arguments: [String]) async -> CommandRun {
        await runCoop(["publish", "--content", place.url("farm/content"), "--today", "2026-11-22"] + arguments)
    }

    /// Runs git with `arguments` and returns its standard output, trimmed.
    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The paths of the files of `snapshot`, folders left out.
    private func files(_ snapshot: FolderSnapshot) -> [String] {
        snapshot.entries.filter { $0.value != Array("folder".utf8) }.keys.sorted()
    }

    @Test func publishSaysHowManyRecordsItLeftOut() async {
        let place = TemporaryFolder(files: [
            "farm/content/people.yaml": "- name: Jen Kowalski\n",
            "farm/content/notes.yaml": "- date: 2026-11-20\n  title: Jen brought grit\n- date: 2026-11-21\n  title: Fox seen\n",
            "farm/content/eggs.yaml": "2026-11-21: 3\n",
        ])
        let run = await publish(place, ["--to", place.url("www")])
        #expect(run.status == 0)
        #expect(run.err == "coop: the public build left out 1 record that names a person; coop check --public lists it\n")
        #expect(
            FileManager.default.contents(atPath: place.url("www/list/notes.html")).map { String(decoding: $0, as: UTF8.self) }?.contains(
                "Fox seen") == true)
    }

    @Test func publishToAFolderHoldsExactlyTheSite() async {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        let site = await builtSite(in: place)
        let run = await publish(place, ["--to", place.url("www")])
        #expect(run.status == 0 && run.err == "")
        #expect(run.out.hasPrefix("Published ") && run.out.contains(" pages to \(place.url("www")) ("))
        var published = FolderSnapshot(place.url("www")).entries
        #expect(published.removeValue(forKey: ".coop-published") != nil)
        #expect(published == site.entries, "\(FolderSnapshot(place.url("www")).difference(from: site))")
        // Nothing changed: nothing written.
        let again = await publish(place, ["--to", place.url("www")])
        #expect(again.status == 0 && again.out == "Nothing changed since the last publish to \(place.url("www"))\n")
    }

    @Test func publishToAFolderRemovesWhatTheSiteNoLongerHas() async {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        let site = await builtSite(in: place)
        #expect(await publish(place, ["--to", place.url("www")]).status == 0)
        place.write("www/old-page.html", "<p>gone</p>")
        place.write("www/old-folder/page.html", "<p>gone</p>")
        place.write("www/index.html", "changed by hand")
        let run = await publish(place, ["--to", place.url("www")])
        #expect(run.status == 0)
        #expect(run.out.hasSuffix("(1 files written, 2 removed)\n"), "\(run.out)")
        var published = FolderSnapshot(place.url("www")).entries
        published.removeValue(forKey: ".coop-published")
        #expect(published == site.entries)
    }

    @Test func publishRefusesAFolderItDidNotMake() async {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        place.write("home/letters/to-grandma.txt", "Dear Grandma")
        place.write("home/.profile", "export A=1")
        let before = FolderSnapshot(place.url("home"))
        let run = await publish(place, ["--to", place.url("home")])
        #expect(run.status == 1 && run.out == "")
        #expect(
            run.err
                == "coop: error: '\(place.url("home"))' is not empty and was not made by coop publish (it has no .coop-published file); "
                + "publishing would remove its files, so nothing was changed. Publish into an empty or new folder\n")
        #expect(FolderSnapshot(place.url("home")) == before)
        // Neither where to publish nor two places.
        #expect(await publish(place, []).status == 64)
        #expect(await publish(place, ["--to", place.url("a"), "--git", place.url("b")]).status == 64)
    }

    @Test func publishToGitCommitsOnlyWhatChanged() async throws {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        let site = await builtSite(in: place)
        let repository = place.url("site.git")
        _ = try git(["init", "--quiet", "--bare", repository])
        let first = await publish(place, ["--git", repository])
        #expect(first.status == 0 && first.err == "", "\(first.err)")
        #expect(first.out.hasPrefix("Published ") && first.out.hasSuffix(" pages to \(repository), branch gh-pages\n"))
        let tree = try git(["-C", repository, "ls-tree", "-r", "--name-only", "gh-pages"]).split(separator: "\n").map(String.init)
        #expect(tree == (files(site) + [".nojekyll"]).sorted())
        #expect(try git(["-C", repository, "log", "--format=%s", "gh-pages"]) == "Coop Count: the site of 2026-11-22")
        let head = try git(["-C", repository, "rev-parse", "gh-pages"])

        // Nothing changed: no commit.
        let second = await publish(place, ["--git", repository])
        #expect(second.status == 0 && second.out == "Nothing changed since the last publish to \(repository), branch gh-pages\n")
        #expect(try git(["-C", repository, "rev-parse", "gh-pages"]) == head)

        // A new egg line: exactly one more commit, on top of the first.
        let eggs = place.url("farm/content/eggs/2026.yaml")
        place.write("farm/content/eggs/2026.yaml", (place.text("farm/content/eggs/2026.yaml") ?? "") + "2026-11-22: 3\n")
        #expect(FileManager.default.fileExists(atPath: eggs))
        let third = await publish(place, ["--git", repository])
        #expect(third.status == 0 && third.out.hasPrefix("Published "))
        #expect(try git(["-C", repository, "rev-list", "--count", "gh-pages"]) == "2")
        #expect(try git(["-C", repository, "rev-parse", "gh-pages~1"]) == head)
    }

    @Test func publishToGitSaysWhyItFailed() async {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        let run = await publish(place, ["--git", place.url("no-such-repository")])
        #expect(run.status == 1 && run.out == "")
        #expect(run.err.hasPrefix("coop: error: cannot read the repository '\(place.url("no-such-repository"))': "), "\(run.err)")
        #expect(run.err.hasSuffix("; nothing was published\n"))
    }

    @Test func publishNothingWhenTheContentHasAnError() async {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        place.write("farm/content/eggs/2026.yaml", "2026-11-21: lots\n")
        let run = await publish(place, ["--to", place.url("www")])
        #expect(run.status == 1 && run.err.contains("coop: nothing was published; "))
        #expect(!place.exists("www"))
    }

    /// A push the repository refuses (its pre-receive hook says no): exit 1, git's reason,
    /// and the branch as it was.
    @Test func publishToGitSaysWhenThePushIsRefused() async throws {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        let repository = place.url("site.git")
        _ = try git(["init", "--quiet", "--bare", repository])
        place.write("site.git/hooks/pre-receive", "#!/bin/sh\necho 'the family said no' >&2\nexit 1\n")
        #expect(chmod(place.url("site.git/hooks/pre-receive"), 0o755) == 0)
        let run = await publish(place, ["--git", repository])
        #expect(run.status == 1 && run.out == "")
        #expect(run.err.hasPrefix("coop: error: git push to '\(repository)' (branch gh-pages) was refused: "), "\(run.err)")
        #expect(run.err.contains("the family said no") && run.err.hasSuffix("; nothing was published\n"))
        #expect(try git(["-C", repository, "branch", "--list"]) == "")
    }

    /// A repository with other branches: the site's branch starts as an orphan (no history of
    /// `main`), `main` is untouched, and a later publish replaces what the branch held.
    @Test func publishToGitStartsTheBranchAsAnOrphan() async throws {
        let place = TemporaryFolder()
        await makeCoop(in: place)
        let site = await builtSite(in: place)
        let repository = place.url("site.git")
        _ = try git(["init", "--quiet", "--bare", repository])
        place.write("work/notes.txt", "the family's other work")
        _ = try git(["-C", place.url("work"), "init", "--quiet", "--initial-branch", "main"])
        _ = try git(["-C", place.url("work"), "add", "notes.txt"])
        _ = try git(["-C", place.url("work"), "-c", "user.name=A", "-c", "user.email=a@b", "commit", "--quiet", "-m", "notes"])
        _ = try git(["-C", place.url("work"), "push", "--quiet", repository, "main"])
        let main = try git(["-C", repository, "rev-parse", "main"])
        #expect(await publish(place, ["--git", repository, "--branch", "site"]).status == 0)
        #expect(try git(["-C", repository, "rev-list", "--count", "site"]) == "1")
        #expect(try git(["-C", repository, "rev-parse", "main"]) == main)
        // A file someone added to the branch is gone after the next publish.
        _ = try git(["-C", place.url("work"), "fetch", "--quiet", repository, "site"])
        _ = try git(["-C", place.url("work"), "checkout", "--quiet", "-b", "site", "FETCH_HEAD"])
        place.write("work/stray.html", "<p>stray</p>")
        _ = try git(["-C", place.url("work"), "add", "stray.html"])
        _ = try git(["-C", place.url("work"), "-c", "user.name=A", "-c", "user.email=a@b", "commit", "--quiet", "-m", "stray"])
        _ = try git(["-C", place.url("work"), "push", "--quiet", repository, "site"])
        #expect(await publish(place, ["--git", repository, "--branch", "site"]).status == 0)
        let tree = try git(["-C", repository, "ls-tree", "-r", "--name-only", "site"]).split(separator: "\n").map(String.init)
        #expect(tree == (files(site) + [".nojekyll"]).sorted())
        #expect(try git(["-C", repository, "rev-list", "--count", "site"]) == "3")
    }
}
