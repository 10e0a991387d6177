import CoopRecords
import CoopYAML

extension ContentEditor {
    /// The changes that make the free facts written as the block mapping `node` (a field's
    /// value, on `lines` of `file`, its key's line first) hold `facts`: a fact that goes is
    /// taken out, one whose value changes has its line rewritten, a new one is added after the
    /// last; every other line, comments included, stays. `nil` when `node` is not a block
    /// mapping of plain `name: value` lines, to be rewritten whole.
    static func factChanges(
        _ node: YAMLNode, facts: [DetailRow], lines: ClosedRange<Int>, file: TextFile
    ) -> [LineChange]? {
        guard case .mapping(let mapping) = node, !mapping.isFlow, !mapping.pairs.isEmpty,
            mapping.pairs.allSatisfy({ pair in
                if case .scalar = pair.key, case .scalar = pair.value { true } else { false }
            })
        else { return nil }
        let spans = keySpans(mapping, lastLine: lines.upperBound, file: file)
        guard let first = spans.first, first.lines.lowerBound > lines.lowerBound else { return nil }
        var changes: [LineChange] = []
        for span in spans {
            guard let fact = facts.first(where: { $0.label == span.key }) else {
                changes.append((span.lines.lowerBound, span.lines, []))
                continue
            }
            if case .scalar(let value)? = span.value, value.value == fact.value { continue }
            let prefix = String(file.line(span.lines.lowerBound).unicodeScalars.prefix(span.column))
            changes.append((span.lines.lowerBound, span.lines, [prefix + fact.line]))
        }
        let end = (spans.map(\.lines.upperBound).max() ?? lines.upperBound) + 1
        let indent = String(repeating: " ", count: first.column)
        for fact in facts where !spans.contains(where: { $0.key == fact.label }) {
            changes.append((end, nil, [indent + fact.line]))
        }
        return changes
    }
}
