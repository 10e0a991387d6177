import CoopRecords
import CoopValues

/// A field's value in a record being added or edited; how it is written is the editor's choice.
public enum FieldValue: Sendable, Equatable {
    /// Text, written plain when YAML reads it back the same, quoted otherwise, and as a `|`
    /// block when it has several lines.
    case text(String)
    /// A value written as typed: a number, a date, `true` or `false`.
    case literal(String)
    /// A list of words, written `[a, b]`.
    case list([String])
    /// Free facts, written as a block mapping under the key, one `name: value` line each.
    case mapping([FieldFact])

    /// The lines of `key: value`, the first without indentation, the others (a `|` block's)
    /// indented under a key at column `indent`.
    func lines(key field: FieldKey, indent: Int) -> [String] {
        let key = field.name
        switch self {
        case .literal(let text): return ["\(key): \(text)"]
        case .list(let items): return ["\(key): \(YAMLText.list(items))"]
        case .mapping(let facts):
            let pad = String(repeating: " ", count: indent + 2)
            return ["\(key):"] + facts.map { pad + $0.line }
        case .text(let text):
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let blockable =
                lines.count > 1 && !(lines.first?.hasPrefix(" ") ?? true)
                && !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{7F}" }
            guard blockable else { return ["\(key): \(YAMLText.scalar(text))"] }
            let pad = String(repeating: " ", count: indent + 2)
            let body = text.hasSuffix("\n") ? lines.dropLast() : lines[...]
            return ["\(key): |" + (text.hasSuffix("\n") ? "" : "-")] + body.map { $0.isEmpty ? "" : pad + $0 }
        }
    }
}
