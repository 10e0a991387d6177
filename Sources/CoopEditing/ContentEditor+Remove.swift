import CoopFiles
import CoopRecords
import CoopValues
import CoopYAML

/// A record to remove, named the way a person would name it.
public enum RemovalTarget: Sendable {
    /// The egg entry of a day (a single day; a range is removed by its first day).
    case eggs(CivilDate)
    /// The note with this title (ignoring case), on `date` when several have it.
    case note(title: String, date: CivilDate?)
    /// The expense for this item (ignoring case), on `date` when several have it.
    case expense(item: String, date: CivilDate?)
    /// The contribution of this person, on `date` when they made several.
    case contribution(person: String, date: CivilDate?)
    /// The delivery to this person, on `date` when they received several.
    case delivery(person: String, date: CivilDate?)
    /// The hen, the person or the kind of egg with this name (ignoring case), from the list
    /// of `stem` (`hens`, `people`, `kinds`).
    case named(stem: String, name: String)
}

extension ContentEditor {
    /// Removes the one record `target` names: its lines are taken out of its file and every
    /// other byte stays as it was. Refuses when nothing or several records match (naming each
    /// with its place), and when the content without it breaks a rule (a hen that eggs are
    /// still credited to, a kind still laid): the located errors say what still needs it.
    public func remove(_ target: RemovalTarget) throws -> Change {
        try locked {
            let coop = try current().coop
            let (path, line) = try place(of: target, in: coop)
            return try edit(path) { file, root throws(EditError) in
                let placement = try Placement(root: root, file: file, date: { _, _ in nil })
                guard let entry = placement.entries.first(where: { $0.firstLine == line }) else {
                    throw .refused("cannot find the record at \(shown(path)), line \(line)")
                }
                let lines = (entry.firstLine...entry.lastLine).map { file.line($0) }
                file.replace(lines: entry.firstLine...entry.lastLine, with: [])
                return (entry.firstLine, lines)
            }
        }
    }

    /// The file (relative) and line of the record `target` names.
    private func place(of target: RemovalTarget, in coop: Coop) throws(EditError) -> (path: String, line: Int) {
        func one<Record>(
            _ what: String, _ matches: [Record], date: CivilDate?, day: (Record) -> CivilDate,
            location: (Record) -> (path: String, line: Int)
        ) throws(EditError) -> (path: String, line: Int) {
            let found = date.map { date in matches.filter { day($0) == date } } ?? matches
            guard let first = found.first else {
                throw .refused("there is no \(what)" + (date.map { " on \($0.iso)" } ?? ""))
            }
            guard found.count == 1 else {
                let places = found.map { "\(day($0).iso) (\(location($0).path), line \(location($0).line))" }
                throw .refused("\(found.count) records match \(what): \(places.joined(separator: "; ")); add --date to say which")
            }
            let place = location(first)
            return (relative(place.path), place.line)
        }
        func same(_ a: String, _ b: String) -> Bool { a.lowercased() == b.lowercased() }
        func personIndexes(_ name: String) -> Set<Int> { Set(coop.people.indices.filter { same(coop.people[$0].name, name) }) }
        switch target {
        case .eggs(let day):
            guard let entry = coop.eggs.entries.first(where: { $0.first == day || ($0.first <= day && day <= $0.last) }) else {
                throw .refused("\(day.iso) is not recorded")
            }
            guard entry.first == day else {
                throw .refused(
                    "\(day.iso) is part of the range \(entry.first.iso)..\(entry.last.iso) (\(entry.location.path), line \(entry.location.line)); remove the range by its first day, \(entry.first.iso)"
                )
            }
            return (relative(entry.location.path), entry.location.line)
        case .note(let title, let date):
            return try one(
                "note titled '\(title)'", coop.notes.filter { same($0.title, title) }, date: date, day: \.date,
                location: { ($0.location.path, $0.location.line) })
        case .expense(let item, let date):
            return try one(
                "expense for '\(item)'", coop.expenses.filter { same($0.item, item) }, date: date, day: \.date,
                location: { ($0.location.path, $0.location.line) })
        case .contribution(let person, let date):
            let people = personIndexes(person)
            return try one(
                "contribution from '\(person)'", coop.contributions.filter { people.contains($0.personIndex) }, date: date,
                day: \.date, location: { ($0.location.path, $0.location.line) })
        case .delivery(let person, let date):
            let people = personIndexes(person)
            return try one(
                "delivery to '\(person)'", coop.deliveries.filter { people.contains($0.personIndex) }, date: date,
                day: \.date, location: { ($0.location.path, $0.location.line) })
        case .named(let stem, let name):
            return try namedPlace(stem: stem, name: name)
        }
    }

    /// The file and line of the list item of `stem` whose `name` is `name` (ignoring case).
    private func namedPlace(stem: String, name: String) throws(EditError) -> (path: String, line: Int) {
        let what = ["hens": "hen", "people": "person", "kinds": "kind"][stem] ?? stem
        var found: [(path: String, line: Int)] = []
        for path in existingFiles(stem) {
            guard !path.hasSuffix("/") else {
                if !hensOwnFiles(named: name).isEmpty {
                    throw .refused("\(what) '\(name)' has a file of her own in \(shown(stem + "/")); remove that file to remove her")
                }
                continue
            }
            guard let (_, parse) = parsedFile(path), case .success(let root?) = parse, case .sequence(let list) = root
            else { continue }
            for item in list.items where Self.name(of: item)?.lowercased() == name.lowercased() {
                found.append((path, item.mark.line))
            }
        }
        guard let first = found.first else { throw .refused("there is no \(what) named '\(name)'") }
        guard found.count == 1 else {
            let places = found.map { "\(shown($0.path)), line \($0.line)" }
            throw .refused("'\(name)' is listed \(found.count) times (\(places.joined(separator: "; "))); remove the one you mean by hand")
        }
        return first
    }

    /// The files of `hens/` holding the hen `name`.
    private func hensOwnFiles(named name: String) -> [String] {
        (FileSystem.list(fullPath("hens")) ?? []).filter { file in
            guard let (_, parse) = parsedFile("hens/" + file), case .success(let root?) = parse else { return false }
            return Self.name(of: root)?.lowercased() == name.lowercased()
        }
    }

    /// The `name` field of a mapping.
    static func name(of node: YAMLNode) -> String? {
        guard case .mapping(let mapping) = node else { return nil }
        for pair in mapping.pairs {
            if case .scalar(let key) = pair.key, key.value == "name", case .scalar(let value) = pair.value { return value.value }
        }
        return nil
    }
}
