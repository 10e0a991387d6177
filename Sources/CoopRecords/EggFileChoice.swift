import CoopValues

extension Coop {
    /// The file a new record dated `day` belongs in, relative to the content folder, among
    /// the files holding records of that kind (`stem`: `eggs`, `notes`, `expenses`, ...; given
    /// with their dates and relative paths; `existing` adds files of that kind holding no record
    /// yet): the file that already holds that month, else that year, else the single
    /// `stem.yaml` if the coop keeps one, else a new `stem/YYYY.yaml` if the coop keeps a
    /// folder, else a new `stem.yaml`.
    public static func file(
        for day: CivilDate, stem: String, among records: [(date: CivilDate, path: String)],
        existing: [String] = []
    ) -> String {
        if let sameMonth = records.last(where: { $0.date.yearMonth == day.yearMonth }) { return sameMonth.path }
        if let sameYear = records.last(where: { $0.date.year == day.year }) { return sameYear.path }
        let paths = records.map(\.path) + existing
        if let single = paths.first(where: { $0 == "\(stem).yaml" || $0 == "\(stem).yml" }) { return single }
        if paths.contains(where: { $0.hasPrefix(stem + "/") }) { return "\(stem)/\(day.year).yaml" }
        return stem == "eggs" ? "eggs/\(day.year).yaml" : "\(stem).yaml"
    }

    /// The egg file a new count for `day` belongs in (see ``file(for:stem:among:)``);
    /// `relativePath` turns a record's location path into a path relative to the content folder.
    public func eggFile(for day: CivilDate, relativePath: (String) -> String) -> String {
        // The same choice as `Coop.file`, without making a path for each of thousands of entries.
        let entries = eggs.entries
        if let sameMonth = entries.last(where: { $0.first.yearMonth == day.yearMonth })
            ?? entries.last(where: { $0.first.year == day.year })
        {
            return relativePath(sameMonth.location.path)
        }
        var paths: [String] = []
        for entry in entries where paths.last != entry.location.path && !paths.contains(entry.location.path) {
            paths.append(entry.location.path)
        }
        return Coop.file(for: day, stem: "eggs", among: [], existing: paths.map(relativePath))
    }
}
