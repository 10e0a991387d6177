import CoopEditing
import CoopRecords
import CoopSite
import CoopValues

/// The app's pages other than the forms: the question before a removal, and the confirmation
/// of a change with its Undo.
extension CoopApp {
    /// The question before removing the record at `place`: what it says (`text`, as read from
    /// its file by the caller), and a Remove button carrying its fingerprint, made from `text`
    /// rather than from a second read of the content.
    func removal(_ place: RecordPlace, kind: RecordKind, text: String, back: String?, problem: AppProblem? = nil) -> String {
        var out = "<header class=\"page-head\"><h1>Remove this \(HTML.text(kind.title.lowercased()))?</h1>"
        out +=
            "<p class=\"summary\">These lines will be taken out of <code>\(HTML.text(place.path))</code>; every other line stays. You can undo it on the next page.</p></header>"
        if let problem {
            out += "<div class=\"app-problem\" role=\"alert\"><h2>Not removed</h2>\(problem.html)</div>"
        }
        out += "<pre class=\"app-lines\">\(HTML.text(text))</pre>"
        out +=
            "<form class=\"app-form\" method=\"post\" action=\"\(AppRoute.remove.path)\">" + HTML.hidden("form-secret", access.formSecret)
        out += HTML.hidden("form-record", place.description) + HTML.hidden("form-fingerprint", FNV1a.hex(text))
        if let back { out += HTML.hidden("form-back", back) }
        out += "<div class=\"app-actions\"><button type=\"submit\" class=\"app-save app-danger\">Remove</button>"
        out += "<a href=\"\(AppRoute.edit.path)?record=\(Hexadecimal.queryEncoded(place.description))\">Edit it instead</a>"
        if let back { out += "<a href=\"/\(HTML.attribute(back))\">Cancel</a>" }
        return out + "</div></form>"
    }

    /// The confirmation of a change: what was written where, Undo, and the ways on.
    func done(_ entry: ChangeLog.Entry, name: String, undoable: Bool = true) -> String {
        let what = entry.kind.title.lowercased()
        var out = "<header class=\"page-head\"><h1>"
        out += entry.undone ? "Undone" : "\(entry.verb) \(entry.kind == .eggs ? "the egg count" : "the \(what)")"
        out += "</h1><p class=\"summary\">"
        out +=
            entry.undone
            ? "<code>\(HTML.text(entry.file))</code> is back as it was."
            : "In <code>\(HTML.text(entry.file))</code>, line \(entry.line):"
        out += "</p></header>"
        if !entry.undone {
            out +=
                "<pre class=\"app-lines\(entry.verb == "Removed" ? " app-removed" : "")\">\(HTML.text(entry.lines.joined(separator: "\n")))</pre>"
            if undoable {
                out +=
                    "<form class=\"app-form app-undo\" method=\"post\" action=\"\(AppRoute.undo.path)\">"
                    + HTML.hidden("form-secret", access.formSecret)
                out += HTML.hidden("form-change", name) + "<button type=\"submit\">Undo</button></form>"
            }
        }
        let back = entry.back.map { "<a href=\"/\(HTML.attribute($0))\">Back to the page</a>" } ?? ""
        out +=
            "<p class=\"app-next\">\(back)<a href=\"/\">The dashboard</a><a href=\"\(AppRoute.add.path)?kind=\(entry.kind.noun)\">Add another \(HTML.text(what))</a></p>"
        return out
    }
}
