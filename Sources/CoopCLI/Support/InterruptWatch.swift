import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (`SIGINT`) and `SIGTERM` turned into a call, so that a long-running command (`coop
/// serve`) closes cleanly and exits 0 instead of being killed by the signal. Only the first
/// signal is handled so; after it, the signals have their default action again, so a second
/// Ctrl-C stops a close that hangs.
///
/// Not `Sendable`: the command that makes one cancels it (its signal sources are not
/// `Sendable`); only `handler` runs elsewhere.
final class InterruptWatch {
    private let sources: [any DispatchSourceSignal]

    /// Calls `handler` once, on a queue of its own, at the first `SIGINT` or `SIGTERM`.
    init(_ handler: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "coop.interrupt")
        let handled = Handled()
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                guard handled.first() else { return }
                signal(SIGINT, SIG_DFL)
                signal(SIGTERM, SIG_DFL)
                handler()
            }
            source.resume()
            return source
        }
    }

    /// Stops watching; the signals have their default action again.
    func cancel() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// Whether a signal was handled already: shared by the two signals' handlers.
    private final class Handled: Sendable {
        private let done = Atomic(false)

        /// True the first time only.
        func first() -> Bool {
            !done.exchange(true, ordering: .acquiringAndReleasing)
        }
    }
}
