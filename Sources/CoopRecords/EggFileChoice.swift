import CoopValues

extension Coop {
    /// The egg file a new count for `day` belongs in, relative to the content folder: the
    /// file that already holds that month or year, else the single `eggs.yaml` if the coop
    /// keeps one, else a new `eggs/YYYY.yaml`. `relativePath` turns a record's location path
    /// into a path relative to the content folder.
    public func eggFile(for day: CivilDate, relativePath: (String) -> String) -> String {
        let entries = eggs.entries
        if let sameMonth = entries.last(where: { $0.first.yearMonth == day.yearMonth }) {
            return relativePath(sameMonth.location.path)
        }
        if let sameYear = entries.last(where: { $0.first.year == day.year }) {
            return relativePath(sameYear.location.path)
        }
        if let single = entries.first(where: { relativePath($0.location.path) == "eggs.yaml" || relativePath($0.location.path) == "eggs.yml" }) {
            return relativePath(single.location.path)
        }
        return "eggs/\(day.year).yaml"
    }
}
