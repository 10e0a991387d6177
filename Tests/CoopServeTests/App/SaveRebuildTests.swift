import CoopServe
import Foundation
import Testing

/// After a write of the coop app the site is built once, from the content the write
/// checked, and the watcher, seeing the file the app wrote, builds nothing more; an edit made
/// in a text editor is still seen and built by the watcher.
@Suite(.serialized) struct SaveRebuildTests {
    static let files = [
        "hens.yaml": "- name: Pearl\n",
        "notes.yaml": "# Notes\n- date: 2026-11-01\n  title: Molt started\n",
    ]

    /// Waits long enough for the watcher to have seen any change (it looks at least every
    /// 200 ms, and lets a change settle for 10 ms), so that a build it would make is made.
    static func letTheWatcherLook() async throws {
        try await Task.sleep(nanoseconds: 1_500_000_000)
    }

    @Test func aSaveIsBuiltOnceAndShown() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        try await Self.letTheWatcherLook()
        let version = running.server.version
        let saved = try await app.submit("/__coop/save", [("form-kind", "note"), ("date", "2026-11-20"), ("title", "Fox seen")])
        #expect(saved.status == 200)
        try await running.waitForBuild(after: version)
        try await Self.letTheWatcherLook()
        #expect(running.server.version == version + 1)
        #expect(try await running.get("/list/notes.html").body.contains("Fox seen"))
        // Undone: built once more, and the note is gone from the site.
        let change = try #require(AppClient.value(of: "form-change", in: saved.page))
        #expect(try await app.submit("/__coop/undo", [("form-change", change)]).status == 200)
        try await running.waitForBuild(after: version + 1)
        try await Self.letTheWatcherLook()
        #expect(running.server.version == version + 2)
        #expect(try await !running.get("/list/notes.html").body.contains("Fox seen"))
        await running.server.stop()
    }

    @Test func anEditInATextEditorIsStillBuilt() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let version = running.server.version
        #expect(try await app.submit("/__coop/save", [("form-kind", "note"), ("date", "2026-11-20"), ("title", "Fox seen")]).status == 200)
        try await running.waitForBuild(after: version)
        try await Self.letTheWatcherLook()
        // The file the app wrote, changed by hand: a note's title, and a note added at the end.
        let written = try #require(running.content.text("notes.yaml"))
        running.content.write(
            "notes.yaml", written.replacingOccurrences(of: "Molt started", with: "Molt began") + "- date: 2026-11-21\n  title: Hawk\n")
        try await running.waitForBuild(after: version + 1)
        let notes = try await running.get("/list/notes.html").body
        #expect(notes.contains("Molt began") && notes.contains("Fox seen") && notes.contains("Hawk") && !notes.contains("Molt started"))
        await running.server.stop()
    }
}
