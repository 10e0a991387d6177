import CoopLocale
import CoopRecords
import CoopValues

extension RecordForm {
    /// The questions of the form for a record of `kind` (every kind but eggs, which has a form
    /// of its own): the fields its declaration has a form question for, in the order records
    /// of that kind write them, labelled in `words`; pick lists come from `coop`.
    /// The settings' language is chosen among `languages`, the theme's.
    /// Hens are offered in the flock's order, those still in it first: a note may remember a
    /// hen gone, a treatment or a broody hen cannot be one (an edit still shows the hens its
    /// record names).
    static func fields(of kind: RecordKind, coop: Coop, words: Words, languages: [String] = []) -> [FormField] {
        let present = coop.hens.filter { $0.removed == nil }.map(\.name)
        let hens = kind == .notes ? present + coop.hens.filter { $0.removed != nil }.map(\.name) : present
        return kind.declaration.formFields.compactMap { field -> FormField? in
            guard let question = field.form else { return nil }
            let input: FormField.Input
            switch question.input {
            case .text: input = .text
            case .longText: input = .longText
            case .date: input = .date
            case .count: input = .count(field.type.wholeNumbers)
            case .money: input = .money
            case .number: input = .number
            case .flag: input = .flag
            case .person(let none):
                input = .choice([("", words(Message(none)))] + coop.people.map { ($0.name, $0.name) })
            case .kind:
                // Asked only when there is a choice.
                guard coop.hasSeveralKinds else { return nil }
                input = .choice([("", words(Message("form.choose")))] + coop.kinds.map { ($0.name, $0.displayName) })
            case .tags: input = .picks(Array(Set(coop.notes.flatMap(\.tags) + coop.expenses.flatMap(\.tags))).sorted())
            case .hens: input = .picks(hens)
            case .weekday:
                input = .choice(
                    [("", words(Message("form.settings.week-starts-default")))]
                        + [Weekday.monday, .sunday].map { day in
                            (day.keyword, words(Message("form.settings.weekday", ["day": .text(day.keyword)])))
                        })
            case .language:
                // English is the default; the pseudo-language is for testing the catalogue.
                // The others by their names, in the order of the page's alphabet.
                let shown = languages.filter { $0 != "qps" && $0 != "en" }.map { code in
                    (code, words(Message("form.settings.language-name", ["language": .text(code)])))
                }
                input = .choice([("", words(Message("form.settings.language-default")))] + words.collation.sorted(shown) { $0.1 })
            case .lossCause:
                input = .choice(
                    [("", words(Message("form.hens.cause-none")))]
                        + LossCause.allCases.map { ($0.rawValue, words(Message("form.hens.cause-of", ["cause": .text($0.rawValue)]))) })
            case .broody:
                input = .choice([("", words(Message("form.hatches.incubator")))] + present.map { ($0, $0) })
            case .details: input = .details
            case .photo: input = .photo
            }
            return FormField(
                key: field.key, label: words(Message(question.label)), input: input, hint: question.hint.map { words(Message($0)) },
                required: field.required, implied: field.implied)
        }
    }
}
