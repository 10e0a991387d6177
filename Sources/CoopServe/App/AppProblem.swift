import CoopDiagnostics
import CoopEditing
import CoopLocale

/// Why a write was not made, as the coop app shows it: a refusal in words, or the located
/// diagnostics of `coop check` (file, line and column, the line quoted with the faulty part
/// marked, the help).
struct AppProblem: Sendable, Equatable {
    /// A refusal in words (the file system's, or the editor's: "… is already recorded").
    let message: String?
    /// The errors the content would have had, laid out for display.
    let diagnostics: [DiagnosticLayout]

    /// The problem `error` (from ``ContentEditor``, a ``FormProblem``, or any other)
    /// describes, in `words`.
    init(_ error: any Error, words: Words) {
        if let problem = error as? FormProblem {
            message = words(problem.appMessage)
            diagnostics = []
            return
        }
        guard let error = error as? EditError else {
            message = "\(error)"
            diagnostics = []
            return
        }
        switch error {
        case .io(let text):
            message = text
            diagnostics = []
        case .refused(let refusal):
            message = words(refusal.appMessage)
            diagnostics = []
        case .invalid(let found, let sources):
            let errors = found.filter { $0.severity == .error }
            message = nil
            diagnostics = (errors.isEmpty ? found : errors).map(DiagnosticRenderer(sources: sources).layout)
        }
    }

    /// The problem in HTML for a phone's narrow screen: each message a paragraph that wraps
    /// (a long path breaking after its slashes), the quoted line in a block with the faulty
    /// part marked (`<mark>`) in the line itself, so that it shows wherever the line wraps.
    var html: String {
        var out = message.map { "<p>\(HTML.text($0))</p>" } ?? ""
        for diagnostic in diagnostics {
            for block in diagnostic.blocks {
                let place =
                    block.location.map { "<span class=\"app-place\">\(HTML.text($0).replacing("/", with: "/<wbr>")):</span> " } ?? ""
                out += "<p>\(place)<strong>\(block.severity.rawValue):</strong> \(HTML.text(block.message))</p>"
                if let excerpt = block.excerpt {
                    out +=
                        "<pre class=\"app-excerpt\"><span class=\"app-line\">\(excerpt.line) |</span> \(HTML.text(excerpt.before))"
                        + "<mark>\(HTML.text(excerpt.marked))</mark>\(HTML.text(excerpt.after))</pre>"
                }
            }
            if let help = diagnostic.help { out += "<p>help: \(HTML.text(help))</p>" }
        }
        return out
    }
}
