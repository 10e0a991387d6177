import CoopEditing
import CoopLocale
import CoopRecords

extension RecordForm {
    /// The form of the coop's settings (`coop.yaml`), filled from the file as it is now, with
    /// the file's fingerprint; `nil` when the file cannot be read as settings (a YAML error:
    /// the dashboard says where).
    static func settings(editor: ContentEditor, back: String?) -> RecordForm? {
        guard let (written, fingerprint) = editor.settings() else { return nil }
        var values = FormData()
        for (key, value) in written { values.append(key, value) }
        let place = RecordPlace(path: editor.settingsFile, line: 1)
        return RecordForm(kind: .settings, values: values, editing: Editing(place: place, fingerprint: fingerprint), back: back)
    }

    /// Writes the settings' answers through `editor` (see ``ContentEditor/editSettings(expecting:fields:)``):
    /// only the settings whose value changes; one left empty is removed.
    func saveSettings(with editor: ContentEditor, coop: Coop, words: Words) throws -> ContentEditor.Change {
        guard let editing else { throw EditError.refused(.recordChanged(file: editor.settingsFile)) }
        let fields = Self.fields(of: .settings, coop: coop, words: words)
        return try editor.editSettings(expecting: editing.fingerprint, fields: fields.map { ($0.key, $0.value(in: values)) })
    }
}
