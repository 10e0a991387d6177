import CoopFiles
import CoopTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading, listing, writing and removing, with links followed only where asked.
@Suite struct FileSystemTests {
    @Test func readsListsAndTellsWhatIsThere() {
        let place = TemporaryFolder(files: ["a.yaml": "one", "eggs/2026.yaml": "two"])
        let root = FilePath(place.path)
        #expect(FileSystem.read(root.appending("a.yaml")) == Array("one".utf8))
        #expect(FileSystem.read(root.appending("missing")) == nil)
        #expect(FileSystem.list(root)?.sorted() == ["a.yaml", "eggs"])
        #expect(FileSystem.list(root.appending("a.yaml")) == nil)
        #expect(FileSystem.entry(at: root.appending("eggs")) == .directory)
        #expect(FileSystem.entry(at: root.appending("a.yaml")) == .file)
        #expect(FileSystem.entry(at: root.appending("missing")) == .missing)
        #expect(FileSystem.status(of: root.appending("a.yaml"))?.size == 3)
    }

    @Test func linksAreFollowedOnlyWhenAsked() throws {
        let place = TemporaryFolder(files: ["a.yaml": "one"])
        let root = FilePath(place.path)
        #expect(symlink("a.yaml", root.appending("link").string) == 0)
        #expect(FileSystem.entry(at: root.appending("link")) == .link)
        #expect(FileSystem.entry(at: root.appending("link"), followingLinks: true) == .file)
        #expect(FileSystem.linkTarget(root.appending("link")) == "a.yaml")
        let real = try #require(FileSystem.realPath(root))
        #expect(FileSystem.realPath(root.appending("link")) == real.appending("a.yaml"))
        #expect(FileSystem.read(root.appending("link")) == Array("one".utf8))
        #expect(!FileSystem.holdsExactly(root.appending("link"), Array("one".utf8)), "a link is not the file")
        #expect(FileSystem.holdsExactly(root.appending("a.yaml"), Array("one".utf8)))
        #expect(!FileSystem.holdsExactly(root.appending("a.yaml"), Array("two".utf8)))
        #expect(FileSystem.readOwnFile(root.appending("link")) == nil, "a link is not the file")
        #expect(FileSystem.readOwnFile(root.appending("a.yaml")) == Array("one".utf8))
    }

    @Test func writesNewFilesAndFoldersAndRemovesTrees() {
        let place = TemporaryFolder()
        let root = FilePath(place.path)
        #expect(FileSystem.makeDirectories(root.appending("a/b/c")))
        #expect(FileSystem.makeNewDirectory(root.appending("a")) == .exists)
        #expect(FileSystem.makeNewDirectory(root.appending("d")) == .made)
        #expect(FileSystem.makeDirectory(root.appending("d")))
        #expect(FileSystem.writeNewFile(root.appending("a/b/c/x"), [1, 2]))
        #expect(!FileSystem.writeNewFile(root.appending("a/b/c/x"), [3]), "never over a file that is there")
        #expect(FileSystem.link(root.appending("a/b/c/x"), root.appending("d/y")))
        #expect(!FileSystem.holdsExactly(root.appending("d/y"), [1, 2]), "a file with two names")
        #expect(FileSystem.readOwnFile(root.appending("d/y")) == nil, "a file with two names")
        #expect(FileSystem.move(root.appending("d/y"), root.appending("d/z")))
        #expect(FileSystem.removeTree(root.appending("a")))
        #expect(FileSystem.entry(at: root.appending("a")) == .missing)
        #expect(FileSystem.read(root.appending("d/z")) == [1, 2])
    }

    @Test func writesAtomicallyKeepingPermissionsAndLeavingNothingBeside() throws {
        let place = TemporaryFolder(files: ["eggs.yaml": "old"])
        let file = FilePath(place.path).appending("eggs.yaml")
        #expect(chmod(file.string, 0o600) == 0)
        try FileSystem.writeAtomically(Array("new".utf8), to: file, temporaryTag: "coop-test")
        #expect(place.text("eggs.yaml") == "new")
        #expect(FileSystem.list(FilePath(place.path)) == ["eggs.yaml"])
        var info = stat()
        #expect(stat(file.string, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(throws: FileFailure.self) {
            try FileSystem.writeAtomically([], to: FilePath(place.path).appending("missing/x.yaml"), temporaryTag: "coop-test")
        }
    }

    @Test func locksAndRunsTheBody() throws {
        let place = TemporaryFolder()
        let lock = FilePath(place.path).appending(".lock")
        #expect(try FileSystem.withLock(lock) { 7 } == 7)
        do {
            _ = try FileSystem.withLock(FilePath(place.path).appending("missing/.lock")) { 1 }
            Issue.record("a lock in a missing folder cannot be taken")
        } catch let failure as FileFailure {
            #expect(failure.step == .lock && failure.reason == "No such file or directory")
        }
    }
}
