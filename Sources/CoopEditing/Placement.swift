import CoopValues
import CoopYAML

/// Where a new entry goes in a file: in date order when the file is ordered, else at the end.
///
/// Entries are the keys of an egg file's mapping or the items of a list file. A new entry
/// goes right after the content of the last entry dated before it, so comments written above
/// the next entry stay with that entry; an entry earlier than all goes just before the first.
struct Placement {
    /// An entry of the file: its date and the lines it spans.
    struct Entry {
        let date: CivilDate?
        let firstLine: Int
        var lastLine: Int
    }

    let entries: [Entry]
    /// The column (0-based) entries start at: the indentation to copy.
    let indent: Int
    /// The lines of the file.
    let lineCount: Int

    /// The entries of `root` (a block mapping or list), given how to date each and the file's text.
    init(root: YAMLNode?, file: TextFile, date: (YAMLNode, YAMLNode?) -> CivilDate?) throws(EditError) {
        lineCount = file.lineCount
        var starts: [(CivilDate?, Int, Int)] = []
        switch root {
        case nil:
            break
        case .mapping(let mapping)?:
            guard !mapping.isFlow else {
                throw .refused(.fileIsFlowMapping)
            }
            starts = mapping.pairs.map { (date($0.key, $0.value), $0.key.mark.line, $0.key.mark.column - 1) }
        case .sequence(let sequence)?:
            guard !sequence.isFlow else {
                throw .refused(.fileIsFlowList)
            }
            starts = sequence.items.map { item in
                let line = item.mark.line
                let text = Array(file.line(line).unicodeScalars)
                let dash = text.firstIndex(of: "-") ?? max(0, item.mark.column - 3)
                return (date(item, nil), line, dash)
            }
        case .scalar?:
            throw .refused(.fileIsSingleValue)
        }
        var entries: [Entry] = []
        for (index, start) in starts.enumerated() {
            let next = index + 1 < starts.count ? starts[index + 1].1 : file.lineCount + 1
            var last = max(start.1, next - 1)
            while last > start.1, Self.isBlankOrComment(file.line(last)) { last -= 1 }
            entries.append(Entry(date: start.0, firstLine: start.1, lastLine: last))
        }
        self.entries = entries
        indent = starts.first?.2 ?? 0
    }

    static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.isEmpty || trimmed.hasPrefix("#")
    }

    /// Whether the entries' dates never go backwards.
    var isOrdered: Bool {
        let dates = entries.compactMap(\.date)
        return zip(dates, dates.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// The line a new entry dated `date` goes before.
    func line(for date: CivilDate) -> Int {
        guard isOrdered, let later = entries.firstIndex(where: { ($0.date ?? .init(dayNumber: .min)) > date }) else {
            return lineCount + 1
        }
        return later == 0 ? entries[0].firstLine : entries[later - 1].lastLine + 1
    }
}
