import CoopDiagnostics
import CoopEditing
import CoopLocale
import CoopSite

/// Why a write was not made, as the coop app shows it: a refusal in words, or the located
/// diagnostics of `coop check` (file, line and column, the line quoted with the faulty part
/// marked, the help).
struct AppProblem: Sendable, Equatable {
    /// A refusal in words (the file system's, or the editor's: "… is already recorded").
    let message: String?
    /// The errors the content would have had, laid out for display.
    let diagnostics: [DiagnosticLayout]

    /// A refusal in words only.
    init(message: String) {
        self.message = message
        diagnostics = []
    }

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
            let renderer = DiagnosticRenderer(sources: sources)
            message = nil
            diagnostics = (errors.isEmpty ? found : errors).map { diagnostic in
                Self.layout(diagnostic, renderer: renderer, words: words)
            }
        }
    }

    /// `diagnostic` laid out in `words`' language: English's own message in English; in another
    /// language the catalogue's sentence for its code (`problem.invalid-count`, or
    /// `problem.other` for a code it has none for), at the same place and quoted line.
    static func layout(_ diagnostic: Diagnostic, renderer: DiagnosticRenderer, words: Words) -> DiagnosticLayout {
        let layout = renderer.layout(diagnostic)
        guard words.language != "en" else { return layout }
        let key = "problem.\(diagnostic.code)"
        let sentence = words(Message(words.pattern(key) != nil ? key : "problem.other"))
        return layout.retold(sentence, code: diagnostic.code, note: words(Message("problem.see-also")))
    }

    /// The problem as its page shows it: each message a paragraph that wraps (a long path
    /// breaking after its slashes), the quoted line with the faulty part marked in the line
    /// itself, so that it shows wherever the line wraps.
    var data: AppProblemData {
        AppProblemData(
            message: message,
            diagnostics: diagnostics.map { diagnostic in
                AppDiagnostic(
                    blocks: diagnostic.blocks.map { block in
                        AppDiagnosticBlock(
                            place: block.location, severity: block.severity.rawValue, message: block.message,
                            excerpt: block.excerpt.map { AppExcerpt(line: $0.line, before: $0.before, marked: $0.marked, after: $0.after) })
                    }, help: diagnostic.help)
            })
    }
}
