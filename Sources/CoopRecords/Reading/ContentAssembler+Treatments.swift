import CoopDiagnostics
import CoopValues
import CoopYAML

extension ContentAssembler {
    /// A treatment: its days in order, its hens known and in the flock on its days, its
    /// withdrawal a whole number of days from 0 to ``RecordLimits/withdrawalDays``.
    mutating func readTreatment(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .treatments, file: &file) else { return }
        let fields = MappingReader(mapping, .treatments, file: &file)
        let date = requiredDate(fields, .date, file: &file)
        let until = fields[.until].flatMap { node in file.date(node, field: .until).map { ($0, node) } }
        order(date, .date, before: until, .until, file: &file)
        let what = file.requiredText(fields, .what)
        var henIndexes: [Int] = []
        if let hensNode = fields[.hens] {
            for (name, node) in file.words(hensNode, field: .hens) {
                guard let index = resolve(name, in: henIndex, code: .unknownHen, what: "hen", node: node, file: &file) else { continue }
                henIndexes.append(index)
                if let date { checkTreated(hens[index], from: date.0, through: until?.0 ?? date.0, node: node, file: &file) }
            }
        }
        let withdrawal = fields[.withdrawalDays].map {
            file.wholeNumber($0, field: .withdrawalDays, in: 0...RecordLimits.withdrawalDays, what: "the days of withdrawal")
        }
        let text = fields[.text].flatMap { file.markdown($0, field: .text) }
        let tags = readTags(fields[.tags], record: "a treatment", file: &file)
        guard let date, let what, withdrawal.map({ $0 != nil }) ?? true else { return }
        treatments.append(
            Treatment(
                date: date.0, until: until?.0, what: what, henIndexes: henIndexes, withdrawalDays: (withdrawal ?? 0) ?? 0,
                text: text, tags: tags, location: file.location(node)))
    }

    /// A hen may be treated only while she is in the flock.
    private func checkTreated(_ hen: Hen, from first: CivilDate, through last: CivilDate, node: YAMLNode, file: inout RecordFile) {
        if let added = hen.added, last < added {
            file.error(
                .treatedOutsideFlock, "\(hen.name) is treated on \(last.iso), before she joined the flock on \(added.iso)", at: node)
        } else if let removed = hen.removed, first >= removed {
            file.error(
                .treatedOutsideFlock, "\(hen.name) is treated on \(first.iso), but she left the flock on \(removed.iso)", at: node)
        }
    }

    /// A delivery or sale on a day whose eggs are withheld is a warning: the eggs handed out
    /// may be a treated hen's.
    mutating func checkDeliveriesWhileWithheld() {
        guard !treatments.isEmpty else { return }
        for delivery in deliveries {
            guard let treatment = treatments.first(where: { $0.withholds(delivery.date) }) else { continue }
            let what = delivery.paid == nil ? "a delivery" : "a sale"
            diagnostics.append(
                .warning(
                    .deliveredWhileWithheld,
                    "\(what) on \(delivery.date.iso), while eggs are withheld after '\(treatment.what)' "
                        + "(until \(treatment.withheldUntil.iso))",
                    at: delivery.location, notes: [Diagnostic.Note("the treatment is here", at: treatment.location)],
                    help: "eggs laid from a treatment's first day to its last day plus 'withdrawal_days' are not to be eaten or sold"))
        }
    }
}
