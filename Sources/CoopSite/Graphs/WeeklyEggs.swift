import CoopCharts
import CoopInsight
import CoopRecords

/// What every weekly egg graph shares, made once: the weeks' columns, each tag's notes, and
/// the weekly graph of all eggs, which the one-tag graphs repeat with other notes marked.
struct WeeklyEggs: Sendable {
    /// The weeks' table cells and day-length line.
    let columns: WeekColumns
    /// The notes carrying each tag, by slug, in the order of the coop's notes.
    let notesByTag: [String: [Note]]
    /// The weekly graph of all eggs, with every note; its chart drawn for it and the one-tag
    /// graphs.
    let all: GraphContent

    init(_ context: SiteContext) {
        columns = WeekColumns(context)
        notesByTag = Self.notesByTag(context.coop.notes)
        var all = EggGraphs.weekly(context, kind: nil, columns: columns, tagged: notesByTag)
        all.sharedDrawing = ChartDrawing(all.chart)
        self.all = all
    }

    /// Each tag's notes, by slug; a note with two spellings of a tag is listed once.
    static func notesByTag(_ notes: [Note]) -> [String: [Note]] {
        var byTag: [String: [Note]] = [:]
        for note in notes {
            var slugs: [String] = []
            for tag in note.tags {
                let slug = Slug.make(tag)
                guard !slugs.contains(slug) else { continue }
                slugs.append(slug)
                byTag[slug, default: []].append(note)
            }
        }
        return byTag
    }
}
