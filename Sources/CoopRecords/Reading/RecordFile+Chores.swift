import CoopDiagnostics
import CoopValues
import CoopYAML

/// The values of a chore and of the reminders, each reporting a located error (and returning
/// `nil`) when it is not what the field needs.
extension RecordFile {
    /// A period, `N days`, `N weeks` or `N months`, or `day`, `week`, `month` for 1 of them.
    mutating func period(_ node: YAMLNode, field: FieldKey) -> ChorePeriod? {
        guard let scalar = scalar(node, field: field, expected: "a period like 2 weeks") else { return nil }
        let words = scalar.value.trimmingWhitespace.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let help = "write N days, N weeks or N months, or day, week or month for 1 of them"
        guard (1...2).contains(words.count), let unitWord = words.last else {
            error(.invalidPeriod, "'\(scalar.value)' is not a period like 2 weeks", at: node, help: help)
            return nil
        }
        var count = 1
        if words.count == 2 {
            guard let number = Self.plainInteger(words[0]), number >= 1, number <= RecordLimits.periodCount,
                Self.isDigits(words[0])
            else {
                error(
                    .invalidPeriod,
                    "'\(words[0])' in '\(scalar.value)' must be a whole number of \(unitWord) from 1 to \(RecordLimits.periodCount)",
                    at: node)
                return nil
            }
            count = number
        }
        let lower = unitWord.lowercased()
        let singular = lower.hasSuffix("s") ? String(lower.dropLast()) : lower
        guard let unit = ChorePeriod.Unit(rawValue: singular) else {
            error(
                .invalidPeriod,
                "'\(unitWord)' is not a unit of a period" + Suggestion.didYouMean(unitWord, in: ChorePeriod.unitWords), at: node,
                help: help)
            return nil
        }
        return ChorePeriod(count, unit)
    }

    /// A time of day, `HH:MM` from 00:00 to 23:59.
    mutating func timeOfDay(_ node: YAMLNode, field: FieldKey) -> TimeOfDay? {
        guard let scalar = scalar(node, field: field, expected: "a time like \"09:00\"") else { return nil }
        let text = scalar.value.trimmingWhitespace
        guard let time = TimeOfDay.parse(text) else {
            error(.invalidTime, "'\(field)' must be a time from 00:00 to 23:59 written HH:MM, not '\(scalar.value)'", at: node)
            return nil
        }
        return time
    }

    /// A list of days, or one day: `[2026-01-04, 2026-01-18]`.
    mutating func dates(_ node: YAMLNode, field: FieldKey) -> [(CivilDate, YAMLNode)] {
        switch node {
        case .scalar: return date(node, field: field).map { [($0, node)] } ?? []
        case .sequence(let sequence):
            return sequence.items.compactMap { item in date(item, field: field).map { ($0, item) } }
        case .mapping:
            error(.wrongType, "'\(field)' must be a list of dates like [2026-01-04, 2026-01-18], not \(node.kindDescription)", at: node)
            return []
        }
    }
}
