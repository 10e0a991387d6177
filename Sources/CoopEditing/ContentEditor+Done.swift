import CoopDiagnostics
import CoopRecords
import CoopValues

extension ContentEditor {
    /// Appends `day` to the `done` days of the chore titled `title` (ignoring case): `done:
    /// [2026-01-04]` becomes `done: [2026-01-04, 2026-01-18]`, and a chore without `done` gets
    /// the line; a list written one `- ` line a day gets a line for the day after its last.
    /// Only the lines of `done` change; every other byte of the file stays. Refuses a title no chore
    /// has, with the nearest one, and a day already done; a day before the chore's `from` is
    /// refused by the check of the content, located.
    public func markDone(_ title: String, on day: CivilDate) throws -> Change {
        let coop = try current().coop
        let folded = title.lowercased()
        guard let chore = coop.chores.first(where: { $0.title.lowercased() == folded }) else {
            throw EditError.refused(.noSuchChore(name: title, nearest: Suggestion.nearest(to: title, in: coop.chores.map(\.title))))
        }
        let place = RecordPlace(path: relative(chore.location.path), line: chore.location.line)
        guard !chore.done.contains(day) else {
            throw EditError.refused(.choreAlreadyDone(name: chore.title, day: day, file: chore.location.path, line: place.line))
        }
        guard let original = fingerprint(at: place) else {
            throw EditError.refused(.recordNotFound(file: shown(place.path), line: place.line))
        }
        return try edit(place, expecting: original, fields: [(.done, .days(chore.done + [day]))])
    }
}
