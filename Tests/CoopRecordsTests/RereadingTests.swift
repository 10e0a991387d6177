import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// Reading a folder again with the cache of the last read (what `coop serve` does after a
/// save) gives exactly what a first read gives: an egg file whose bytes did not change is
/// decoded again when what it depends on (the kinds, the hens, today) did.
@Suite struct RereadingTests {
    static let kinds = "- name: brown\n- name: blue\n"
    static let hens = "- name: Pearl\n  kind: blue\n"
    static let eggs2025 = "2025-06-01: {brown: 2, Pearl: 1}\n"
    static let eggs2026 = "2026-11-20: 3\n2026-11-25: {blue: 1}\n"

    static func read(_ folder: TemporaryFolder, today: CivilDate = testToday, cache: inout ParseCache) -> LoadedContent {
        ContentLoader.load(from: folder.path, displayRoot: "content", today: today, cache: &cache)
    }

    static func laid(_ content: LoadedContent) -> [String] {
        content.coop.eggs.entries.map { "\($0.first.iso): \($0.laid)" }
    }

    @Test func anUnchangedFileIsReadTheSameAndAChangedOneAnew() {
        let folder = TemporaryFolder(files: [
            "kinds.yaml": Self.kinds, "hens.yaml": Self.hens,
            "eggs/2025.yaml": Self.eggs2025, "eggs/2026.yaml": Self.eggs2026,
        ])
        var cache = ParseCache()
        let first = Self.read(folder, cache: &cache)
        #expect(Self.laid(first) == ["2025-06-01: [2, 1]", "2026-11-20: [3, 0]", "2026-11-25: [0, 1]"])
        #expect(
            describe(first.diagnostics) == ["content/eggs/2026.yaml:2:1: warning: 2026-11-25 is after today (2026-11-22) [future-date]"])
        folder.write("eggs/2026.yaml", Self.eggs2026 + "2026-11-21: {brown: 4}\n")
        let second = Self.read(folder, cache: &cache)
        #expect(Self.laid(second) == ["2025-06-01: [2, 1]", "2026-11-20: [3, 0]", "2026-11-21: [4, 0]", "2026-11-25: [0, 1]"])
        #expect(describe(second.diagnostics) == describe(first.diagnostics))
    }

    @Test func aRenamedHenIsSeenInAnUnchangedEggFile() {
        let folder = TemporaryFolder(files: ["kinds.yaml": Self.kinds, "hens.yaml": Self.hens, "eggs/2025.yaml": Self.eggs2025])
        var cache = ParseCache()
        #expect(Self.read(folder, cache: &cache).diagnostics.isEmpty)
        folder.write("hens.yaml", "- name: Opal\n  kind: blue\n")
        #expect(
            describe(Self.read(folder, cache: &cache).diagnostics) == [
                "content/eggs/2025.yaml:1:24: error: unknown egg kind or hen 'Pearl' [unknown-kind]"
            ])
        // And back: the error goes with the change that made it.
        folder.write("hens.yaml", Self.hens)
        #expect(Self.read(folder, cache: &cache).diagnostics.isEmpty)
    }

    @Test func anotherDayIsSeenInAnUnchangedEggFile() {
        let folder = TemporaryFolder(files: ["kinds.yaml": Self.kinds, "eggs/2026.yaml": Self.eggs2026])
        var cache = ParseCache()
        #expect(Self.read(folder, cache: &cache).diagnostics.count == 1)
        #expect(Self.read(folder, today: CivilDate(iso: "2026-11-26")!, cache: &cache).diagnostics.isEmpty)
    }
}
