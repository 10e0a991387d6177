import CoopDiagnostics
import CoopFiles
import CoopRecords
import CoopValues
import CoopYAML

/// A record to remove, named the way a person would name it.
public enum RemovalTarget: Sendable {
    /// The egg entry of a day (a single day; a range is removed by its first day).
    case eggs(CivilDate)
    /// The record of a dated kind (a note, an expense, a contribution, a delivery) whose
    /// ``RecordDeclaration/namedBy`` field is `name` (ignoring case): a note's title, an
    /// expense's item, who paid or received; on `date` when several match.
    case dated(RecordKind, name: String, date: CivilDate?)
    /// The record of a named kind (a hen, a person, a kind of egg) with this name (ignoring case).
    case named(RecordKind, name: String)
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
                    throw .refused(.recordNotFound(file: shown(path), line: line))
                }
                let lines = (entry.firstLine...entry.lastLine).map { file.line($0) }
                file.replace(lines: entry.firstLine...entry.lastLine, with: [])
                return (entry.firstLine, lines)
            }
        }
    }

    /// The file (relative) and line of the record `target` names.
    private func place(of target: RemovalTarget, in coop: Coop) throws(EditError) -> (path: String, line: Int) {
        func one(
            _ kind: RecordKind, _ name: String, _ matches: [(date: CivilDate, location: SourceLocation)], date: CivilDate?
        ) throws(EditError) -> (path: String, line: Int) {
            let found = date.map { date in matches.filter { $0.date == date } } ?? matches
            guard let first = found.first else { throw .refused(.noMatch(kind, name: name, date: date)) }
            guard found.count == 1 else {
                let places = found.map { RecordMatch(date: $0.date, file: $0.location.path, line: $0.location.line) }
                throw .refused(.severalMatch(kind, name: name, matches: places))
            }
            return (relative(first.location.path), first.location.line)
        }
        func same(_ a: String, _ b: String) -> Bool { a.lowercased() == b.lowercased() }
        switch target {
        case .eggs(let day):
            guard let entry = coop.eggs.entries.first(where: { $0.first == day || ($0.first <= day && day <= $0.last) }) else {
                throw .refused(.dayNotRecorded(day))
            }
            guard entry.first == day else {
                throw .refused(.dayInsideRange(day, range: entry.first...entry.last, file: entry.location.path, line: entry.location.line))
            }
            return (relative(entry.location.path), entry.location.line)
        case .dated(let kind, let name, let date):
            let declaration = kind.declaration
            guard let table = declaration.export.table, let key = declaration.namedBy, let column = table.columns.firstIndex(of: key),
                let dates = declaration.dates?(coop)
            else { throw .refused(.notNamed(kind)) }
            let names = table.rows(coop).map { row -> String? in
                switch row[column] {
                case .text(let text): text
                case .optionalText(let text): text
                default: nil
                }
            }
            let matches = zip(names, dates).filter { found, _ in found.map { same($0, name) } ?? false }.map(\.1)
            return try one(kind, name, matches, date: date)
        case .named(let kind, let name):
            return try namedPlace(kind, name: name)
        }
    }

    /// The file and line of the list item of `stem` whose `name` is `name` (ignoring case):
    /// in `stem.yaml`, or in a list file of the folder `stem/` (`chores/garden.yaml`).
    private func namedPlace(_ kind: RecordKind, name: String) throws(EditError) -> (path: String, line: Int) {
        let stem = kind.stem
        var found: [(path: String, line: Int)] = []
        let paths = existingFiles(stem).flatMap { path in
            guard path.hasSuffix("/") else { return [path] }
            return (FileSystem.list(fullPath(stem)) ?? []).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
                .map { path + $0 }
        }
        if kind == .hens, !hensOwnFiles(named: name).isEmpty {
            throw .refused(.recordHasOwnFile(kind, name: name, folder: shown(stem + "/")))
        }
        for path in paths {
            guard let (_, parse) = parsedFile(path), case .success(let root?) = parse, case .sequence(let list) = root
            else { continue }
            for item in list.items where Self.name(of: item, key: kind.declaration.namedBy ?? .name)?.lowercased() == name.lowercased() {
                found.append((path, item.mark.line))
            }
        }
        guard let first = found.first else { throw .refused(.noMatch(kind, name: name, date: nil)) }
        guard found.count == 1 else {
            throw .refused(
                .listedSeveralTimes(name: name, places: found.map { RecordMatch(date: nil, file: shown($0.path), line: $0.line) }))
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

    /// The `name` field of a mapping (or the field `key`: a chore's `title`).
    static func name(of node: YAMLNode, key: FieldKey = .name) -> String? {
        guard case .mapping(let mapping) = node else { return nil }
        for pair in mapping.pairs {
            if case .scalar(let found) = pair.key, found.value == key.name, case .scalar(let value) = pair.value {
                return value.value
            }
        }
        return nil
    }
}
