import CoopDiagnostics
import CoopYAML

/// The fields of one record written as a YAML mapping, checked against the keys the
/// record may have.
///
/// Reports, once each: keys that are not plain text, keys given twice, and unknown keys
/// (with a did-you-mean and the list of keys the record has).
struct MappingReader {
    /// What the record is called in messages ("a hen").
    let record: String
    let mapping: YAMLMapping
    private var fields: [String: YAMLPair] = [:]

    /// Reads the keys of a record of `declaration`'s kind, reporting problems to `file`.
    init(_ mapping: YAMLMapping, _ declaration: RecordDeclaration, file: inout RecordFile) {
        self.init(mapping, record: declaration.recordName, keys: declaration.keyNames, file: &file)
    }

    /// Reads the keys of `mapping`, which may be `keys` (a record called `record` in messages),
    /// reporting problems to `file`.
    init(_ mapping: YAMLMapping, record: String, keys: [FieldKey], file: inout RecordFile) {
        self.init(mapping, record: record, keys: keys.map(\.name), file: &file)
    }

    private init(_ mapping: YAMLMapping, record: String, keys: [String], file: inout RecordFile) {
        self.record = record
        self.mapping = mapping
        for pair in mapping.pairs {
            guard case .scalar(let key) = pair.key else {
                file.error(.wrongType, "a key of \(record) must be a plain word, not \(pair.key.kindDescription)", at: pair.key)
                continue
            }
            if let first = fields[key.value] {
                file.error(
                    .duplicateKey, "'\(key.value)' is given twice for \(record)", at: pair.key,
                    notes: [Diagnostic.Note("first given here", at: file.location(first.key), length: first.key.length)])
                continue
            }
            guard keys.contains(key.value) else {
                let suggestion = Suggestion.didYouMean(key.value, in: keys)
                let extra = keys.contains("details") ? "; put other facts under 'details:'" : ""
                file.error(
                    .unknownKey, "unknown key '\(key.value)' for \(record)\(suggestion)", at: pair.key,
                    help: "\(record) has: \(keys.joined(separator: ", "))\(extra)")
                continue
            }
            fields[key.value] = pair
        }
    }

    /// The value of `key`, or `nil` when the key is absent or its value is null.
    subscript(key: FieldKey) -> YAMLNode? {
        guard let value = fields[key.name]?.value else { return nil }
        if case .scalar(let scalar) = value, scalar.isNull { return nil }
        return value
    }

    /// The key node of `key`, for pointing at a field.
    func keyNode(_ key: FieldKey) -> YAMLNode? { fields[key.name]?.key }

    /// Whether `key` is written at all (even with an empty value).
    func has(_ key: FieldKey) -> Bool { fields[key.name] != nil }
}
