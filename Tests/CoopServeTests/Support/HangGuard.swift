import Foundation

/// Waiting for something another task does, with a limit that only stops a hanging test.
///
/// The limit is minutes, not seconds: Swift Testing runs tests on the cooperative thread
/// pool (two threads on a two-core machine), and while other tests build whole sites on
/// both of them, the task a test waits for may not run for tens of seconds. A limit that
/// load can reach makes a test fail for the machine's sake, not the code's.
enum HangGuard {
    /// How long a wait lasts before the test is taken to hang.
    static let limit: TimeInterval = 300

    /// Waits until `condition` holds, checking every `interval`, or until ``limit`` has passed.
    /// Returns whether it holds.
    @discardableResult
    static func waitUntil(every interval: Duration = .milliseconds(10), _ condition: () -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(limit)
        while !condition() {
            guard Date() < deadline else { return false }
            try await Task.sleep(for: interval)
        }
        return true
    }
}
