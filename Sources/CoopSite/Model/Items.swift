import CoopInsight
import CoopMarkdown
import CoopRecords
import CoopTemplate
import CoopValues

/// The small pieces many pages show (links, tags, notes, facts, figures).
enum Items {
    /// A file's path from the site root as a URL path: every byte but ASCII letters, digits,
    /// `-._~` and `/` percent-encoded, so a photo named `a #1?.jpg` is found
    /// (`a%20%231%3F.jpg`) and no name can end the attribute or start a scheme.
    static func fileURL(_ path: String) -> String {
        Hexadecimal.percentEncoded(path) { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                true
            default:
                false
            }
        }
    }

    /// A note's anchor.
    static func noteID(_ note: Note) -> String { "note-\(note.date.iso)-\(Slug.make(note.title))" }

    /// Facts as a record shows them, leaving out those without a value.
    static func facts(_ rows: [(String, String?)]) -> [Fact] {
        rows.compactMap { label, value in value.map { Fact(label: label, value: $0) } }
    }

    /// A record's own `details:` as facts, each key with a capital first letter like the
    /// other facts' labels: `favourite treat` -> `Favourite treat`.
    static func details(_ rows: [DetailRow]) -> [Fact] {
        facts(rows.map { ($0.label.prefix(1).uppercased() + $0.label.dropFirst(), $0.value) })
    }
}

/// A link to a page of the site.
struct Link: TemplateData {
    let label: String
    let url: String

    init(_ label: String, _ url: String) {
        self.label = label
        self.url = url
    }

    static let templateFields = TemplateFields<Link>(
        "Link",
        [
            .field("label", { $0.label }),
            .field("url", { $0.url }, "from the site root"),
        ])
}

/// A tag, linking to its page.
struct TagItem: TemplateData {
    let name: String
    let url: String
    let count: Int

    /// The tag `name`, whose slug is `slug`, carried by `count` records.
    init(_ name: String, slug: String, count: Int = 0) {
        self.name = name
        url = PageAddress.tag(slug: slug).path
        self.count = count
    }

    /// Tags as a record lists them.
    static func list(_ names: [String]) -> [TagItem] { names.map { TagItem($0, slug: Slug.make($0)) } }

    static let templateFields = TemplateFields<TagItem>(
        "Tag",
        [
            .field("name", { $0.name }),
            .field("url", { $0.url }, "its tag page"),
            .field("count", { $0.count }, "how many records carry it"),
        ])
}

/// A note.
struct NoteItem: TemplateData {
    let id: String
    let date: CivilDate
    let until: CivilDate?
    let title: String
    /// The note's tags, the first ``shownTags`` of them unless it is shown in full.
    private(set) var tags: [TagItem]
    /// How many of its tags ``tags`` leaves out: its full list is in the list of notes.
    private(set) var moreTags: Int
    let hens: [Link]
    let text: Markup?
    let url: String
    let actions: RecordActions?

    /// How many tags a note shows outside the list of notes.
    ///
    /// A note is shown on the page of each of its tags (and on each one-tag graph): were it
    /// to list all of them there, a note with 1,000 tags would be written a million times and
    /// those pages would grow with the square of its tags. Only the list of notes, which shows
    /// each note once, lists all of a note's tags; elsewhere a longer list stops here and links
    /// to the note in the list of notes.
    static let shownTags = 30

    /// `note` as template data, its text's HTML taken from `noteHTML` (rendered now if
    /// missing). The coop's notes are made once, in ``SiteContext/notes``: pages take them
    /// from there by the note's index.
    /// Its tags are the first ``shownTags`` of them unless `inFull`; `page` is the page of the
    /// list of notes that holds it (``NoteListPages``), where ``url`` points.
    init(
        _ note: Note, coop: Coop, noteHTML: [String: Markup], listedAt page: PageAddress, actions: RecordActions? = nil,
        inFull: Bool = false
    ) {
        self.actions = actions
        id = Items.noteID(note)
        date = note.date
        until = note.until
        title = note.title
        tags = TagItem.list(inFull ? note.tags : Array(note.tags.prefix(Self.shownTags)))
        moreTags = note.tags.count - tags.count
        hens = note.henIndexes.map { Link(coop.hens[$0].name, PageAddress.hen(slug: coop.hens[$0].slug).path) }
        text = note.text.map { noteHTML[$0] ?? Markup(trusted: Markdown.html($0)) }
        url = page.path(at: id)
    }

    /// The note, made with all its tags, as the page of the tag `slug` (or its one-tag graph)
    /// shows it: its first ``shownTags`` tags, the last of them `slug` when it comes later.
    func shown(onPageOfTag slug: String) -> NoteItem {
        var shown = self
        let url = PageAddress.tag(slug: slug).path
        shown.tags = Array(tags.prefix(Self.shownTags))
        if !shown.tags.contains(where: { $0.url == url }), let own = tags.first(where: { $0.url == url }), !shown.tags.isEmpty {
            shown.tags[shown.tags.count - 1] = own
        }
        shown.moreTags = tags.count + moreTags - shown.tags.count
        return shown
    }

    static let templateFields = TemplateFields<NoteItem>(
        "Note",
        [
            .field("id", { $0.id }, "an anchor, unique on the site"),
            .field("date", { $0.date }),
            .field("until", { $0.until }, "the last day of a span"),
            .field("title", { $0.title }),
            .field("tags", { $0.tags }, "its tags: at most 30, but in the list of notes"),
            .field("moreTags", { $0.moreTags }, "how many tags are left out of `tags` (0 in the list of notes): `url` lists them"),
            .field("hens", { $0.hens }, "the hens it concerns"),
            .field("text", { $0.text }, "the text, as HTML from Markdown"),
            .field("url", { $0.url }, "the note in the list of notes, on the page of its year when the list has one a year"),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
        ])
}

/// A labelled fact about a record: "Breed: Buff Orpington".
struct Fact: TemplateData {
    let label: String
    let value: String

    static let templateFields = TemplateFields<Fact>(
        "Fact",
        [
            .field("label", { $0.label }),
            .field("value", { $0.value }),
        ])
}

/// A figure of the dashboard, the stats or a graph: "This month 412 (20 days recorded)".
struct Figure: TemplateData {
    let label: String
    let value: String
    let note: String?

    init(_ label: String, _ value: String, note: String? = nil) {
        self.label = label
        self.value = value
        self.note = note
    }

    static let templateFields = TemplateFields<Figure>(
        "Figure",
        [
            .field("label", { $0.label }),
            .field("value", { $0.value }),
            .field("note", { $0.note }),
        ])
}
