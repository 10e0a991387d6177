import CoopValues

/// Which columns of a CSV hold what, and how its dates are written.
public struct CSVColumns: Sendable {
    /// The date column's name or 1-based number (default: the first named like a date).
    public var date: String?
    /// The egg count column (default: the first named like eggs or a count).
    public var count: String?
    /// A column naming the kind of the row's eggs.
    public var kind: String?
    /// A column saying how many days the row's eggs were collected over, ending on its date.
    public var days: String?
    /// Whether dates like 09/02/22 are day first (else month first, unless the first part is over 12).
    public var dayFirst: Bool

    /// Creates a description.
    public init(date: String? = nil, count: String? = nil, kind: String? = nil, days: String? = nil, dayFirst: Bool = false) {
        self.date = date
        self.count = count
        self.kind = kind
        self.days = days
        self.dayFirst = dayFirst
    }
}

/// A CSV row read as eggs: the days it covers and its count, by kind.
struct ImportedRow {
    let line: Int
    let first: CivilDate
    let last: CivilDate
    let counts: [(kind: String?, count: Int)]
}

/// A row that could not be used, with its line and why.
public struct SkippedRow: Sendable, Equatable {
    /// The row's 1-based line in the CSV file.
    public let line: Int
    /// Why it was skipped.
    public let reason: String
}

/// Reads a spreadsheet's rows into egg entries, reporting the rows it cannot read.
enum CSVImport {
    static func read(_ table: CSVTable, columns: CSVColumns) throws(EditError) -> (rows: [ImportedRow], skipped: [SkippedRow]) {
        func find(_ name: String?, _ what: CSVColumnRole, guesses: [String]) throws(EditError) -> Int? {
            if let name {
                guard let index = table.column(name) else {
                    throw .refused(.csvNoColumn(name: name, what: what, columns: table.header))
                }
                return index
            }
            return table.header.firstIndex { header in guesses.contains { header.lowercased().contains($0) } }
        }
        guard let dateColumn = try find(columns.date, .dates, guesses: ["date", "day", "jour"]) else {
            throw .refused(.csvNoDateColumn(columns: table.header))
        }
        guard let countColumn = try find(columns.count, .counts, guesses: ["egg", "oeuf", "œuf", "count", "laid"]) else {
            throw .refused(.csvNoCountColumn(columns: table.header))
        }
        let kindColumn = try columns.kind.flatMap { name throws(EditError) in try find(name, .kinds, guesses: []) }
        let daysColumn = try columns.days.flatMap { name throws(EditError) in try find(name, .daysCollected, guesses: []) }
        var rows: [ImportedRow] = []
        var skipped: [SkippedRow] = []
        for row in table.rows {
            func field(_ index: Int) -> String { index < row.fields.count ? row.fields[index].trimmingCharacters() : "" }
            guard let date = parseDate(field(dateColumn), dayFirst: columns.dayFirst) else {
                skipped.append(SkippedRow(line: row.line, reason: "'\(field(dateColumn))' is not a date"))
                continue
            }
            guard let count = Int(field(countColumn)), count >= 0, count <= 1_000_000 else {
                skipped.append(SkippedRow(line: row.line, reason: "'\(field(countColumn))' is not a count of eggs"))
                continue
            }
            var days = 1
            if let daysColumn {
                guard let value = Int(field(daysColumn)), value >= 1, value <= 366 else {
                    skipped.append(SkippedRow(line: row.line, reason: "'\(field(daysColumn))' is not a number of days"))
                    continue
                }
                days = value
            }
            let kind = kindColumn.map { field($0) }.flatMap { $0.isEmpty ? nil : $0 }
            rows.append(ImportedRow(line: row.line, first: date.adding(days: 1 - days), last: date, counts: [(kind, count)]))
        }
        return (rows, skipped)
    }

    /// `2022-02-09`, or `09/02/22`, `9.2.2022`, `2/9/2022` (day or month first as told;
    /// a first part over 12 is a day). Two-digit years are 2000-2069 or 1970-1999.
    static func parseDate(_ text: String, dayFirst: Bool) -> CivilDate? {
        if let iso = CivilDate(iso: text) { return iso }
        let parts = text.split(whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" }).map { Int($0) }
        guard parts.count == 3, let a = parts[0], let b = parts[1], var year = parts[2] else { return nil }
        if year < 100 { year += year < 70 ? 2000 : 1900 }
        let (day, month) = dayFirst || a > 12 ? (a, b) : (b, a)
        return CivilDate(year: year, month: month, day: day)
    }
}
