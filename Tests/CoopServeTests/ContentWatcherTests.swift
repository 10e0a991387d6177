import CoopTestSupport
import Testing

@testable import CoopServe

/// The files whose change makes `coop serve` rebuild: not an editor's swap, backup or test
/// files.
@Suite struct ContentWatcherTests {
    @Test func editorScratchFilesDoNotChangeTheSignature() {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-21: 3\n"])
        let watcher = ContentWatcher(folders: [folder.url("content")])
        let before = watcher.signature()
        for scratch in [".eggs.yaml.swp", ".eggs.yaml.swx", "eggs.yaml~", "4913", "#eggs.yaml#", ".#eggs.yaml", ".coop-lock"] {
            folder.write("content/" + scratch, "x")
            #expect(watcher.signature() == before, "\(scratch)")
        }
        folder.write("content/eggs.yaml", "2026-11-21: 4\n")
        #expect(watcher.signature() != before)
        folder.write("content/photo.jpg", "jpeg")
        #expect(watcher.signature().keys.sorted() == [folder.url("content/eggs.yaml"), folder.url("content/photo.jpg")])
    }
}
