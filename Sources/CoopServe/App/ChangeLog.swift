import CoopEditing
import CoopRecords
import CoopSite
import Synchronization

/// The last changes the coop app made, by a random name, so that the page confirming one
/// can offer Undo. Kept in memory, the last ``capacity`` only: an Undo after a restart of
/// `coop serve`, or after many other changes, is refused and changes nothing.
final class ChangeLog: Sendable {
    /// A change the app made.
    struct Entry: Sendable {
        /// What was done: added, changed, removed.
        let verb: AppDonePage.Verb
        /// The kind of record.
        let kind: RecordKind
        /// The file as the user names it, and the line.
        let file: String
        let line: Int
        /// The lines written (or, for a removal, taken out).
        let lines: [String]
        /// What undoes it.
        let undo: ContentEditor.Undo
        /// The site page to go back to.
        let back: String?
        /// Whether it was undone already.
        var undone = false
    }

    /// How many changes are remembered.
    static let capacity = 100

    private let entries = Mutex<(order: [String], byName: [String: Entry])>(([], [:]))

    /// Remembers `entry`; returns its name.
    func record(_ entry: Entry) -> String {
        var generator = SystemRandomNumberGenerator()
        let name = String(generator.next() as UInt64, radix: 16)
        entries.withLock { log in
            log.order.append(name)
            log.byName[name] = entry
            while log.order.count > Self.capacity { log.byName[log.order.removeFirst()] = nil }
        }
        return name
    }

    /// The change named `name`, if remembered.
    func entry(_ name: String) -> Entry? { entries.withLock { $0.byName[name] } }

    /// Marks the change named `name` undone.
    func markUndone(_ name: String) { entries.withLock { $0.byName[name]?.undone = true } }
}
