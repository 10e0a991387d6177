import CoopFiles
import Synchronization

/// The entries the coop app applied, by their ``EntryID``, so that an entry sent twice (a
/// phone that saved it but did not hear the answer, and sends it again from its queue) is
/// written once: the second time nothing is written and the answer is the first's, a 303 to
/// its confirmation.
///
/// They outlive a restart of `coop serve`: the last ``capacity`` are kept in a file of the
/// coop's ``StateFolder`` (`entries`, beside `pairings`), one a line (`ID CHANGE`, the name of the change in
/// ``ChangeLog``), written atomically after each write. After a restart the change itself is
/// forgotten (its confirmation says so), but the entry is still not written again.
///
/// The check and the write happen under one lock, so two copies of an entry sent at once
/// are written once. A crash between the write of the record and that of this file can let
/// the entry be written twice; nothing else can.
final class AppliedEntries: Sendable {
    /// How many entries are remembered: the oldest are forgotten first.
    static let capacity = 10_000

    /// The file, or `nil` to keep them in memory only.
    private let file: FilePath?
    /// The entries in the order applied, and the change each made; read from the file on first use.
    private let state = Mutex<(loaded: Bool, order: [EntryID], changes: [EntryID: String])>((false, [], [:]))
    /// Told when the file cannot be written (the entries are kept in memory).
    private let log: @Sendable (String) -> Void

    /// The entries kept in `file`, read when first needed.
    init(file: FilePath?, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.file = file
        self.log = log
    }

    /// The answer to an entry named `id`: if it was applied already, `applied` with the name
    /// of its change, and nothing else; otherwise `write` (a save), remembering `id` when it
    /// made a change (it returns the change's name). Without an id, `write` alone.
    func once<Answer>(_ id: EntryID?, applied: (String) -> Answer, write: () -> (answer: Answer, change: String?)) -> Answer {
        guard let id else { return write().answer }
        return state.withLock { state in
            if !state.loaded {
                state.loaded = true
                (state.order, state.changes) = read()
            }
            if let change = state.changes[id] { return applied(change) }
            let result = write()
            guard let change = result.change else { return result.answer }
            state.order.append(id)
            state.changes[id] = change
            while state.order.count > Self.capacity { state.changes[state.order.removeFirst()] = nil }
            store(state.order, state.changes)
            return result.answer
        }
    }

    /// The entries in the file, oldest first (none if it is missing or unreadable); lines
    /// that are not `ID CHANGE` are passed over.
    private func read() -> ([EntryID], [EntryID: String]) {
        guard let file, let bytes = FileSystem.read(file) else { return ([], [:]) }
        var order: [EntryID] = []
        var changes: [EntryID: String] = [:]
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let parts = String(decoding: line, as: UTF8.self).split(separator: " ")
            guard parts.count == 2, let id = EntryID(String(parts[0])), changes[id] == nil else { continue }
            order.append(id)
            changes[id] = String(parts[1])
        }
        if order.count > Self.capacity {
            for id in order.prefix(order.count - Self.capacity) { changes[id] = nil }
            order.removeFirst(order.count - Self.capacity)
        }
        return (order, changes)
    }

    /// Writes the file: a line of comment, then the entries, oldest first.
    private func store(_ order: [EntryID], _ changes: [EntryID: String]) {
        guard let file else { return }
        var text = Self.header
        for id in order { text += "\(id) \(changes[id] ?? "-")\n" }
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: file, temporaryTag: "entries", permissions: 0o600)
        } catch {
            log("Could not write \(file.string): \(error); the entries saved are remembered until coop serve stops")
        }
    }

    /// The file's first line.
    static let header = "# The entries the coop app saved (coop serve); an entry sent again is not saved twice.\n"
}
