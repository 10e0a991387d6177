import CoopDiagnostics
import CoopValues
import CoopYAML

extension ContentAssembler {
    /// One chore of `chores.yaml`: its title unique in the coop, its period, its first day, its
    /// reminder's time and the days it was done, none before its first day nor twice.
    mutating func readChore(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .chores, file: &file) else { return }
        let fields = MappingReader(mapping, .chores, file: &file)
        let title = file.requiredText(fields, .title)
        var every: ChorePeriod?
        if let node = fields[.every] {
            every = file.period(node, field: .every)
        } else {
            file.missing(fields, .every)
        }
        let from = requiredDate(fields, .from, file: &file)
        let at = fields[.at].flatMap { file.timeOfDay($0, field: .at) }
        var done: [CivilDate] = []
        if let node = fields[.done] {
            var seen: [CivilDate: YAMLNode] = [:]
            for (day, dayNode) in file.dates(node, field: .done) {
                if let from, day < from.0 {
                    file.error(
                        .dateOrder, "the chore was done on \(day.iso), before it starts (from: \(from.0.iso))", at: dayNode,
                        help: "correct the day, or move 'from' earlier")
                    continue
                }
                if let first = seen[day] {
                    file.error(
                        .duplicateDate, "\(day.iso) is already among the days the chore was done", at: dayNode,
                        notes: [Diagnostic.Note("first given here", at: file.location(first), length: first.length)])
                    continue
                }
                seen[day] = dayNode
                done.append(day)
            }
        }
        if let title, let titleNode = fields[.title] {
            let folded = NameTable.fold(title)
            if let first = choreTitles[folded] {
                file.error(
                    .duplicateName, "there is already a chore titled '\(first.title)'", at: titleNode,
                    help: "a chore is named by its title: give each its own",
                    notes: [Diagnostic.Note("first defined here", at: first.location)])
                return
            }
            choreTitles[folded] = (title, file.location(titleNode))
        }
        guard let title, let every, let from else { return }
        chores.append(
            Chore(title: title, every: every, from: from.0, at: at ?? .morning, done: done, location: file.location(node)))
    }
}
