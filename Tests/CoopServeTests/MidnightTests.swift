import CoopServe
import CoopValues
import Foundation
import Synchronization
import Testing

/// `coop serve` follows the clock: when local midnight passes, the site is built for the new
/// day without any file changing, and the add form offers the new day; the server's clock is
/// injected (the `today` its options give), and the test moves it.
@Suite(.serialized) struct MidnightTests {
    static let files = ["hens.yaml": "- name: Pearl\n", "eggs/2026.yaml": "2026-11-21: 3\n"]

    @Test func theDashboardAndTheFormShowTheNewDayAfterMidnight() async throws {
        let clock = Mutex(CivilDate(year: 2026, month: 11, day: 22)!)
        let running = try await RunningServer(files: Self.files, today: { clock.withLock { $0 } })
        let before = try await running.get("/index.html").body
        #expect(before.contains("Sunday 22 November 2026"))
        #expect(try await running.get("/add.html").body.contains(#"value="2026-11-22""#))
        let version = running.server.version
        // Midnight passes; no file changes.
        clock.withLock { $0 = CivilDate(year: 2026, month: 11, day: 23)! }
        try await running.waitForBuild(after: version)
        let after = try await running.get("/index.html").body
        #expect(after.contains("Monday 23 November 2026"))
        #expect(!after.contains("Sunday 22 November 2026"))
        let form = try await running.get("/add.html").body
        #expect(form.contains(#"value="2026-11-23""#))
        #expect(!form.contains(#"value="2026-11-22""#))
        await running.server.stop()
    }

    @Test func theSameDayBuildsNothingMore() async throws {
        let running = try await RunningServer(files: Self.files)
        try await SaveRebuildTests.letTheWatcherLook()
        let version = running.server.version
        try await SaveRebuildTests.letTheWatcherLook()
        #expect(running.server.version == version)
        await running.server.stop()
    }
}
