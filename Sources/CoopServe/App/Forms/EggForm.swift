import CoopEditing
import CoopLocale
import CoopRecords
import CoopValues

/// The egg-count form, built for a thumb: the day (today unless changed), one stepper per
/// kind, cracked eggs and eggs from a known hen folded away, and one Save.
///
/// Field names: `date`; `count.<kind>` for each kind; `hen.<name>` for eggs credited to a
/// hen (counted in her kind, on top of the kind's own count, as in the egg files);
/// `cracked`; `until`, the last day of eggs collected over several days (a range); and
/// `recorded` (`add` or `replace`) for a day already written down.
enum EggForm {
    /// The name of the field counting eggs of `kind`.
    static func countName(_ kind: EggKind) -> String { "count." + kind.name }
    /// The name of the field counting eggs credited to `hen`.
    static func henName(_ hen: Hen) -> String { "hen." + hen.name }

    /// The answers of the form showing `entry`.
    static func values(of entry: EggEntry, coop: Coop) -> FormData {
        var values = FormData()
        values.set("date", entry.isRange ? "\(entry.first.iso)..\(entry.last.iso)" : entry.first.iso)
        var byKind = entry.laid
        for credit in entry.credits {
            byKind[coop.hens[credit.henIndex].kindIndex] -= credit.count
            values.set(henName(coop.hens[credit.henIndex]), "\(credit.count)")
        }
        for (index, kind) in coop.kinds.enumerated() { values.set(countName(kind), "\(byKind[index])") }
        if entry.cracked > 0 { values.set("cracked", "\(entry.cracked)") }
        return values
    }

    /// Writes the counts in `values`: a new day (refused, added to or replacing a day
    /// already recorded, as `recorded` says), or the entry being edited.
    static func save(
        _ values: FormData, editing: RecordForm.Editing?, with editor: ContentEditor, coop: Coop, words: Words
    ) throws -> ContentEditor.Change {
        var counts: [(name: String?, count: Int)] = []
        for (index, kind) in coop.kinds.enumerated() {
            let count = try number(values[countName(kind)], kind.displayName)
            if count > 0 { counts.append((index == 0 ? nil : kind.name, count)) }
        }
        for hen in coop.hens {
            let count = try number(values[henName(hen)], hen.name)
            if count > 0 { counts.append((hen.name, count)) }
        }
        if counts.isEmpty { counts = [(nil, 0)] }
        let cracked = try number(values["cracked"], words(Message("form.eggs-form.cracked")))
        if let editing {
            return try editor.editEggs(editing.place, expecting: editing.fingerprint, counts: counts, cracked: cracked > 0 ? cracked : nil)
        }
        let dayLabel = words(Message("form.eggs-form.day"))
        guard let typed = values["date"] else { throw FormProblem.needed(field: dayLabel) }
        guard let day = CivilDate(iso: typed) else { throw FormProblem.notADate(field: dayLabel, typed: typed) }
        let recorded: ContentEditor.Recorded =
            switch values["recorded"] {
            case "add": .addTo
            case "replace": .replace
            default: .refuse
            }
        var until: CivilDate?
        if let typedLast = values["until"], typedLast != typed {
            guard let last = CivilDate(iso: typedLast) else {
                throw FormProblem.notADate(field: words(Message("form.eggs-form.last-day")), typed: typedLast)
            }
            until = last
        }
        return try editor.addEggs(on: day, until: until, counts: counts, cracked: cracked > 0 ? cracked : nil, recorded: recorded)
    }

    /// A count typed in the field `label`: empty is 0; anything but a whole number ≥ 0 is refused.
    private static func number(_ typed: String?, _ label: String) throws(FormProblem) -> Int {
        guard let typed else { return 0 }
        guard typed.utf8.count <= 9, let count = Int(typed), count >= 0 else {
            throw .notACount(field: label, typed: typed)
        }
        return count
    }
}
