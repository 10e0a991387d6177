import Dispatch
import Synchronization

/// Work started now on a thread of its own, whose result is waited for later: for a long
/// piece of work independent of what the caller does meanwhile (compiling the theme while
/// the content is read).
///
/// The thread is not one of the workers ``Swift/Collection/parallelMap(_:)`` uses, so the
/// caller's own parallel work still gets every core, and the operating system shares the
/// cores between the two.
public final class BackgroundWork<Value: Sendable>: Sendable {
    /// Signalled once the value is stored (and again by each caller of ``wait()``, for the next).
    private let done = DispatchSemaphore(value: 0)
    /// Stored once by the work's thread before `done` is signalled; read only after.
    private let value = Mutex<Value?>(nil)

    /// Starts `work` at once.
    public init(_ work: @escaping @Sendable () -> Value) {
        // A queue of its own runs on a thread of its own, outside the pool of workers.
        DispatchQueue(label: "coop.background-work").async {
            let result = work()
            self.value.withLock { $0 = result }
            self.done.signal()
        }
    }

    /// The work's result, waiting for it to finish if it has not yet. Any thread may ask,
    /// any number of times.
    public func wait() -> Value {
        done.wait()
        done.signal()  // for the next one asking
        guard let value = value.withLock({ $0 }) else { preconditionFailure("BackgroundWork signalled before storing its value") }
        return value
    }
}
