import CoopFiles
import CoopTestSupport
import Foundation
import Testing

/// What `coop` keeps between runs lives beside the content folder, never in it (issue 28,
/// point 2), and files an older version left in the content folder move there.
@Suite struct StateFolderTests {
    @Test func theStateFolderIsNamedAfterTheContentFolderBesideIt() {
        #expect(StateFolder(content: "content").path == ".coop/content")
        #expect(StateFolder(content: "mycoop/content/").path == "mycoop/.coop/content")
        #expect(StateFolder(content: "/srv/hens/records").path(of: .pairings) == "/srv/hens/.coop/records/pairings")
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-21: 1\n"])
        let real = FileSystem.realPath(FilePath(folder.url("content")))?.string ?? "?"
        #expect(StateFolder(content: folder.url("content") + "/.").path.string == FilePath(real).parent.string + "/.coop/content")
    }

    /// A content folder reached through a link has its state beside the real folder: one lock
    /// whichever path a writer was given.
    @Test func aLinkedContentFolderSharesTheRealFoldersState() throws {
        let folder = TemporaryFolder(files: ["real/records/eggs.yaml": "2026-11-21: 1\n"])
        try FileManager.default.createSymbolicLink(atPath: folder.url("content"), withDestinationPath: folder.url("real/records"))
        let real = FileSystem.realPath(FilePath(folder.url("real/records")))?.string ?? "?"
        #expect(StateFolder(content: folder.url("content")).path.string == FilePath(real).parent.string + "/.coop/records")
        #expect(StateFolder(content: folder.url("content")).path == StateFolder(content: real).path)
    }

    @Test func filesLeftInTheContentFolderMoveToTheStateFolder() throws {
        let folder = TemporaryFolder(files: [
            "content/eggs.yaml": "2026-11-21: 1\n", "content/.coop-pairings": "# paired\nabc\n",
            "content/.coop-entries": "# ids\n0123 c1\n", "content/.coop-lock": "",
        ])
        let state = StateFolder(content: folder.url("content"))
        #expect(state.prepared(.pairings).string == folder.url(".coop/content/pairings"))
        #expect(folder.text(".coop/content/pairings") == "# paired\nabc\n")
        #expect(state.prepared(.entries).string == folder.url(".coop/content/entries"))
        #expect(folder.text(".coop/content/entries") == "# ids\n0123 c1\n")
        _ = state.prepared(.lock)
        // The content folder holds only the records again; the lock is made when it is taken.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url("content")) == ["eggs.yaml"])
        #expect(!FileManager.default.fileExists(atPath: folder.url(".coop/content/lock")))
    }

    @Test func aFileAlreadyInTheStateFolderIsNotReplaced() {
        let folder = TemporaryFolder(files: [
            "content/eggs.yaml": "", "content/.coop-pairings": "old\n", ".coop/content/pairings": "new\n",
        ])
        _ = StateFolder(content: folder.url("content")).prepared(.pairings)
        #expect(folder.text(".coop/content/pairings") == "new\n")
        #expect(folder.text("content/.coop-pairings") == "old\n")
    }

    @Test func nothingIsMadeWithoutAContentFolder() {
        let folder = TemporaryFolder()
        let lock = StateFolder(content: folder.url("content")).prepared(.lock)
        #expect(lock.string == folder.url(".coop/content/lock"))
        #expect(!FileManager.default.fileExists(atPath: folder.url(".coop")))
    }
}
