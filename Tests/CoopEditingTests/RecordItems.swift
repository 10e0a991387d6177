import CoopEditing
import CoopRecords
import CoopValues

/// The records the tests add and remove, by kind, as the command line and the app make them
/// from the kinds' declarations (`RecordItem(.notes, date:values:)`), in a few words.
extension RecordItem {
    static func note(date: CivilDate, title: String, tags: [String], text: String?, until: CivilDate?, hens: [String]) -> RecordItem {
        RecordItem(
            .notes, date: date,
            values: [
                .until: until.map { .literal($0.iso) }, .title: .text(title), .tags: tags.isEmpty ? nil : .list(tags),
                .hens: hens.isEmpty ? nil : .list(hens), .text: text.map(FieldValue.text),
            ].compactMapValues { $0 })!
    }

    static func expense(
        date: CivilDate, item: String, amount: String, tags: [String], paidBy: String?, oneTime: Bool, shared: Bool
    ) -> RecordItem {
        RecordItem(
            .expenses, date: date,
            values: [
                .item: .text(item), .amount: .literal(amount), .consumable: oneTime ? .literal("false") : nil,
                .shared: shared ? nil : .literal("false"), .paidBy: paidBy.map(FieldValue.text), .tags: tags.isEmpty ? nil : .list(tags),
            ].compactMapValues { $0 })!
    }

    static func delivery(date: CivilDate, person: String, eggs: String, paid: String?, note: String?) -> RecordItem {
        RecordItem(
            .deliveries, date: date,
            values: [.person: .text(person), .eggs: .literal(eggs), .paid: paid.map(FieldValue.literal), .note: note.map(FieldValue.text)]
                .compactMapValues { $0 })!
    }

    static func contribution(date: CivilDate, person: String, amount: String, note: String?) -> RecordItem {
        RecordItem(
            .contributions, date: date,
            values: [.person: .text(person), .amount: .literal(amount), .note: note.map(FieldValue.text)].compactMapValues { $0 })!
    }
}

extension NamedItem {
    static func hen(name: String, breed: String?, kind: String?, hatched: CivilDate?, added: CivilDate?) -> NamedItem {
        NamedItem(
            .hens, name: name,
            values: [
                .breed: breed.map(FieldValue.text), .kind: kind.map(FieldValue.text), .hatched: hatched.map { .literal($0.iso) },
                .added: added.map { .literal($0.iso) },
            ].compactMapValues { $0 })!
    }

    static func person(name: String, shares: String?, from: CivilDate?) -> NamedItem {
        NamedItem(
            .people, name: name,
            values: [.shares: shares.map(FieldValue.literal), .from: from.map { .literal($0.iso) }].compactMapValues { $0 })!
    }

    static func kind(name: String, label: String?, color: String?) -> NamedItem {
        NamedItem(
            .kinds, name: name, values: [.label: label.map(FieldValue.text), .color: color.map(FieldValue.text)].compactMapValues { $0 })!
    }
}

extension RemovalTarget {
    static func note(title: String, date: CivilDate?) -> RemovalTarget { .dated(.notes, name: title, date: date) }
    static func expense(item: String, date: CivilDate?) -> RemovalTarget { .dated(.expenses, name: item, date: date) }
    static func contribution(person: String, date: CivilDate?) -> RemovalTarget { .dated(.contributions, name: person, date: date) }
    static func delivery(person: String, date: CivilDate?) -> RemovalTarget { .dated(.deliveries, name: person, date: date) }
}
