import CoopValues
import CoopYAML

extension ContentEditor {
    /// The line changes that add `days` to a list of days written as block lines, one `- `
    /// line a day (a chore's `done`): a line for each new day after the last one, written
    /// like it; every line already there stays as written, its comments too. `nil` when the
    /// list is not block lines of plain days that `days` continues, and the whole field is
    /// rewritten instead.
    static func dayChanges(_ node: YAMLNode, days: [CivilDate], file: TextFile) -> [LineChange]? {
        guard case .sequence(let list) = node, !list.isFlow, let last = list.items.last else { return nil }
        let written = list.items.compactMap { item -> String? in
            guard case .scalar(let scalar) = item else { return nil }
            return scalar.value
        }
        let isos = days.map(\.iso)
        guard written.count == list.items.count, written.count < isos.count, Array(isos.prefix(written.count)) == written
        else { return nil }
        // The last item's line up to its value: its indentation and its `- `.
        let prefix = String(file.line(last.mark.line).unicodeScalars.prefix(last.mark.column - 1))
        guard prefix.filter({ $0 != " " }) == "-" else { return nil }
        return [(last.mark.line + 1, nil, isos.dropFirst(written.count).map { prefix + $0 })]
    }
}
