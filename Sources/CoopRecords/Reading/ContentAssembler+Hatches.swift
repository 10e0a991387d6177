import CoopDiagnostics
import CoopValues
import CoopYAML

extension ContentAssembler {
    /// A hatch: eggs set on a day, by a hen of the flock (in it on that day) or `incubator`,
    /// its kind known, at most as many chicks hatched as eggs set, and hatched on or after
    /// the day set.
    mutating func readHatch(_ node: YAMLNode, file: inout RecordFile) {
        guard let mapping = mapping(node, .hatches, file: &file) else { return }
        let fields = MappingReader(mapping, .hatches, file: &file)
        let date = requiredDate(fields, .date, file: &file)
        var eggs: Int?
        if let eggsNode = fields[.eggs] {
            eggs = file.wholeNumber(eggsNode, field: .eggs, in: 1...RecordLimits.hatchEggs, what: "the eggs set")
        } else {
            file.missing(fields, .eggs)
        }
        var hen: Int?
        var henValid = true
        if let byNode = fields[.by], let name = file.text(byNode, field: .by), name.lowercased() != Hatch.incubator {
            if let index = henIndex.index(of: name) {
                hen = index
                if let date, !hens[index].isPresent(on: date.0) {
                    file.error(
                        .hatchOutsideFlock, "\(hens[index].name) sits on eggs set on \(date.0.iso), when she is not in the flock",
                        at: byNode)
                    henValid = false
                }
            } else {
                let suggestion = Suggestion.didYouMean(name, in: henIndex.names + [Hatch.incubator])
                file.error(
                    .unknownHen, "unknown hen '\(name)'\(suggestion)", at: byNode,
                    help: "by: is a broody hen of the flock, or incubator")
                henValid = false
            }
        }
        var kind: Int?
        var kindValid = true
        if let kindNode = fields[.kind], let kindName = file.text(kindNode, field: .kind) {
            kind = resolve(kindName, in: kindIndex, code: .unknownKind, what: "egg kind", node: kindNode, file: &file)
            kindValid = kind != nil
        }
        var hatched: Int?
        var hatchedValid = true
        if let hatchedNode = fields[.hatched] {
            hatched = file.wholeNumber(hatchedNode, field: .hatched, in: 0...RecordLimits.hatchEggs, what: "the chicks hatched")
            if let count = hatched, let eggs, count > eggs {
                file.error(.invalidCount, "\(count) chicks hatched from \(eggs) eggs set", at: hatchedNode, help: "hatched is at most eggs")
                hatched = nil
            }
            hatchedValid = hatched != nil
        }
        let hatchedOn = fields[.hatchedOn].flatMap { node in file.date(node, field: .hatchedOn).map { ($0, node) } }
        order(date, .date, before: hatchedOn, .hatchedOn, file: &file)
        guard let date, let eggs, henValid, kindValid, hatchedValid else { return }
        hatches.append(
            Hatch(
                date: date.0, eggs: eggs, henIndex: hen, kindIndex: kind, hatched: hatched, hatchedOn: hatchedOn?.0,
                location: file.location(node)))
    }
}
