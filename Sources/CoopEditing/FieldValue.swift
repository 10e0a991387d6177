import CoopRecords
import CoopValues

/// A field's value in a record being added or edited; how it is written is the editor's choice.
///
/// Whatever it holds, a value is written as one scalar (or one list) of its key, never as
/// another key or another record; a value holding a character a content file may not hold
/// is refused (``refusal(key:)``) before anything is written.
public enum FieldValue: Sendable, Equatable {
    /// Text, written plain when YAML reads it back the same, quoted otherwise, and as a `|`
    /// block when it has several lines.
    case text(String)
    /// A value written as typed when it is one plain token (a number, a date, `true` or
    /// `false`); double-quoted otherwise, so that the content check refuses it at its line.
    case literal(String)
    /// A list of words, written `[a, b]`.
    case list([String])
    /// Days, written `[2026-01-04, 2026-01-18]` as a list of plain dates (a chore's `done`).
    case days([CivilDate])
    /// Free facts, written as a block mapping under the key, one `name: value` line each.
    case mapping([DetailRow])

    /// The texts the value holds: one, or a list's items.
    public var texts: [String] {
        switch self {
        case .text(let text), .literal(let text): [text]
        case .list(let items): items
        case .days(let days): days.map(\.iso)
        case .mapping(let facts): facts.flatMap { [$0.label, $0.value] }
        }
    }

    /// Why the value cannot be written as the field `key`: it holds a character content files
    /// do not allow (``YAMLText/refused(in:)``); `nil` when it can.
    func refusal(key: FieldKey) -> EditRefusal? {
        for text in texts {
            if let scalar = YAMLText.refused(in: text) { return .valueHoldsCharacter(key, character: scalar.value) }
        }
        return nil
    }

    /// The lines of `key: value`, the first without indentation, the others (a `|` block's)
    /// indented under a key at column `indent`.
    func lines(key field: FieldKey, indent: Int) -> [String] {
        let key = field.name
        switch self {
        case .literal(let text): return ["\(key): \(YAMLText.literal(text))"]
        case .list(let items): return ["\(key): \(YAMLText.list(items))"]
        case .days(let days): return ["\(key): [\(days.map(\.iso).joined(separator: ", "))]"]
        case .mapping(let facts):
            let pad = String(repeating: " ", count: indent + 2)
            return ["\(key):"] + facts.map { pad + $0.line }
        case .text(let text):
            guard let block = YAMLText.block(text, indent: indent) else { return ["\(key): \(YAMLText.scalar(text))"] }
            return ["\(key): " + block[0]] + block.dropFirst()
        }
    }

    /// The value inside a flow mapping (`{date: 2026-11-06, eggs: 12}`): on one line, quoted
    /// where a comma, a bracket or a colon would end it.
    var flowText: String {
        switch self {
        case .literal(let text): YAMLText.literal(text)
        case .list(let items): YAMLText.list(items)
        case .days(let days): "[\(days.map(\.iso).joined(separator: ", "))]"
        case .text(let text): YAMLText.flowScalar(text)
        case .mapping(let facts):
            "{" + facts.map { YAMLText.flowScalar($0.label) + ": " + YAMLText.flowScalar($0.value) }.joined(separator: ", ") + "}"
        }
    }
}
