import Dispatch

/// Where `coop serve`'s connections run: a serial dispatch queue of its own, not Swift's
/// shared pool of one thread per core.
///
/// Work that keeps the shared pool's threads busy (in tests, other suites checking thousands
/// of mutated files at once) would otherwise keep every connection waiting, however little
/// each needs. A serial queue gets a thread of its own whenever it has work; answering one
/// browser on the same computer needs no more than one.
final class ServerExecutor: TaskExecutor {
    /// The only state: a dispatch queue is `Sendable`, so the executor is too.
    private let queue = DispatchQueue(label: "coop serve: connections")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
