#if os(Linux)
import CEPoll
import FlyingSocks
import Glibc

/// Linux's `epoll`, as the event queue of the server's socket pool, whose registrations
/// survive a descriptor closed while registered.
///
/// FlyingSocks' own `ePoll` notes which events it registered for each descriptor and trusts
/// that note. But its pool resumes a waiting connection before it removes the wait's
/// registration: under load, the connection can run, answer, and close its descriptor first;
/// the kernel then drops the registration, the removal fails, and the note stays. The next
/// connection given that descriptor number was then refused (`EPOLL_CTL_MOD` of a descriptor
/// the queue no longer holds) or never woken: a request closed without an answer. Here a
/// descriptor the queue no longer holds is registered afresh, with the new wait's events
/// only, and a removal of a descriptor already gone counts as done.
struct EPollQueue: EventQueue {
    /// The `epoll` descriptor.
    private var file: Int32 = -1
    /// The `eventfd` that wakes ``getNotifications()`` when the queue stops.
    private var canary: Int32 = -1
    /// The events registered for each descriptor, as far as the queue knows.
    private var registered: [Socket.FileDescriptor: Socket.Events] = [:]
    /// Whether ``stop()`` was called: a wait begun after it fails at once (one begun before
    /// is woken by the canary).
    private var isStopped = false
    /// How many events one wait returns at most.
    private let limit = 20

    mutating func open() throws {
        registered = [:]
        isStopped = false
        file = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard file >= 0 else { throw SocketError.makeFailed("epoll_create1") }
        canary = eventfd(0, Int32(EFD_NONBLOCK | EFD_CLOEXEC))
        guard canary >= 0 else { throw SocketError.makeFailed("eventfd") }
        var event = epoll_event()
        event.events = EPOLLIN.rawValue | EPOLLET.rawValue
        event.data.fd = canary
        guard epoll_ctl(file, EPOLL_CTL_ADD, canary, &event) == 0 else { throw SocketError.makeFailed("epoll_ctl") }
    }

    mutating func stop() throws {
        registered = [:]
        guard canary >= 0 else { throw SocketError.disconnected }
        eventfd_write(canary, 1)
        isStopped = true
    }

    mutating func close() throws {
        guard file >= 0 else { throw SocketError.disconnected }
        _ = Glibc.close(file)
        file = -1
        if canary >= 0 { _ = Glibc.close(canary) }
        canary = -1
    }

    mutating func addEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
        let known = registered[socket]
        let merged = (known ?? []).union(events)
        if known != nil, control(EPOLL_CTL_MOD, merged, socket) == 0 {
            registered[socket] = merged
            return
        }
        // Not known, or known but gone from the queue (closed, its number now another
        // connection's): registered afresh with this wait's events.
        if control(EPOLL_CTL_ADD, events, socket) == 0 || (errno == EEXIST && control(EPOLL_CTL_MOD, events, socket) == 0) {
            registered[socket] = events
            return
        }
        registered[socket] = nil
        throw SocketError.makeFailed("epoll_ctl")
    }

    mutating func removeEvents(_ events: Socket.Events, for socket: Socket.FileDescriptor) throws {
        guard let known = registered[socket] else { return }
        let remaining = known.subtracting(events)
        if remaining.isEmpty || control(EPOLL_CTL_MOD, remaining, socket) != 0 {
            // A descriptor already closed left the queue with it: nothing to remove.
            _ = control(EPOLL_CTL_DEL, [], socket)
            registered[socket] = nil
        } else {
            registered[socket] = remaining
        }
    }

    func getNotifications() throws -> [EventNotification] {
        guard canary >= 0, !isStopped else { throw SocketError.disconnected }
        var events = [epoll_event](repeating: epoll_event(), count: limit)
        let count = epoll_wait(file, &events, Int32(limit), -1)
        guard count > 0 else {
            if count == -1 && errno == EINTR { return [] }
            throw SocketError.makeFailed("epoll_wait")
        }
        return try events.prefix(Int(count)).map { event in
            if event.data.fd == canary { throw SocketError.disconnected }
            return notification(for: event)
        }
    }

    /// What `event` tells the pool: an end of file or an error fails the waits it wakes.
    private func notification(for event: epoll_event) -> EventNotification {
        let file = Socket.FileDescriptor(rawValue: event.data.fd)
        var ready = Socket.Events()
        if event.events & EPOLLIN.rawValue != 0 { ready.insert(.read) }
        if event.events & EPOLLOUT.rawValue != 0 { ready.insert(.write) }
        var notification = EventNotification(file: file, events: ready, errors: [])
        if notification.events.isEmpty, let known = registered[file] { notification.events = known }
        if event.events & EPOLLIN.rawValue == 0, event.events & (EPOLLHUP.rawValue | EPOLLRDHUP.rawValue) != 0 {
            notification.errors.insert(.endOfFile)
        }
        if event.events & (EPOLLERR.rawValue | EPOLLPRI.rawValue) != 0 { notification.errors.insert(.error) }
        return notification
    }

    /// `epoll_ctl` with `operation` for `socket`, edge-triggered for `events`; 0 when done.
    private func control(_ operation: Int32, _ events: Socket.Events, _ socket: Socket.FileDescriptor) -> Int32 {
        var event = epoll_event()
        event.events = EPOLLET.rawValue
        if events.contains(.read) { event.events |= EPOLLIN.rawValue }
        if events.contains(.write) { event.events |= EPOLLOUT.rawValue }
        event.data.fd = socket.rawValue
        return epoll_ctl(file, operation, socket.rawValue, &event)
    }
}
#endif
