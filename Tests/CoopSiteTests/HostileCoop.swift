/// A coop in which every text field of every record kind carries text made to break out of
/// HTML, SVG, CSS, templates, iCalendar and CSV, or to confuse a reader with Unicode.
enum HostileCoop {
    /// Markup that would run if written unescaped: a script, an SVG and an image with event
    /// handlers (one breaking out of an attribute), and a style sheet breaking out of `<style>`.
    static let markup =
        #"<script>alert(1)</script><svg onload=alert(1)>"><img src=x onerror=alert(1)></style><style>body{display:none}</style>"#
    /// Text a template engine might evaluate.
    static let template = #"{{x}} ${site.title} ${page.root} c:text="x""#
    /// Old IE's CSS expressions and a script URL for CSS.
    static let css = "x{background:expression(alert(1))} url(javascript:alert(1))"
    /// A right-to-left override, a zero-width space and a zero-width no-break space.
    static let unicode = "\u{202E}gnp.exe\u{200B}\u{FEFF}"
    /// A spreadsheet formula.
    static let formula = #"=HYPERLINK("http://evil","x")"#
    /// Line breaks that would start a new iCalendar event.
    static let iCalendar = "\r\nBEGIN:VEVENT\r\nSUMMARY:evil;x,y\\"

    /// The hostile text of one field: the formula first (where a spreadsheet looks), then a
    /// label that keeps names unique, then everything else.
    static func text(_ label: String) -> String { formula + " " + label + " " + markup + template + css + unicode }

    /// Hostile text for a free-text field that may hold line breaks.
    static func note(_ label: String) -> String { text(label) + iCalendar }

    /// Markdown with script links written every way Markdown allows, raw HTML, and two
    /// links that must survive (one absolute, one relative).
    static let markdown =
        text("markdown") + "\n\n"
        + "[click](javascript:alert(1)) [c2](  JaVaScRiPt:alert(1)) <javascript:alert(1)> ![i](javascript:alert(2)) "
        + "[d](data:text/html;base64,PHNjcmlwdD4=) [v](vbscript:msgbox(1)) [e](&#106;avascript:alert(1)) "
        + "[t](java&#9;script:alert(1)) [r][ref] <a href=\"javascript:alert(1)\">raw</a> <img src=x onerror=alert(1)> "
        + "<svg onload=alert(1)> <script>alert(1)</script> <style>body{display:none}</style> "
        + "[ok](https://example.org/?a=1&b=2) [rel](../stats.html) *fine*\n\n[ref]: javascript:alert(3)\n"

    /// Tags, each hostile in its own way.
    static let tags = [
        markup, #""><img src=x onerror=alert(1)>"#, "{{x}}", "${site.title}", "javascript:alert(1)", formula, unicode + "evil",
    ]

    /// The names every record refers to.
    static let kind = text("kind"), hen = text("hen"), person = text("person")

    /// The photo: a path with quotes, angle brackets, braces, `#`, `?`, `%` and a space.
    static let photo = #"photos/"><img src=x onerror=alert(1)> {{x}} #?%.svg"#

    /// The content files.
    static var files: [String: String] {
        let details = "  details: {\(q(text("detail label"))): \(q(text("detail value")))}\n"
        var eggs = ""
        for day in 1...30 {
            let date = "2026-10-" + (day < 10 ? "0\(day)" : "\(day)")
            eggs += "\(date): {\(q(kind)): \(day % 3 + 1), \(q(hen)): 1, plain: 2, cracked: 1}\n"
        }
        for day in 1...21 { eggs += "2026-11-" + (day < 10 ? "0\(day)" : "\(day)") + ": {\(q(kind)): 2, plain: \(day % 4)}\n" }
        let tagList = "[" + tags.map(q).joined(separator: ", ") + "]"
        return [
            "coop.yaml": """
            title: \(q(text("title")))
            description: \(q(note("description")))
            edit_url: "https://example.org/edit/?a=1&b=(2)"
            base_url: "https://example.org/coop/"
            goal: {eggs_per_week: 20}

            """,
            "kinds.yaml": "- name: \(q(kind))\n  label: \(q(text("label")))\n  color: \"#a0612f\"\n  size: \(q(text("size")))\n"
                + details + "- name: plain\n  label: \(q(text("plain label")))\n  color: teal\n",
            "hens.yaml": """
            - name: \(q(hen))
              breed: \(q(text("breed")))
              kind: \(q(kind))
              hatched: 2025-01-01
              added: 2025-03-01
              started_laying: 2025-06-01
              removed: 2026-11-02
              removed_reason: \(q(note("reason")))
              photo: \(q(photo))
              about: \(q(markdown))

            """ + details + "- name: Pearl\n  kind: plain\n",
            "eggs.yaml": eggs,
            "notes.yaml": """
            - date: 2026-10-05
              until: 2026-10-20
              title: \(q(note("note title")))
              tags: \(tagList)
              hens: [\(q(hen))]
              text: \(q(markdown))
            - date: 2026-11-10
              title: \(q(text("second note")))
              tags: \(q(tags[0]))
              text: \(q(note("plain text")))

            """,
            "people.yaml": "- name: \(q(person))\n  shares: 2\n" + details + "- name: Owner\n",
            "expenses.yaml": """
            - date: 2026-10-03
              item: \(q(note("item")))
              amount: 24.99
              paid_by: \(q(person))
              tags: \(tagList)
            - date: 2026-11-03
              item: \(q(text("one-time item")))
              amount: 120
              consumable: false
              tags: [\(q(text("category")))]

            """,
            "contributions.yaml": "- date: 2026-10-04\n  person: \(q(person))\n  amount: 30\n  note: \(q(note("contribution")))\n",
            "deliveries.yaml": "- date: 2026-10-06\n  person: \(q(person))\n  eggs: 6\n  note: \(q(note("delivery")))\n",
            photo: #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#,
        ]
    }

    /// `text` as a YAML double-quoted scalar.
    static func q(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\r": out += "\\r"
            case "\n": out += "\\n"
            case "\u{202E}": out += "\\u202E"
            case "\u{200B}": out += "\\u200B"
            case "\u{FEFF}": out += "\\uFEFF"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
