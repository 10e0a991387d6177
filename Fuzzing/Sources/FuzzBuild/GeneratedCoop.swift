import CoopValues

/// A whole coop made from fuzz choices: settings, kinds, hens, egg counts, notes, people,
/// expenses, contributions and deliveries, with dates around one base day, so that every
/// page, graph, export and money computation of a build runs on values at the edges of
/// what Coop Count keeps. Most choices make valid records; some make ones `coop check`
/// must refuse.
struct GeneratedCoop {
    /// The files, by path relative to the content folder.
    private(set) var files: [String: String] = [:]
    /// The day to build for: always one Coop Count keeps (the command line refuses others).
    let today: CivilDate

    private let base: CivilDate
    private var kindNames: [String] = []
    private var henNames: [String] = []
    private var personNames: [String] = []

    /// Generates a coop from `choices`.
    init(_ choices: inout Choices) {
        base = choices.pick(Palette.bases)
        today = Self.clamped(base.adding(days: choices.pick(Palette.offsets)))
        settings(&choices)
        kinds(&choices)
        hens(&choices)
        people(&choices)
        eggs(&choices)
        notes(&choices)
        ledger(&choices)
    }

    /// `day` moved into the days Coop Count keeps.
    private static func clamped(_ day: CivilDate) -> CivilDate {
        min(max(day, CivilDate.supported.lowerBound), CivilDate.supported.upperBound)
    }

    /// A day near the base; now and then one outside the days kept, left there.
    private func day(_ choices: inout Choices) -> CivilDate {
        var offset = choices.pick(Palette.offsets)
        if choices.oneIn(4) { offset += choices.below(64) - 32 }
        let day = base.adding(days: offset)
        return CivilDate.supported.contains(day) || choices.oneIn(8) ? day : Self.clamped(day)
    }

    private func quoted(_ text: String) -> String { YAMLText.quoted(text) }

    private mutating func settings(_ choices: inout Choices) {
        guard !choices.oneIn(4) else { return }
        var lines = ["title: \(quoted(choices.pick(Palette.texts)))"]
        if choices.oneIn(2) { lines.append("currency: \(choices.pick(Palette.currencies))") }
        if choices.oneIn(2) { lines.append("week_starts: \(choices.oneIn(2) ? "sunday" : "monday")") }
        if choices.oneIn(2) { lines.append("latitude: \(choices.pick(Palette.latitudes))") }
        if choices.oneIn(2) { lines.append("goal: {eggs_per_week: \(choices.pick([1, 30, 1_000_000, 7_000_000]))}") }
        if choices.oneIn(3) { lines.append("edit_url: https://example.org/coop/edit/") }
        if choices.oneIn(3) { lines.append("base_url: https://example.org/coop/") }
        files["coop.yaml"] = lines.joined(separator: "\n") + "\n"
    }

    private mutating func kinds(_ choices: inout Choices) {
        let count = choices.below(4)
        guard count > 0 else { return }
        var lines: [String] = []
        for _ in 0..<count {
            let name = choices.pick(Palette.kinds)
            kindNames.append(name)
            var fields = ["name: \(quoted(name))"]
            if choices.oneIn(2) { fields.append("label: \(quoted(choices.pick(Palette.texts)))") }
            if choices.oneIn(2) { fields.append("color: \(quoted(choices.pick(["#9c5a2e", "teal", "#fff", "red"])))") }
            lines.append("- {\(fields.joined(separator: ", "))}")
        }
        files["kinds.yaml"] = lines.joined(separator: "\n") + "\n"
    }

    private mutating func hens(_ choices: inout Choices) {
        let count = choices.below(7)
        guard count > 0 else { return }
        var lines: [String] = []
        for _ in 0..<count {
            let name = choices.pick(Palette.names)
            henNames.append(name)
            var fields = ["name: \(quoted(name))"]
            if !kindNames.isEmpty, choices.oneIn(2) { fields.append("kind: \(quoted(choices.pick(kindNames)))") }
            if choices.oneIn(2) { fields.append("breed: \(quoted(choices.pick(Palette.texts)))") }
            var dates = [day(&choices), day(&choices), day(&choices), day(&choices)]
            if !choices.oneIn(6) { dates.sort() }
            for (index, field) in ["hatched", "added", "started_laying", "removed"].enumerated() where choices.oneIn(2) {
                fields.append("\(field): \(dates[index].iso)")
            }
            if choices.oneIn(4) { fields.append("about: \(quoted(choices.pick(Palette.texts)))") }
            lines.append("- {\(fields.joined(separator: ", "))}")
        }
        files["hens.yaml"] = lines.joined(separator: "\n") + "\n"
    }

    private mutating func people(_ choices: inout Choices) {
        let count = choices.below(5)
        guard count > 0 else { return }
        var lines: [String] = []
        for _ in 0..<count {
            let name = choices.pick(Palette.names)
            personNames.append(name)
            var fields = ["name: \(quoted(name))"]
            if choices.oneIn(3) == false { fields.append("shares: \(choices.pick(Palette.shares))") }
            if choices.oneIn(3) {
                let (from, until) = (day(&choices), day(&choices))
                fields.append("from: \(min(from, until).iso)")
                if choices.oneIn(2) { fields.append("until: \(max(from, until).iso)") }
            }
            lines.append("- {\(fields.joined(separator: ", "))}")
        }
        files["people.yaml"] = lines.joined(separator: "\n") + "\n"
    }

    private mutating func eggs(_ choices: inout Choices) {
        let count = choices.below(48)
        guard count > 0 else { return }
        var lines: [String] = []
        var date = day(&choices)
        for _ in 0..<count {
            var key = date.iso
            if choices.oneIn(6) {
                let end = date.adding(days: choices.pick([1, 2, 3, 6, 13, 40]))
                key += ".." + end.iso
                date = end
            }
            lines.append("\(key): \(entry(&choices))")
            date = date.adding(days: choices.pick([1, 1, 1, 1, 2, 3, 7, 30, 400, 0]))
        }
        files[choices.oneIn(3) ? "eggs/\(base.year).yaml" : "eggs.yaml"] = lines.joined(separator: "\n") + "\n"
    }

    /// An egg count: a number, or a mapping of kinds, hens and cracked.
    private func entry(_ choices: inout Choices) -> String {
        guard choices.oneIn(2) else { return String(choices.pick(Palette.counts)) }
        let keys = kindNames + henNames + ["cracked"]
        var parts: [String] = []
        for _ in 0..<(1 + choices.below(3)) {
            let key = choices.pick(keys)
            parts.append("\(quoted(key)): \(choices.pick(Palette.counts))")
        }
        return "{\(parts.joined(separator: ", "))}"
    }

    private mutating func notes(_ choices: inout Choices) {
        let count = choices.below(5)
        guard count > 0 else { return }
        var lines: [String] = []
        for _ in 0..<count {
            let date = day(&choices)
            var fields = ["date: \(date.iso)", "title: \(quoted(choices.pick(Palette.texts)))"]
            if choices.oneIn(2) { fields.append("until: \(date.adding(days: choices.pick([0, 1, 30, 200, 3000])).iso)") }
            if choices.oneIn(2) { fields.append("tags: [\(quoted(choices.pick(Palette.tags))), \(quoted(choices.pick(Palette.tags)))]") }
            if !henNames.isEmpty, choices.oneIn(2) { fields.append("hens: [\(quoted(choices.pick(henNames)))]") }
            if choices.oneIn(2) { fields.append("text: \(quoted(choices.pick(Palette.texts)))") }
            lines.append("- {\(fields.joined(separator: ", "))}")
        }
        files["notes.yaml"] = lines.joined(separator: "\n") + "\n"
    }

    private mutating func ledger(_ choices: inout Choices) {
        var expenses: [String] = []
        for _ in 0..<choices.below(9) {
            var fields = [
                "date: \(day(&choices).iso)", "item: \(quoted(choices.pick(Palette.texts)))",
                "amount: \(choices.pick(Palette.amounts))",
            ]
            if choices.oneIn(2) { fields.append("consumable: \(choices.oneIn(2))") }
            if choices.oneIn(3) { fields.append("shared: \(choices.oneIn(2))") }
            if !personNames.isEmpty, choices.oneIn(2) { fields.append("paid_by: \(quoted(choices.pick(personNames)))") }
            if choices.oneIn(2) { fields.append("tags: [\(quoted(choices.pick(Palette.tags)))]") }
            expenses.append("- {\(fields.joined(separator: ", "))}")
        }
        if !expenses.isEmpty { files["expenses.yaml"] = expenses.joined(separator: "\n") + "\n" }
        guard !personNames.isEmpty else { return }
        var contributions: [String] = []
        for _ in 0..<choices.below(5) {
            contributions.append(
                "- {date: \(day(&choices).iso), person: \(quoted(choices.pick(personNames))), amount: \(choices.pick(Palette.amounts))}")
        }
        if !contributions.isEmpty { files["contributions.yaml"] = contributions.joined(separator: "\n") + "\n" }
        var deliveries: [String] = []
        for _ in 0..<choices.below(7) {
            var fields = [
                "date: \(day(&choices).iso)", "person: \(quoted(choices.pick(personNames)))",
                "eggs: \(max(1, choices.pick(Palette.counts)))",
            ]
            if choices.oneIn(2) { fields.append("paid: \(choices.pick(Palette.amounts))") }
            deliveries.append("- {\(fields.joined(separator: ", "))}")
        }
        if !deliveries.isEmpty { files["deliveries.yaml"] = deliveries.joined(separator: "\n") + "\n" }
    }
}
