import CoopLocale
import CoopRecords
import CoopSite
import CoopValues

extension RecordForm {
    /// The form's page at `path`: its heading, the kinds to switch to (when adding), the
    /// problem of the last save, and its questions with what was typed, posting with the
    /// server's `secret`; the settings' language is chosen among `languages`, the theme's.
    func page(path: String, coop: Coop, secret: String, today: CivilDate, words: Words, languages: [String] = []) -> AppFormPage {
        var hidden = [AppHidden("form-secret", secret), AppHidden("form-kind", kind.noun)]
        if let editing {
            hidden += [AppHidden("form-record", editing.place.description), AppHidden("form-fingerprint", editing.fingerprint)]
        }
        if let back { hidden.append(AppHidden("form-back", back)) }
        let kinds =
            editing != nil
            ? []
            : RecordKind.appKinds.filter { !coop.people.isEmpty || !($0 == .contributions || $0 == .deliveries) }.map { other in
                AppKindLink(stem: other.stem, url: AppRoute.add(other, back: back), current: other == kind)
            }
        return AppFormPage(
            path: path, title: words(editing == nil ? .addTitle(kind) : .editTitle(kind)),
            editing: editing.map { AppPlace(file: $0.place.path, line: $0.place.line) }, kinds: kinds,
            problem: problem.map(\.data), hidden: hidden,
            fields: kind == .eggs ? [] : Self.fields(of: kind, coop: coop, words: words, languages: languages).map(appField),
            eggs: kind == .eggs ? eggFields(coop: coop, today: today, words: words) : nil,
            removeURL: kind == .settings ? nil : editing.map { AppRoute.remove(record: $0.place.description, back: back) },
            cancelURL: back.map { "/" + $0 }, settings: kind == .settings)
    }

    /// One question, with what was typed.
    private func appField(_ field: FormField) -> AppField {
        let value = values[field.name] ?? ""
        switch field.input {
        case .text:
            return AppField(name: field.name, label: field.label, input: .text, hint: field.hint, required: field.required, value: value)
        case .longText:
            // As typed, leading spaces kept; a browser drops one line end right after <textarea>.
            let text = values.text(field.name) ?? ""
            return AppField(
                name: field.name, label: field.label, input: .longText, hint: field.hint, required: field.required,
                value: text.hasPrefix("\n") ? "\n" + text : text)
        case .date:
            return AppField(name: field.name, label: field.label, input: .date, hint: field.hint, required: field.required, value: value)
        case .count(let range):
            return AppField(
                name: field.name, label: field.label, input: .count, hint: field.hint, required: field.required, value: value,
                range: range)
        case .money:
            return AppField(name: field.name, label: field.label, input: .money, hint: field.hint, required: field.required, value: value)
        case .number:
            return AppField(name: field.name, label: field.label, input: .number, hint: field.hint, required: field.required, value: value)
        case .flag:
            let checked = (values[field.name] ?? field.implied).map { $0 == "true" || $0 == "on" } ?? false
            return AppField(
                name: field.name, label: field.label, input: .flag, hint: field.hint, required: field.required, value: value,
                checked: checked)
        case .choice(let options):
            var known = options
            if !value.isEmpty, !options.contains(where: { $0.value == value }) { known.append((value, value)) }
            return AppField(
                name: field.name, label: field.label, input: .choice, hint: field.hint, required: field.required, value: value,
                options: known.map { AppOption(value: $0.value, label: $0.label, selected: $0.value == value) })
        case .details:
            return AppField(
                name: field.name, label: field.label, input: .details, hint: field.hint, required: field.required,
                value: values.all(field.name).joined(separator: "\n"))
        case .photo:
            return AppField(
                name: field.name, label: field.label, input: .photo, hint: field.hint, required: field.required, value: value,
                newWordsName: HenPhoto.uploadName, newWords: values[HenPhoto.uploadName] ?? "")
        case .picks(let words):
            let chosen = values.all(field.name)
            let all = words + chosen.filter { !words.contains($0) }
            let takesNewWords = field.key != .hens
            return AppField(
                name: field.name, label: field.label, input: .picks, hint: field.hint, required: field.required, value: value,
                picks: all.map { AppOption(value: $0, label: $0, selected: chosen.contains($0)) },
                newWordsName: takesNewWords ? field.otherName : nil, newWords: values[field.otherName] ?? "")
        }
    }

    /// The egg count's questions: the day, a stepper per kind, then (folded) cracked eggs, eggs
    /// from known hens and the last day of a collection over several days.
    private func eggFields(coop: Coop, today: CivilDate, words: Words) -> AppEggFields {
        let typedDay = values["date"] ?? today.iso
        var recorded: AppRecordedDay?
        if editing == nil, let day = CivilDate(iso: typedDay),
            let entry = coop.eggs.entries.first(where: { $0.first <= day && day <= $0.last })
        {
            recorded = AppRecordedDay(
                isRange: entry.isRange, first: entry.first.iso, last: entry.last.iso,
                place: "\(entry.location.path), line \(entry.location.line)", eggs: entry.total,
                addTo: (values["recorded"] ?? "add") == "add")
        }
        func stepper(_ name: String, _ label: String) -> AppStepper { AppStepper(name: name, label: label, value: values[name] ?? "0") }
        let steppers = coop.kinds.map { stepper(EggForm.countName($0), coop.hasSeveralKinds ? $0.displayName : words(.eggsLabel)) }
        let present = coop.hens.filter { $0.removed == nil || values[EggForm.henName($0)] != nil }
        let open = (values["cracked"] ?? "0") != "0" || values["until"] != nil || coop.hens.contains { values[EggForm.henName($0)] != nil }
        return AppEggFields(
            day: typedDay, editing: editing != nil, recorded: recorded, steppers: steppers, open: open,
            cracked: stepper("cracked", words(.crackedLabel)), hens: present.map { stepper(EggForm.henName($0), $0.name) },
            until: values["until"] ?? "")
    }
}
