import CoopDiagnostics
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

@testable import CoopRecords

/// The content a ``ParseCache`` keeps (``CheckedContent``): a read of exactly what it was read
/// from is that read, not done again, and anything else it depends on (a file's bytes, a file
/// added, a photo, the day, an overlay) reads the folder anew. Content with errors is not kept.
@Suite struct CheckedContentTests {
    /// A hen with a photo, and a note.
    static let files = [
        "hens.yaml": "- name: Pearl\n  photo: photos/pearl.jpg\n",
        "notes.yaml": "- date: 2026-11-01\n  title: Molt started\n",
        "photos/pearl.jpg": "jpeg",
    ]

    /// `folder` read with `cache` (and `overlay`, on `today`), its paths shown from `content`.
    static func read(
        _ folder: TemporaryFolder, overlay: [String: [UInt8]] = [:], today: CivilDate = testToday, cache: inout ParseCache
    )
        -> LoadedContent
    {
        ContentLoader.load(from: folder.path, displayRoot: "content", today: today, overlay: overlay, cache: &cache)
    }

    /// `cache` with its kept content replaced by one that says so in a warning, read from the
    /// same files: a read that answers with it did not read the folder again.
    static func marked(_ cache: ParseCache) throws -> ParseCache {
        let checked = try #require(cache.checked)
        let marker = Diagnostic.warning(.futureDate, "kept", at: nil)
        var marked = cache
        marked.checked = CheckedContent(
            inputs: checked.inputs, content: LoadedContent(coop: checked.content.coop, diagnostics: [marker], sources: SourceLibrary()))
        return marked
    }

    /// Whether `content` is the one ``marked(_:)`` put in the cache.
    static func isKept(_ content: LoadedContent) -> Bool { content.diagnostics.map(\.message) == ["kept"] }

    @Test func theSameFilesAreTheReadKept() throws {
        let folder = TemporaryFolder(files: Self.files)
        var cache = ParseCache()
        #expect(Self.read(folder, cache: &cache).diagnostics.isEmpty)
        cache = try Self.marked(cache)
        #expect(Self.isKept(Self.read(folder, cache: &cache)))
        // The same bytes written again are the same content.
        folder.write("notes.yaml", Self.files["notes.yaml"]!)
        #expect(Self.isKept(Self.read(folder, cache: &cache)))
    }

    @Test func aChangedFileANewFileAPhotoAndAnotherDayAreReadAnew() throws {
        let folder = TemporaryFolder(files: Self.files)
        var cache = ParseCache()
        _ = Self.read(folder, cache: &cache)
        let changes: [(String, () -> Void)] = [
            ("a changed note", { folder.write("notes.yaml", "- date: 2026-11-02\n  title: Molt started\n") }),
            ("a new egg file", { folder.write("eggs/2026.yaml", "2026-11-20: 3\n") }),
            ("a new photo", { folder.write("photos/pearl-2.jpg", "jpeg") }),
        ]
        for (what, change) in changes {
            cache = try Self.marked(cache)
            change()
            let read = Self.read(folder, cache: &cache)
            #expect(!Self.isKept(read), "\(what)")
            #expect(read.diagnostics.isEmpty, "\(what)")
        }
        #expect(Self.read(folder, cache: &cache).coop.assets == ["photos/pearl-2.jpg", "photos/pearl.jpg"])
        cache = try Self.marked(cache)
        #expect(!Self.isKept(Self.read(folder, today: CivilDate(iso: "2026-11-23")!, cache: &cache)))
    }

    @Test func theCheckOfAnEditIsTheReadAfterItIsWritten() throws {
        let folder = TemporaryFolder(files: Self.files)
        var cache = ParseCache()
        _ = Self.read(folder, cache: &cache)
        let edited = Array((Self.files["notes.yaml"]! + "- date: 2026-11-20\n  title: Fox seen\n").utf8)
        let checked = Self.read(folder, overlay: ["notes.yaml": edited], cache: &cache)
        #expect(checked.coop.notes.map(\.title) == ["Molt started", "Fox seen"])
        cache = try Self.marked(cache)
        // Not written yet: the folder as it is.
        let before = Self.read(folder, cache: &cache)
        #expect(!Self.isKept(before) && before.coop.notes.map(\.title) == ["Molt started"])
        // Checked again and written: the read after it is the check.
        _ = Self.read(folder, overlay: ["notes.yaml": edited], cache: &cache)
        cache = try Self.marked(cache)
        folder.write("notes.yaml", bytes: edited)
        #expect(Self.isKept(Self.read(folder, cache: &cache)))
    }

    @Test func contentWithErrorsIsNotKeptAndTheContentBeforeStays() throws {
        let folder = TemporaryFolder(files: Self.files)
        var cache = ParseCache()
        _ = Self.read(folder, cache: &cache)
        cache = try Self.marked(cache)
        let broken = Self.read(folder, overlay: ["notes.yaml": Array("- date: 2026-11-31\n  title: X\n".utf8)], cache: &cache)
        #expect(
            describe(broken.diagnostics) == [
                "content/notes.yaml:1:9: error: 2026-11-31 is not a real day: November 2026 has 30 days [invalid-date]"
            ])
        #expect(Self.isKept(Self.read(folder, cache: &cache)))
        // A photo that is missing is an error: read anew each time, so that adding it is seen.
        folder.write("hens.yaml", "- name: Pearl\n  photo: photos/opal.jpg\n")
        #expect(Self.read(folder, cache: &cache).hasErrors)
        #expect(cache.checked?.content.diagnostics.map(\.message) == ["kept"])
        folder.write("photos/opal.jpg", "jpeg")
        #expect(Self.read(folder, cache: &cache).diagnostics.isEmpty)
    }
}
