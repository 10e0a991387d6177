import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Messages that named neither the problem nor its place (issue 19, point 5), now in plain
/// English. The content and theme cases are in the bad-input corpus (136-139) and the
/// generated cases (917-919); these are the command line's.
@Suite struct PlainMessagesTests {
    @Test func aFileOfOnlyADocumentStartIsEmpty() async {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 4\n", "content/notes.yaml": "---\n"])
        let run = await runCoop(["check", "--content", folder.url("content"), "--today", "2026-11-22"])
        #expect(run.status == 0 && run.err == "", "\(run.err)")
        #expect(run.out == "0 hens, 1 kind, 1 egg day, 4 eggs laid, 0 notes, 0 people, 0 expenses\n")
    }

    @Test func textStartingWithADashIsNotTakenForOptions() async {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 4\n"])
        let run = await runCoop(["add", "expense", "5", "-hay", "--content", folder.url("content")])
        #expect(run.status == 64)
        #expect(
            run.err
                == "Error: '-hay' is not an option of coop. To give text that starts with '-', put -- before it, after the options\n")
        let simple = await runCoop(["add", "expense", "5", "-hay"])
        #expect(
            simple.err
                == "Error: '-hay' is not an option of coop. To give text that starts with '-', put -- before it, after the options, "
                + "as in: coop add expense 5 -- -hay\n")
        // With --, it is the item; a negative number is not taken for an option either.
        let added = await runCoop(["add", "expense", "5", "--content", folder.url("content"), "--today", "2026-11-22", "--", "-hay"])
        #expect(added.status == 0, "\(added.err)")
        #expect(folder.text("content/expenses.yaml") == "- date: 2026-11-22\n  item: \"-hay\"\n  amount: 5\n")
    }

    @Test func anOutputThatCannotBeMadeSaysWhy() async {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 4\n", "file": "not a folder\n"])
        let run = await runCoop([
            "build", "--content", folder.url("content"), "--output", folder.url("file/public"), "--today", "2026-11-22",
        ])
        #expect(run.status == 1)
        #expect(
            run.err
                == "coop: error: cannot create the folder '\(folder.url("file"))': a file has that name [output]\ncoop: nothing was written; 1 error\n"
        )
    }

    @Test(.enabled(if: geteuid() != 0, "root may write in a read-only folder"))
    func aReadOnlyOutputFolderSaysWhy() async {
        let folder = TemporaryFolder(files: ["site/content/eggs.yaml": "2026-11-20: 4\n"])
        _ = chmod(folder.url("site"), 0o555)
        defer { _ = chmod(folder.url("site"), 0o755) }
        let run = await runCoop([
            "build", "--content", folder.url("site/content"), "--output", folder.url("site/public"), "--today", "2026-11-22",
        ])
        #expect(run.status == 1)
        #expect(
            run.err
                == "coop: error: cannot write in '\(folder.url("site"))': Permission denied [output]\ncoop: nothing was written; 1 error\n")
    }

    @Test func aPortInUseIsNamed() async throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        try #require(bound && listen(listener, 1) == 0)
        let port = UInt16(bigEndian: address.sin_port)
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 4\n"])
        let run = await runCoop(["serve", "--content", folder.url("content"), "--port", "\(port)", "--today", "2026-11-22"])
        #expect(run.status == 1)
        #expect(
            run.err.hasSuffix(
                "coop: error: port \(port) is already in use on 127.0.0.1: another program (perhaps another coop serve) listens there; "
                    + "stop it, or pass another port, like --port \(port + 1)\n"), "\(run.err)")
    }
}
