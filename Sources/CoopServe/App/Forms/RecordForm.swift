import CoopDiagnostics
import CoopEditing
import CoopFiles
import CoopLocale
import CoopRecords
import CoopValues

/// A form of the coop app: a record being added or edited, its answers so far, and what went
/// wrong with the last try to save it.
///
/// The same form is shown empty (with today's date) to add a record, filled from the file to
/// edit one, and filled with what was sent when saving failed, so that nothing typed is lost.
struct RecordForm: Sendable {
    /// The record being edited and its fingerprint when the form was made (see
    /// ``ContentEditor/fingerprint(at:)``).
    struct Editing: Sendable, Equatable {
        let place: RecordPlace
        let fingerprint: String
    }

    /// The kind of record.
    var kind: RecordKind
    /// The answers, by field name.
    var values: FormData
    /// The record being edited; `nil` when adding.
    var editing: Editing?
    /// Why the last save failed, in words with the file, line and column to look at.
    var problem: AppProblem?
    /// The site page to go back to afterwards (`list/expenses.html`).
    var back: String?

    /// An empty form for a new record of `kind`, on `today`, with the answers `preset` gives
    /// (a hen from her page, a person from theirs).
    static func adding(_ kind: RecordKind, today: CivilDate, preset: FormData = FormData(), back: String?) -> RecordForm {
        var values = preset
        if values["date"] == nil { values.set("date", today.iso) }
        return RecordForm(kind: kind, values: values, back: back)
    }

    /// The form to edit the record at `place`, filled from the file; `nil` when no record of
    /// a kind the app knows starts there.
    static func editing(_ place: RecordPlace, editor: ContentEditor, coop: Coop, back: String?) -> RecordForm? {
        guard let kind = RecordKind(place: place), let fingerprint = editor.fingerprint(at: place) else { return nil }
        var values = FormData()
        if kind == .eggs {
            guard
                let entry = coop.eggs.entries.first(where: {
                    editor.relative($0.location.path) == place.path && $0.location.line == place.line
                })
            else { return nil }
            values = EggForm.values(of: entry, coop: coop)
        } else {
            guard let fields = editor.fields(at: place) else { return nil }
            for (key, items) in fields {
                for item in items { values.append(key, item) }
            }
        }
        return RecordForm(kind: kind, values: values, editing: Editing(place: place, fingerprint: fingerprint), back: back)
    }

    /// The form as the browser sent it back: its kind, the record it edits, its answers.
    /// The form's own fields are named `form-…` (`form-kind`, `form-record`), which no
    /// record's field can be (their keys are `snake_case`).
    init?(submitted form: FormData) {
        guard let kind = form["form-kind"].flatMap(RecordKind.init(noun:)) else { return nil }
        self.kind = kind
        values = form
        if let place = form["form-record"] {
            guard let place = RecordPlace(place), let fingerprint = form["form-fingerprint"] else { return nil }
            editing = Editing(place: place, fingerprint: fingerprint)
        }
        back = form["form-back"]
    }

    /// A form of `kind` holding `values`.
    init(kind: RecordKind, values: FormData, editing: Editing? = nil, back: String?) {
        self.kind = kind
        self.values = values
        self.editing = editing
        self.back = back
    }

    /// Writes the record through `editor`: adds it, or changes the one being edited. A
    /// problem is an ``EditError``, and nothing is written.
    ///
    /// A photo picked on the phone (``HenPhoto``) is written first, its path set as the
    /// record's `photo`; when the record is not saved, the photo is taken away again.
    func save(with editor: ContentEditor, coop: Coop, words: Words) throws -> ContentEditor.Change {
        if kind == .eggs { return try EggForm.save(values, editing: editing, with: editor, coop: coop, words: words) }
        if kind == .settings { return try saveSettings(with: editor, coop: coop, words: words) }
        let fields = Self.fields(of: kind, coop: coop, words: words)
        guard let upload = values[HenPhoto.uploadName], let field = fields.first(where: { $0.key == .photo }) else {
            return try save(values, fields: fields, with: editor)
        }
        let photo = try HenPhoto(base64: upload, label: field.label)
        let slug = Slug.make(values[fields[0].name] ?? "")
        let path = try photo.write(slug: slug.isEmpty ? "hen" : slug, in: editor.directory)
        var values = self.values
        values.set(HenPhoto.uploadName, nil)
        values.set(field.name, path)
        do {
            return try save(values, fields: fields, with: editor)
        } catch {
            _ = FileSystem.removeTree(FilePath(editor.directory).appending(path))
            throw error
        }
    }

    /// Writes the record of the answers `values` to `fields` through `editor`.
    private func save(_ values: FormData, fields: [FormField], with editor: ContentEditor) throws -> ContentEditor.Change {
        for field in fields where field.required && field.value(in: values) == nil {
            throw FormProblem.needed(field: field.label)
        }
        for field in fields {
            if case .date = field.input, let typed = values[field.name], CivilDate(iso: typed) == nil {
                throw FormProblem.notADate(field: field.label, typed: typed)
            }
            if case .details = field.input, let typed = values[field.name] {
                for (line, fact) in zip(typed.split(separator: "\n").filter { !String($0).trimmingSpaces.isEmpty }, FormField.facts(typed))
                where fact == nil {
                    throw FormProblem.notAFact(field: field.label, typed: String(line).trimmingSpaces)
                }
            }
        }
        if let editing {
            let written = Set((editor.fields(at: editing.place) ?? []).map(\.key))
            let changes = fields.map { field -> (key: FieldKey, value: FieldValue?) in
                let value = field.value(in: values)
                // A value the format assumes anyway is not added to a record that leaves it out.
                if !written.contains(field.name), let implied = field.implied, value == .literal(implied) { return (field.key, nil) }
                return (field.key, value)
            }
            return try editor.edit(editing.place, expecting: editing.fingerprint, fields: changes)
        }
        var answers: [FieldKey: FieldValue] = [:]
        for field in fields.dropFirst() {
            guard let value = field.value(in: values), value != field.implied.map(FieldValue.literal) else { continue }
            answers[field.key] = value
        }
        let first = values[fields[0].name] ?? ""
        if let item = NamedItem(kind, name: first, values: answers) { return try editor.add(item) }
        guard let date = CivilDate(iso: first), let item = RecordItem(kind, date: date, values: answers) else {
            throw FormProblem.needed(field: fields[0].label)
        }
        return try editor.add(item)
    }
}
