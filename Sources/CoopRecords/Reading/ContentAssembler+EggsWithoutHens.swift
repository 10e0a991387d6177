import CoopDiagnostics
import CoopValues

extension ContentAssembler {
    /// A stretch of days with no hen in the flock: after `from` (the day the last hen before it
    /// left; `nil` before the first hen joined) and before `until` (the day the next hen
    /// joined; `nil` after the last hen left).
    struct HenlessGap: Equatable {
        let from: CivilDate?
        let until: CivilDate?
    }

    /// Warns about eggs recorded on days when no hen was in the flock (unless no hen is listed
    /// at all): a laying rate leaves them out, and they usually mean a hen missing from the
    /// list, or a date or `added` day mistyped. One warning for each run of such entries in a
    /// file, at the first of them.
    mutating func checkEggsWithoutHens() {
        guard !hens.isEmpty else { return }
        // The days some hen was in the flock, merged: [joined, left).
        let spans = hens.map { (from: $0.added, until: $0.removed) }.sorted { ($0.from?.dayNumber ?? .min) < ($1.from?.dayNumber ?? .min) }
        var covered: [(from: CivilDate?, until: CivilDate?)] = []
        for span in spans {
            if let last = covered.last, span.from == nil || last.until == nil || span.from! <= last.until! {
                let until = last.until == nil || span.until == nil ? nil : max(last.until!, span.until!)
                covered[covered.count - 1] = (last.from, until)
            } else {
                covered.append(span)
            }
        }
        /// The gap holding the first day of `first...last` that no hen covers, if there is one.
        func gap(_ first: CivilDate, _ last: CivilDate) -> HenlessGap? {
            var day = first
            for (index, span) in covered.enumerated() {
                if let from = span.from, day < from { return HenlessGap(from: index > 0 ? covered[index - 1].until : nil, until: from) }
                guard let until = span.until else { return nil }
                if day < until { day = until }
                if day > last { return nil }
            }
            return HenlessGap(from: covered.last?.until, until: nil)
        }
        let sorted = eggEntries.sorted { $0.first != $1.first ? $0.first < $1.first : $0.location < $1.location }
        var run: [EggEntry] = []
        var runGap: HenlessGap?
        func close() {
            guard let first = run.first, let runGap else { return }
            let eggs = run.reduce(0) { $0 + $1.total }
            let days = run.reduce(0) { $0 + $1.dayCount }
            let last = run.last!.last
            var what = "\(eggs == 1 ? "1 egg" : "\(eggs) eggs") recorded "
            what += days == 1 ? "on \(first.first.iso)" : "on \(days) days from \(first.first.iso) to \(last.iso)"
            switch (runGap.from, runGap.until) {
            case (nil, let until?): what += ", before the first hen joined (\(until.iso))"
            case (let from?, nil): what += ", after the last hen left (\(from.iso))"
            case (let from?, let until?): what += ", when no hen was in the flock (\(from.iso) to \(until.adding(days: -1).iso))"
            case (nil, nil): return
            }
            diagnostics.append(
                .warning(
                    .eggsWithoutHens, what, at: first.location, length: first.isRange ? 22 : 10,
                    help:
                        "a laying rate leaves them out; list the hens that laid them, with the day each joined (added:) and left (removed:), or check the dates"
                ))
        }
        // An entry crediting a hen is checked against her own days (credit-outside-flock).
        for entry in sorted where entry.total > 0 && entry.credits.isEmpty {
            let found = gap(entry.first, entry.last)
            if let found, found == runGap, run.last?.location.path == entry.location.path {
                run.append(entry)
                continue
            }
            close()
            run = found == nil ? [] : [entry]
            runGap = found
        }
        close()
    }
}
