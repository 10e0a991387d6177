import CoopDiagnostics
import CoopValues
import CoopYAML

extension ContentAssembler {
    /// The largest count one entry may hold; more is surely a typo.

    mutating func readEggs(_ root: YAMLNode, file: inout RecordFile) {
        guard case .mapping(let mapping) = root else {
            file.error(
                .wrongType, "an egg file is a mapping of dates to counts, like '2026-11-20: 5', not \(root.kindDescription)",
                at: root)
            return
        }
        eggEntries.reserveCapacity(eggEntries.count + mapping.pairs.count)
        for pair in mapping.pairs {
            guard case .scalar(let key) = pair.key else {
                file.error(
                    .wrongType, "an egg entry's key must be a date like 2026-11-20, not \(pair.key.kindDescription)",
                    at: pair.key)
                continue
            }
            guard let (first, last) = eggDates(key, node: pair.key, file: &file) else { continue }
            if let entry = eggEntry(pair.value, first: first, last: last, key: pair.key, file: &file) {
                eggEntries.append(entry)
            }
        }
    }

    /// Where the first `..` is in `text`, found byte by byte.
    private static func rangeSeparator(in text: String) -> Range<String.Index>? {
        let utf8 = text.utf8
        var dot: String.Index?
        for index in utf8.indices {
            guard utf8[index] == UInt8(ascii: ".") else {
                dot = nil
                continue
            }
            if let dot { return dot..<utf8.index(after: index) }
            dot = index
        }
        return nil
    }

    /// `2026-11-20` or the inclusive range `2026-12-24..2026-12-27`.
    private func eggDates(_ key: YAMLScalar, node: YAMLNode, file: inout RecordFile) -> (CivilDate, CivilDate)? {
        guard let separator = Self.rangeSeparator(in: key.value) else {
            guard let day = file.date(key, at: node) else { return nil }
            return (day, day)
        }
        let fromText = String(key.value[..<separator.lowerBound])
        let toText = String(key.value[separator.upperBound...])
        let fromScalar = YAMLScalar(value: fromText, style: .plain, mark: key.mark, length: fromText.unicodeScalars.count)
        let toMark = YAMLMark(
            line: key.mark.line,
            column: key.mark.column + fromText.unicodeScalars.count + 2
                + (key.style == .plain ? 0 : 1))
        let toScalar = YAMLScalar(value: toText, style: .plain, mark: toMark, length: toText.unicodeScalars.count)
        guard let from = file.date(fromScalar, at: .scalar(fromScalar)),
            let to = file.date(toScalar, at: .scalar(toScalar))
        else { return nil }
        guard from <= to else {
            file.error(
                .dateOrder, "the range \(key.value) ends before it starts", at: node,
                help: "write the earlier day first: \(to.iso)..\(from.iso)")
            return nil
        }
        return (from, to)
    }

    /// Reads the value of one egg entry.
    private func eggEntry(
        _ value: YAMLNode, first: CivilDate, last: CivilDate, key: YAMLNode,
        file: inout RecordFile
    ) -> EggEntry? {
        var laid = [Int](repeating: 0, count: kinds.count)
        switch value {
        case .scalar(let scalar):
            if scalar.isNull {
                let day = Self.dayText(first, last)
                file.error(
                    .missingField, "no count is given for \(day)", at: key,
                    help: "write the number of eggs after the colon, like '\(day): 5'; 0 means none were laid")
                return nil
            }
            guard let count = file.wholeNumber(scalar, at: value, in: 0...RecordLimits.eggCount, what: "a count of eggs")
            else { return nil }
            laid[0] = count
            return EggEntry(
                first: first, last: last, laid: laid, crackedByKind: kinds.count == 1 ? [0] : nil,
                location: file.location(key))
        case .sequence:
            file.error(
                .wrongType,
                "the eggs of \(Self.dayText(first, last)) must be a count (5) or counts by kind ({brown: 3, blue: 2}), not a list",
                at: value)
            return nil
        case .mapping(let mapping):
            return eggEntry(mapping, first: first, last: last, key: key, laid: laid, file: &file)
        }
    }

    private func eggEntry(
        _ mapping: YAMLMapping, first: CivilDate, last: CivilDate, key: YAMLNode,
        laid initial: [Int], file: inout RecordFile
    ) -> EggEntry? {
        // Only messages need the day as text: most entries have none.
        var day: String { Self.dayText(first, last) }
        var laid = initial
        var credits: [EggEntry.Credit] = []
        var crackedTotal = 0
        var crackedByKind = [Int](repeating: 0, count: kinds.count)
        var crackedNode: YAMLNode?
        var attributed = false
        var seen: [(name: String, node: YAMLNode)] = []  // a handful of keys: a list beats hashing
        var valid = true
        for pair in mapping.pairs {
            guard case .scalar(let name) = pair.key else {
                file.error(.wrongType, "a key in the eggs of \(day) must be an egg kind, a hen or 'cracked'", at: pair.key)
                valid = false
                continue
            }
            let folded = NameTable.fold(name.value)
            if let earlier = seen.first(where: { $0.name == folded })?.node {
                file.error(
                    .duplicateKey, "'\(name.value)' is given twice for \(day)", at: pair.key,
                    notes: [Diagnostic.Note("first given here", at: file.location(earlier), length: earlier.length)])
                valid = false
                continue
            }
            seen.append((folded, pair.key))
            if folded == "cracked" {
                crackedNode = pair.value
                switch pair.value {
                case .mapping(let byKind):
                    attributed = true
                    for item in byKind.pairs {
                        guard case .scalar(let kindName) = item.key,
                            let kind = resolve(
                                kindName.value, in: kindIndex, code: .unknownKind, what: "egg kind",
                                node: item.key, file: &file),
                            let count = file.wholeNumber(
                                item.value, field: .cracked, in: 0...RecordLimits.eggCount,
                                what: "a count of cracked eggs")
                        else {
                            valid = false
                            continue
                        }
                        crackedByKind[kind] += count
                        crackedTotal += count
                    }
                default:
                    guard
                        let count = file.wholeNumber(
                            pair.value, field: .cracked, in: 0...RecordLimits.eggCount,
                            what: "a count of cracked eggs")
                    else {
                        valid = false
                        continue
                    }
                    crackedTotal = count
                }
                continue
            }
            guard
                let count = file.wholeNumber(
                    pair.value, field: FieldKey(name.value), in: 0...RecordLimits.eggCount,
                    what: "a count of eggs")
            else {
                valid = false
                continue
            }
            if let kind = kindIndex.index(ofFolded: folded) {
                laid[kind] += count
            } else if let hen = henIndex.index(ofFolded: folded) {
                laid[hens[hen].kindIndex] += count
                credits.append(EggEntry.Credit(henIndex: hen, count: count))
                checkCredit(hens[hen], first: first, last: last, node: pair.key, file: &file)
            } else {
                let candidates = kindIndex.names + henIndex.names + ["cracked"]
                let suggestion = Suggestion.didYouMean(name.value, in: candidates)
                let what = henIndex.names.isEmpty ? "egg kind" : "egg kind or hen"
                file.error(
                    .unknownKind, "unknown \(what) '\(name.value)'\(suggestion)", at: pair.key,
                    help: "a key here is an egg kind (\(kindIndex.names.joined(separator: ", "))), "
                        + (henIndex.names.isEmpty ? "" : "a hen's name, ") + "or 'cracked'")
                valid = false
            }
        }
        guard valid else { return nil }
        let total = laid.reduce(0, +)
        if let crackedNode {
            if crackedTotal > total {
                file.error(
                    .crackedExceedsLaid, "\(crackedTotal) cracked but only \(total) laid on \(day)", at: crackedNode,
                    help: "cracked eggs are among those laid: '{brown: 4, cracked: 1}' means 4 laid, 3 edible")
                return nil
            }
            if attributed {
                for (kind, cracked) in crackedByKind.enumerated() where cracked > laid[kind] {
                    file.error(
                        .crackedExceedsLaid, "\(cracked) \(kinds[kind].name) cracked but only \(laid[kind]) laid on \(day)",
                        at: crackedNode)
                    return nil
                }
            } else {
                let layingKinds = laid.indices.filter { laid[$0] > 0 }
                if layingKinds.count == 1 { crackedByKind[layingKinds[0]] = crackedTotal }
            }
        }
        return EggEntry(
            first: first, last: last, laid: laid, cracked: crackedTotal, crackedByKind: crackedByKind,
            credits: credits, location: file.location(key))
    }

    /// `2026-11-20`, or `2026-12-24..2026-12-27` for a range, as messages name an entry.
    private static func dayText(_ first: CivilDate, _ last: CivilDate) -> String {
        first == last ? first.iso : "\(first.iso)..\(last.iso)"
    }

    /// A hen may be credited only while she is in the flock.
    private func checkCredit(_ hen: Hen, first: CivilDate, last: CivilDate, node: YAMLNode, file: inout RecordFile) {
        if let added = hen.added, first < added {
            file.error(
                .creditOutsideFlock, "\(hen.name) is credited with eggs on \(first.iso), before she joined the flock on \(added.iso)",
                at: node)
        } else if let removed = hen.removed, last >= removed {
            file.error(
                .creditOutsideFlock, "\(hen.name) is credited with eggs on \(last.iso), but she left the flock on \(removed.iso)",
                at: node)
        }
    }

    /// Each day may be recorded once across all egg files, and ranges may not overlap anything.
    mutating func checkEggOverlaps() {
        let sorted = eggEntries.sorted { $0.first != $1.first ? $0.first < $1.first : $0.location < $1.location }
        var reach: EggEntry?
        for entry in sorted {
            if let previous = reach, entry.first <= previous.last {
                let (first, second) = previous.location < entry.location ? (previous, entry) : (entry, previous)
                if !entry.isRange, !previous.isRange {
                    diagnostics.append(
                        .error(
                            .duplicateDate, "\(entry.first.iso) is recorded twice", at: second.location, length: 10,
                            notes: [Diagnostic.Note("also recorded here", at: first.location, length: 10)]))
                } else {
                    diagnostics.append(
                        .error(
                            .overlappingRange, "\(describe(second)) overlaps \(describe(first))", at: second.location,
                            length: second.isRange ? 22 : 10,
                            notes: [
                                Diagnostic.Note("\(describe(first)) is recorded here", at: first.location, length: first.isRange ? 22 : 10)
                            ],
                            help: "a day may be counted once: shorten the range or remove the overlapping day"))
                }
            }
            if reach == nil || entry.last > reach!.last { reach = entry }
        }
    }

    private func describe(_ entry: EggEntry) -> String {
        entry.isRange ? "the range \(entry.first.iso)..\(entry.last.iso)" : entry.first.iso
    }
}
