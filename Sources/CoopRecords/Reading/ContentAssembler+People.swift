import CoopDiagnostics
import CoopValues
import CoopYAML

/// A person as read so far: their periods are added as further entries are found.
struct PersonDraft {
    let name: String
    let slug: String
    var periods: [SharingPeriod]
    var details: [DetailRow]
    let location: SourceLocation

    var person: Person {
        Person(
            name: name, slug: slug, periods: periods.sorted { ($0.from?.dayNumber ?? .min) < ($1.from?.dayNumber ?? .min) },
            details: details, location: location)
    }
}

extension ContentAssembler {
    mutating func readPerson(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .people, file: &file) else { return }
        let fields = MappingReader(mapping, .people, file: &file)
        let name = file.requiredText(fields, .name)
        var shares = Shares.one
        if let sharesNode = fields[.shares], let scalar = file.scalar(sharesNode, field: .shares, expected: "a number, 0 for a buyer") {
            switch Shares.parse(scalar.value) {
            case .success(let value) where scalar.isPlain:
                shares = value
            case .failure(.tooLarge) where scalar.isPlain:
                file.error(.invalidShares, "shares can be at most 1,000,000, not \(scalar.value)", at: sharesNode)
            default:
                file.error(
                    .invalidShares,
                    "shares must be a number with at most three decimals (like 1, 2 or 1.5; 0 for a buyer), not '\(scalar.value)'",
                    at: sharesNode)
            }
        }
        let from = fields[.from].flatMap { node in file.date(node, field: .from).map { ($0, node) } }
        let until = fields[.until].flatMap { node in file.date(node, field: .until).map { ($0, node) } }
        order(from, .from, before: until, .until, file: &file)
        let details = fields[.details].map { file.details($0) } ?? []
        guard let name, let nameNode = fields[.name] else { return }
        let period = SharingPeriod(from: from?.0, until: until?.0, shares: shares, location: file.location(node))
        if let existing = personIndex.index(of: name) {
            people[existing].periods.append(period)
            people[existing].details += details
            return
        }
        guard
            let slug = claim(
                name, in: personIndex, what: "a person", page: ("people", "the page of everyone sharing"), node: nameNode, file: &file)
        else { return }
        let location = file.location(nameNode)
        personIndex.add(name, index: people.count, at: location, slug: slug)
        people.append(PersonDraft(name: name, slug: slug, periods: [period], details: details, location: location))
    }

    /// Periods of one person may not overlap.
    mutating func checkPeriods() {
        for person in people where person.periods.count > 1 {
            let periods = person.periods.sorted { ($0.from?.dayNumber ?? .min) < ($1.from?.dayNumber ?? .min) }
            for (earlier, later) in zip(periods, periods.dropFirst()) {
                let earlierEnd = earlier.until?.dayNumber ?? .max
                let laterStart = later.from?.dayNumber ?? .min
                guard laterStart <= earlierEnd else { continue }
                let second = [earlier, later].max { $0.location < $1.location }!
                let first = second.location == earlier.location ? later : earlier
                diagnostics.append(
                    .error(
                        .overlappingPeriod, "this sharing period of '\(person.name)' overlaps another of theirs",
                        at: second.location, notes: [Diagnostic.Note("the other period is here", at: first.location)],
                        help: "end the first period ('until') before the next one starts ('from')"))
            }
        }
    }
}
