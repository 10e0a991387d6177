import CoopInsight
import CoopMarkdown
import CoopRecords
import CoopTemplate
import CoopValues

/// Schemas and builders of the small pieces many pages show: notes, tags, links, days.
enum Items {
    static let link = ObjectSchema("Link", [
        TemplateField("label", .string), TemplateField("url", .string, "from the site root"),
    ])

    static let tag = ObjectSchema("Tag", [
        TemplateField("name", .string), TemplateField("url", .string, "its tag page"), TemplateField("count", .int, "how many records carry it"),
    ])

    static let note = ObjectSchema("Note", [
        TemplateField("id", .string, "an anchor, unique on the site"),
        TemplateField("date", .date), TemplateField("until", .optional(.date), "the last day of a span"),
        TemplateField("title", .string), TemplateField("tags", .list(.object(tag))),
        TemplateField("hens", .list(.object(link)), "the hens it concerns"),
        TemplateField("text", .optional(.markup), "the text, as HTML from Markdown"),
        TemplateField("url", .string, "the note in the list of notes"),
    ])

    static let fact = ObjectSchema("Fact", [TemplateField("label", .string), TemplateField("value", .string)])

    static let figure = ObjectSchema("Figure", [
        TemplateField("label", .string), TemplateField("value", .string), TemplateField("note", .optional(.string)),
    ])

    /// The page of a tag, from the site root.
    static func tagURL(_ tag: String) -> String { tagURL(slug: Slug.make(tag)) }

    /// The page of the tag whose slug is `slug`, from the site root.
    static func tagURL(slug: String) -> String { "tags/\(slug).html" }

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

    /// The page of a hen, from the site root.
    static func henURL(_ hen: Hen) -> String { "hens/\(hen.slug).html" }

    /// A note's anchor.
    static func noteID(_ note: Note) -> String { "note-\(note.date.iso)-\(Slug.make(note.title))" }

    static func link(_ label: String, _ url: String) -> TemplateValue {
        .object(TemplateObject(link, ordered: [.string(label), .string(url)]))
    }

    /// Tags as template data, as a record lists them.
    static func tags(_ names: [String]) -> TemplateValue {
        .list(names.map { tag($0, slug: Slug.make($0)) })
    }

    /// A tag as template data: its name, its page, and how many records carry it.
    static func tag(_ name: String, slug: String, count: Int = 0) -> TemplateValue {
        .object(TemplateObject(tag, ordered: [.string(name), .string(tagURL(slug: slug)), .int(count)]))
    }

    /// A note as template data, its text's HTML taken from `noteHTML` (rendered now if
    /// missing). The coop's notes are made once, in ``SiteContext/noteValues``: pages take
    /// them from there by the note's index.
    static func note(_ note: Note, coop: Coop, noteHTML: [String: Markup]) -> TemplateValue {
        let id = noteID(note)
        return .object(TemplateObject(self.note, ordered: [
            /* id */ .string(id), /* date */ .date(note.date), /* until */ .day(note.until), /* title */ .string(note.title),
            /* tags */ tags(note.tags),
            /* hens */ .list(note.henIndexes.map { link(coop.hens[$0].name, henURL(coop.hens[$0])) }),
            /* text */ note.text.map { .markup(noteHTML[$0] ?? Markup(trusted: Markdown.html($0))) } ?? .null,
            /* url */ .string("list/notes.html#" + id),
        ]))
    }

    static func facts(_ rows: [(String, String?)]) -> TemplateValue {
        .list(rows.compactMap { label, value in value.map { fact.make(["label": .string(label), "value": .string($0)]) } })
    }

    /// A record's own `details:` as facts, each key with a capital first letter like the
    /// other facts' labels: `favourite treat` -> `Favourite treat`.
    static func details(_ rows: [(label: String, value: String)]) -> TemplateValue {
        facts(rows.map { ($0.label.prefix(1).uppercased() + $0.label.dropFirst(), $0.value) })
    }

    static func figure(_ label: String, _ value: String, note: String? = nil) -> TemplateValue {
        figure.make(["label": .string(label), "value": .string(value), "note": .text(note)])
    }

    /// "3 eggs", "1 egg", "no eggs".
    static func eggs(_ n: Int) -> String {
        var bytes: [UInt8] = []
        appendEggs(n, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``eggs(_:)``'s text as UTF-8 bytes.
    static func appendEggs(_ n: Int, to out: inout [UInt8]) {
        switch n {
        case 0: out.appendUTF8("no eggs")
        case 1: out.appendUTF8("1 egg")
        default:
            out.appendUTF8(NumberFormat.grouped(n))
            out.appendUTF8(" eggs")
        }
    }
}
