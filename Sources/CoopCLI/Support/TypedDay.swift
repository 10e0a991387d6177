import ArgumentParser
import CoopValues

/// A day typed on the command line (`YYYY-MM-DD`), or a usage error that names what was
/// typed and where: `--hatched must be a real date written YYYY-MM-DD, not '2026-02-30'`.
func typedDay(_ text: String, _ what: String) throws -> CivilDate {
    guard let day = CivilDate(iso: text) else { throw ValidationError("\(what) must be a real date written YYYY-MM-DD, not '\(text)'") }
    return day
}

/// ``typedDay(_:_:)`` for an option that may be left out.
func typedDay(_ text: String?, _ what: String) throws -> CivilDate? {
    try text.map { try typedDay($0, what) }
}
