import CoopDiagnostics
import CoopValues
import CoopYAML

extension ContentAssembler {
    mutating func readNote(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .notes, file: &file) else { return }
        let fields = MappingReader(mapping, .notes, file: &file)
        let date = requiredDate(fields, .date, file: &file)
        let title = file.requiredText(fields, .title)
        let until = fields[.until].flatMap { node in file.date(node, field: .until).map { ($0, node) } }
        order(date, .date, before: until, .until, file: &file)
        let tags = readTags(fields[.tags], record: "a note", file: &file)
        var henIndexes: [Int] = []
        if let hensNode = fields[.hens] {
            for (name, node) in file.words(hensNode, field: .hens) {
                if let index = resolve(name, in: henIndex, code: .unknownHen, what: "hen", node: node, file: &file) {
                    henIndexes.append(index)
                }
            }
        }
        let text = fields[.text].flatMap { file.markdown($0, field: .text) }
        guard let date, let title else { return }
        notes.append(
            Note(
                date: date.0, until: until?.0, title: title, tags: tags, henIndexes: henIndexes, text: text,
                location: file.location(node)))
    }

    /// A date that must be present.
    func requiredDate(_ fields: MappingReader, _ key: FieldKey, file: inout RecordFile) -> (CivilDate, YAMLNode)? {
        guard let node = fields[key] else {
            file.missing(fields, key)
            return nil
        }
        return file.date(node, field: key).map { ($0, node) }
    }

    /// A person named in a required field.
    func requiredPerson(_ fields: MappingReader, _ key: FieldKey, file: inout RecordFile) -> Int? {
        guard let name = file.requiredText(fields, key), let node = fields[key] else { return nil }
        return resolve(name, in: personIndex, code: .unknownPerson, what: "person", node: node, file: &file)
    }
}
