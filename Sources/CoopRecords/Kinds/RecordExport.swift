import CoopValues

/// How a kind of record is written into the site's data exports (`data/<stem>.csv`, and its
/// array in `data/coop.json`).
public enum RecordExport: Sendable {
    /// A row (CSV) or an object (JSON) per record, a column per field, in ``ExportTable``'s order.
    case columns(ExportTable)
    /// A shape of its own, written by the exporters (the settings, the egg counts by day and
    /// kind, the people's sharing periods).
    case custom
}

/// A value of an export's column, typed so that each format writes it its way.
public enum ExportValue: Sendable {
    /// Text that is always there: a JSON string; CSV text (guarded against formulas).
    case text(String)
    /// Text that may be missing: a JSON string or null; CSV text or nothing.
    case optionalText(String?)
    /// A page address's name: a JSON string; CSV as it is.
    case slug(String)
    /// A day, or none: `"YYYY-MM-DD"` or null; CSV the day or nothing.
    case date(CivilDate?)
    /// A whole number.
    case count(Int)
    /// A whole number, or none: a JSON number or null; CSV the number or nothing.
    case optionalCount(Int?)
    /// Money, or none: a JSON number with two decimals or null; in CSV the amount, then a
    /// `currency` column with the coop's currency (nothing when there is no amount).
    case money(Money?)
    /// `true` or `false`.
    case bool(Bool)
    /// Words: a JSON array; CSV joined with `; `.
    case words([String])
    /// Free facts: a JSON object, in the order written; not in CSV (they differ from record
    /// to record).
    case details([DetailRow])
}

/// The columns of a kind's export, and its rows.
public struct ExportTable: Sendable {
    /// The columns' keys, in order.
    public let columns: [FieldKey]
    /// Each record's values, in the columns' order.
    public let rows: @Sendable (Coop) -> [[ExportValue]]
    /// How many records there are.
    public let count: @Sendable (Coop) -> Int

    /// The table of `records` (each record of the coop, in order), each column's value read
    /// from a record by its function.
    public init<Record>(
        _ records: @escaping @Sendable (Coop) -> [Record], _ columns: [(FieldKey, @Sendable (Record, Coop) -> ExportValue)]
    ) {
        self.columns = columns.map(\.0)
        let values = columns.map(\.1)
        rows = { coop in records(coop).map { record in values.map { $0(record, coop) } } }
        count = { records($0).count }
    }
}

extension RecordExport {
    /// The table, when the kind is written a column per field.
    public var table: ExportTable? {
        if case .columns(let table) = self { return table }
        return nil
    }
}
