import CoopRecords

extension RecordForm {
    /// The questions of the form for a record of `kind` (every kind but eggs, which has a form
    /// of its own), in the order records of that kind write their fields; pick lists come
    /// from `coop`.
    static func fields(of kind: RecordKind, coop: Coop) -> [FormField] {
        let people = [("", "Choose…")] + coop.people.map { ($0.name, $0.name) }
        let tags = Array(Set(coop.notes.flatMap(\.tags) + coop.expenses.flatMap(\.tags))).sorted()
        switch kind {
        case .eggs:
            return []
        case .note:
            return [
                FormField(key: "date", label: "Date", input: .date, required: true),
                FormField(
                    key: "until", label: "Until", input: .date, hint: "For something that lasts: a molt, a trip. Shaded on the graphs."),
                FormField(key: "title", label: "Title", input: .text, hint: "The label on the graphs.", required: true),
                FormField(key: "tags", label: "Tags", input: .picks(tags)),
                FormField(key: "hens", label: "Hens", input: .picks(coop.hens.map(\.name)), hint: "The note shows on their pages too."),
                FormField(key: "text", label: "Text", input: .longText, hint: "Markdown: *emphasis*, lists, links."),
            ]
        case .expense:
            return [
                FormField(key: "date", label: "Date", input: .date, required: true),
                FormField(key: "item", label: "Item", input: .text, required: true),
                FormField(key: "amount", label: "Amount", input: .money, required: true),
                FormField(
                    key: "consumable", label: "Used up (feed, bedding)", input: .flag,
                    hint: "Untick for a one-time cost (a feeder, the coop), spread over 36 months.", implied: "true"),
                FormField(
                    key: "shared", label: "Shared", input: .flag, hint: "Untick when it is the payer’s own cost.", implied: "true"),
                FormField(key: "paid_by", label: "Paid by", input: .choice([("", "The pot")] + coop.people.map { ($0.name, $0.name) })),
                FormField(key: "tags", label: "Tags", input: .picks(tags)),
            ]
        case .contribution:
            return [
                FormField(key: "date", label: "Date", input: .date, required: true),
                FormField(key: "person", label: "Person", input: .choice(people), required: true),
                FormField(key: "amount", label: "Amount", input: .money, required: true),
                FormField(key: "note", label: "Note", input: .text),
            ]
        case .delivery:
            return [
                FormField(key: "date", label: "Date", input: .date, required: true),
                FormField(key: "person", label: "Person", input: .choice(people), required: true),
                FormField(key: "eggs", label: "Eggs", input: .count, required: true),
                FormField(key: "note", label: "Note", input: .text),
            ]
        case .hen:
            let kinds = coop.kinds.map { ($0.name, $0.displayName) }
            return [
                FormField(key: "name", label: "Name", input: .text, required: true),
                FormField(key: "breed", label: "Breed", input: .text),
            ] + (coop.hasSeveralKinds ? [FormField(key: "kind", label: "Lays", input: .choice([("", "Choose…")] + kinds))] : []) + [
                FormField(key: "hatched", label: "Hatched", input: .date),
                FormField(key: "added", label: "Joined the flock", input: .date),
                FormField(key: "started_laying", label: "Started laying", input: .date),
                FormField(key: "removed", label: "Left the flock", input: .date),
                FormField(key: "removed_reason", label: "Why she left", input: .text),
            ]
        case .person:
            return [
                FormField(key: "name", label: "Name", input: .text, required: true),
                FormField(
                    key: "shares", label: "Shares", input: .number,
                    hint: "How big their part of the eggs and the costs is. 1 if unsure; 0 for a buyer, who only buys eggs."),
                FormField(key: "from", label: "Sharing from", input: .date),
                FormField(key: "until", label: "Sharing until", input: .date),
            ]
        case .kind:
            return [
                FormField(
                    key: "name", label: "Name", input: .text, hint: "A short word, as typed in the egg files: brown.", required: true),
                FormField(key: "label", label: "Label", input: .text, hint: "Shown instead of the name: Brown (Orpingtons)."),
                FormField(key: "color", label: "Colour", input: .text, hint: "For the charts: a CSS colour such as #9c5a2e or olive."),
                FormField(key: "size", label: "Size", input: .text),
            ]
        }
    }
}
