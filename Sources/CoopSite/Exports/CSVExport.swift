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
    /// The tables of `coop` that have rows, by path in the site, each made when asked: a table
    /// for each kind of record (its declaration's columns, or a shape of its own), in
    /// ``order(_:)``.
    static func plan(_ coop: Coop) -> [(path: String, make: @Sendable () -> [UInt8])] {
        var tables: [(String, @Sendable () -> CSVWriter)] = []
        for kind in RecordKind.allCases.sorted(by: { order($0) < order($1) }) {
            let declaration = kind.declaration
            switch kind {
            case .settings:
                continue  // the settings are in coop.json only
            case .eggs:
                if !coop.eggs.entries.isEmpty { tables.append((declaration.stem, { eggs(coop) })) }
            case .people:
                if !coop.people.isEmpty { tables.append((declaration.stem, { people(coop) })) }
            case .kinds, .hens, .notes, .expenses, .contributions, .deliveries, .treatments, .hatches, .chores:
                guard case .columns(let table) = declaration.export, isWritten(kind, coop) else { continue }
                tables.append((declaration.stem, { Self.table(table, coop) }))
            }
        }
        return tables.map { name, table in ("data/\(name).csv", { table().bytes }) }
    }

    /// Where a kind's table comes in the plan (and in the site's list of downloads): the egg
    /// counts first, the table most people open; then the flock, the notes and the money.
    static func order(_ kind: RecordKind) -> Int {
        switch kind {
        case .eggs: 0
        case .hens: 1
        case .kinds: 2
        case .notes: 3
        case .people: 4
        case .expenses: 5
        case .contributions: 6
        case .deliveries: 7
        case .treatments: 8
        case .hatches: 9
        case .chores: 10
        case .settings: 11
        }
    }

    /// Whether a kind's table has rows written in the content files: the built-in kind `eggs`
    /// of a coop without `kinds.yaml` is not a row.
    static func isWritten(_ kind: RecordKind, _ coop: Coop) -> Bool {
        kind == .kinds ? hasWrittenKinds(coop) : (kind.declaration.export.table?.count(coop) ?? 0) > 0
    }

    /// A kind's table: a header of its columns' keys (with `currency` after each amount),
    /// then a row per record. Free `details:` are left out.
    static func table(_ table: ExportTable, _ coop: Coop) -> CSVWriter {
        let rows = table.rows(coop)
        var header: [String] = []
        for (key, value) in zip(table.columns, rows.first ?? []) {
            switch value {
            case .details: continue
            case .money: header += [key.name, "currency"]
            default: header.append(key.name)
            }
        }
        var csv = CSVWriter(header)
        let currency = coop.settings.currency.code
        for row in rows {
            for value in row {
                switch value {
                case .text(let text): csv.field(.text(text))
                case .optionalText(let text): csv.field(.text(text ?? ""))
                case .slug(let slug): csv.field(.value(slug))
                case .date(let date): csv.field(.date(date))
                case .count(let count): csv.field(.number(count))
                case .optionalCount(let count): if let count { csv.field(.number(count)) } else { csv.field(.value("")) }
                case .money(let amount):
                    csv.field(.value(amount?.description ?? ""))
                    csv.field(.value(amount == nil ? "" : currency))
                case .bool(let flag): csv.field(.bool(flag))
                case .words(let words): csv.field(.text(words.joined(separator: "; ")))
                case .details: continue
                }
            }
            csv.endRecord()
        }
        return csv
    }

    /// One row per entry as written: its first day, the eggs of each kind, cracked, withheld
    /// (only in a coop with treatments), laid in all, edible, and for a range `first..last`
    /// (its counts are for the whole range).
    static func eggs(_ coop: Coop) -> CSVWriter {
        let withheld = !coop.treatments.isEmpty
        var table = CSVWriter(
            [FieldKey.date.name] + coop.kinds.map(\.name) + [FieldKey.cracked.name] + (withheld ? ["withheld"] : [])
                + ["laid", "edible", "range"])
        for entry in coop.eggs.entries {
            table.field(.date(entry.first))
            for laid in entry.laid { table.field(.number(laid)) }
            table.field(.number(entry.cracked))
            if withheld { table.field(.number(entry.withheld)) }
            table.field(.number(entry.total))
            table.field(.number(entry.edible))
            table.field(.value(entry.isRange ? "\(entry.first.iso)..\(entry.last.iso)" : ""))
            table.endRecord()
        }
        return table
    }

    /// Whether the kinds were written in the content (not only the built-in `eggs`).
    static func hasWrittenKinds(_ coop: Coop) -> Bool { coop.kinds.contains { $0.location != nil } }

    /// One row per sharing period: a person listed twice has two rows.
    static func people(_ coop: Coop) -> CSVWriter {
        var table = CSVWriter([FieldKey.name, .slug, .from, .until, .shares].map(\.name))
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
}
