import CoopRecords
import CoopValues

/// `data/*.csv`: one table per record kind, for spreadsheets, each with a header row of
/// the names used in the content files. A table is written only when its kind has records
/// (`eggs.csv` whenever an egg count is recorded).
///
/// Lists (tags, hens) are joined with `; `. Money is a plain decimal with two places
/// (`24.99`) beside a `currency` column; dates are `YYYY-MM-DD`; booleans `true`/`false`.
/// Free `details:` are in `coop.json` only, as they differ from record to record.
enum CSVExport {
    /// The tables of `coop` that have rows, by path in the site, each made when asked.
    static func plan(_ coop: Coop) -> [(path: String, make: @Sendable () -> [UInt8])] {
        let tables: [(String, Bool, @Sendable (Coop) -> CSVWriter)] = [
            ("eggs", !coop.eggs.entries.isEmpty, eggs),
            ("hens", !coop.hens.isEmpty, hens),
            ("kinds", hasWrittenKinds(coop), { kinds($0) ?? CSVWriter([]) }),
            ("notes", !coop.notes.isEmpty, notes),
            ("people", !coop.people.isEmpty, people),
            ("expenses", !coop.expenses.isEmpty, expenses),
            ("contributions", !coop.contributions.isEmpty, contributions),
            ("deliveries", !coop.deliveries.isEmpty, deliveries),
        ]
        return tables.filter(\.1).map { name, _, table in ("data/\(name).csv", { table(coop).bytes }) }
    }

    /// One row per entry as written: its first day, the eggs of each kind, cracked, laid in
    /// all, edible, and for a range `first..last` (its counts are for the whole range).
    static func eggs(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter(["date"] + coop.kinds.map(\.name) + ["cracked", "laid", "edible", "range"])
        for entry in coop.eggs.entries {
            table.field(.date(entry.first))
            for laid in entry.laid { table.field(.number(laid)) }
            table.field(.number(entry.cracked))
            table.field(.number(entry.total))
            table.field(.number(entry.edible))
            table.field(.value(entry.isRange ? "\(entry.first.iso)..\(entry.last.iso)" : ""))
            table.endRecord()
        }
        return table
    }

    /// One row per hen, in the order written.
    static func hens(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter([
            "name", "slug", "breed", "kind", "hatched", "added", "started_laying", "removed",
            "removed_reason", "photo", "about",
        ])
        for hen in coop.hens {
            table.row([
                .text(hen.name), .value(hen.slug), .text(hen.breed ?? ""), .text(coop.kinds[hen.kindIndex].name),
                .date(hen.hatched), .date(hen.added), .date(hen.startedLaying), .date(hen.removed),
                .text(hen.removedReason ?? ""), .text(hen.photo ?? ""), .text(hen.about ?? ""),
            ])
        }
        return table
    }

    /// The kinds, `nil` for a coop with only the implicit kind `eggs` (it wrote no `kinds.yaml`).
    /// Whether the kinds were written in the content (not only the built-in `eggs`).
    static func hasWrittenKinds(_ coop: Coop) -> Bool { coop.kinds.contains { $0.location != nil } }

    static func kinds(_ coop: Coop) -> CSVWriter? {
        guard hasWrittenKinds(coop) else { return nil }
        var table = CSVWriter(["name", "slug", "label", "color", "size"])
        for kind in coop.kinds {
            table.row([.text(kind.name), .value(kind.slug), .text(kind.label ?? ""), .text(kind.color ?? ""), .text(kind.size ?? "")])
        }
        return table
    }

    /// One row per note, by date; `text` is the Markdown as written.
    static func notes(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter(["date", "until", "title", "tags", "hens", "text"])
        for note in coop.notes {
            table.row([
                .date(note.date), .date(note.until), .text(note.title), .text(note.tags.joined(separator: "; ")),
                .text(note.henIndexes.map { coop.hens[$0].name }.joined(separator: "; ")), .text(note.text ?? ""),
            ])
        }
        return table
    }

    /// One row per sharing period: a person listed twice has two rows.
    static func people(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter(["name", "slug", "from", "until", "shares"])
        for person in coop.people {
            for period in person.periods {
                table.row([
                    .text(person.name), .value(person.slug), .date(period.from), .date(period.until),
                    .value(period.shares.description),
                ])
            }
        }
        return table
    }

    /// One row per expense, by date; `paid_by` is empty when paid from the pot.
    static func expenses(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter(["date", "item", "amount", "currency", "consumable", "shared", "paid_by", "tags"])
        for expense in coop.expenses {
            table.row([
                .date(expense.date), .text(expense.item), .value(expense.amount.description),
                .value(coop.settings.currency.code), .bool(expense.consumable), .bool(expense.shared),
                .text(expense.paidByIndex.map { coop.people[$0].name } ?? ""), .text(expense.tags.joined(separator: "; ")),
            ])
        }
        return table
    }

    /// One row per contribution, by date.
    static func contributions(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter(["date", "person", "amount", "currency", "note"])
        for contribution in coop.contributions {
            table.row([
                .date(contribution.date), .text(coop.people[contribution.personIndex].name),
                .value(contribution.amount.description), .value(coop.settings.currency.code), .text(contribution.note ?? ""),
            ])
        }
        return table
    }

    /// One row per delivery, by date.
    static func deliveries(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter(["date", "person", "eggs", "paid", "currency", "note"])
        for delivery in coop.deliveries {
            table.row([
                .date(delivery.date), .text(coop.people[delivery.personIndex].name), .number(delivery.eggs),
                .value(delivery.paid?.description ?? ""), .value(delivery.paid == nil ? "" : coop.settings.currency.code),
                .text(delivery.note ?? ""),
            ])
        }
        return table
    }
}
