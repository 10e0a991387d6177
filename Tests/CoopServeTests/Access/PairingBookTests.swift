import CoopTestSupport
import Foundation
import Testing

@testable import CoopServe

/// The pairings file: digests only, mode 0600, read again when it changes.
@Suite struct PairingBookTests {
    static let token = String(repeating: "0123456789abcdef", count: 4)
    static let header = """
        # Browsers paired with coop serve for this coop: the SHA-256 of each one's token, never the token.
        # Delete this file to unpair them all (each then needs a new code).

        """

    @Test func itKeepsTheDigestOfEachTokenNeverTheTokenInAFileOnlyItsOwnerReads() throws {
        let folder = TemporaryFolder()
        var book = try PairingBook(file: .init(folder.url(".coop-pairings")))
        #expect(!book.contains(token: Self.token))
        try book.add(token: Self.token)
        let other = PairingCookie.newToken()
        try book.add(token: other)
        #expect(book.contains(token: Self.token) && book.contains(token: other))
        let text = try #require(folder.text(".coop-pairings"))
        #expect(text == Self.header + [SHA256.hex(Self.token), SHA256.hex(other)].sorted().map { $0 + "\n" }.joined())
        #expect(!text.contains(Self.token) && !text.contains(other))
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: folder.url(".coop-pairings"))[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        // Read back as it was written; no temporary file is left beside it.
        #expect(try PairingBook(file: .init(folder.url(".coop-pairings"))).digests == book.digests)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [".coop-pairings"])
    }

    @Test func aFileMadeReadableByOthersIsMadePrivateAgainWhenWritten() throws {
        let folder = TemporaryFolder(files: [".coop-pairings": "# mine\n\(SHA256.hex("old"))\n"])
        chmod(folder.url(".coop-pairings"), 0o644)
        var book = try PairingBook(file: .init(folder.url(".coop-pairings")))
        #expect(book.contains(token: "old"))
        try book.add(token: Self.token)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: folder.url(".coop-pairings"))[.posixPermissions] as? Int)
        #expect(mode == 0o600)
    }

    @Test func linesThatAreNotDigestsAreIgnored() {
        let digest = SHA256.hex(Self.token)
        let text = "# a comment \(digest)\n\n  \(digest.uppercased())  \n\(digest.dropLast())\nx\(digest)\n\(digest)\r\n"
        #expect(PairingBook.digests(in: Array(text.utf8)) == [digest])
    }

    @Test func deletingTheFileOrALineUnpairsAtOnce() throws {
        let folder = TemporaryFolder()
        var book = try PairingBook(file: .init(folder.url(".coop-pairings")))
        try book.add(token: Self.token)
        try book.add(token: "second")
        folder.write(".coop-pairings", SHA256.hex("second") + "\n")
        book.refresh()
        #expect(!book.contains(token: Self.token) && book.contains(token: "second"))
        try FileManager.default.removeItem(atPath: folder.url(".coop-pairings"))
        book.refresh()
        #expect(book.digests.isEmpty)
    }

    @Test func aBrowserUnpairedByDeletingTheFileIsNotWrittenBackByTheNextPairing() throws {
        let folder = TemporaryFolder()
        var book = try PairingBook(file: .init(folder.url(".coop-pairings")))
        try book.add(token: "stolen phone")
        try book.add(token: "kept phone")
        try FileManager.default.removeItem(atPath: folder.url(".coop-pairings"))
        folder.write(".coop-pairings", "# by hand\n\(SHA256.hex("kept phone"))\n")
        try book.add(token: "new phone")
        #expect(!book.contains(token: "stolen phone") && book.contains(token: "kept phone") && book.contains(token: "new phone"))
        #expect(
            folder.text(".coop-pairings") == Self.header
                + [SHA256.hex("kept phone"), SHA256.hex("new phone")].sorted().map { $0 + "\n" }.joined())
        try FileManager.default.removeItem(atPath: folder.url(".coop-pairings"))
        try book.add(token: "another phone")
        #expect(folder.text(".coop-pairings") == Self.header + SHA256.hex("another phone") + "\n")
    }

    @Test func aFileThatCannotBeReadStopsTheStart() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.url(".coop-pairings"), withIntermediateDirectories: false)
        #expect {
            _ = try PairingBook(file: .init(folder.url(".coop-pairings")))
        } throws: { error in
            "\(error)" == "cannot read the pairings file '\(folder.url(".coop-pairings"))': Is a directory"
        }
    }

    @Test func withoutAFileThePairingsAreKeptInMemory() throws {
        var book = try PairingBook(file: nil)
        try book.add(token: Self.token)
        book.refresh()
        #expect(book.contains(token: Self.token))
    }
}
