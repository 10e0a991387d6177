import CoopServe
import Synchronization

/// The notices a ``Pairing`` gave the terminal, in order.
final class NoticeLog: Sendable {
    private let notices = Mutex<[PairingNotice]>([])

    /// Keeps `notice` (a Pairing's `announce`).
    func record(_ notice: PairingNotice) { notices.withLock { $0.append(notice) } }

    /// Every notice so far.
    var all: [PairingNotice] { notices.withLock { $0 } }

    /// The code of the latest notice that has one: the code that pairs now.
    var code: String? { all.last { $0.code != nil }?.code }
}
