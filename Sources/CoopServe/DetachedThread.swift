#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own for work that blocks for a long time (waiting for file changes), so
/// that it never holds one of the threads that answer requests or build the site.
enum DetachedThread {
    /// Runs `body` on a new detached thread. Returns false if the system could not start one.
    @discardableResult
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Box(body: body))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { raw in
                #if canImport(Glibc)
                let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
                #else
                let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
                #endif
                box.body()
                return nil
            }, box.toOpaque())
        guard started == 0 else {
            box.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private final class Box {
        let body: @Sendable () -> Void

        init(body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
