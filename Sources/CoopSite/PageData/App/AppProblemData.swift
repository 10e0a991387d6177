import CoopTemplate

/// Why a write of the coop app was not made, as its page shows it: a sentence, or the
/// located diagnostics of `coop check`, each block's place broken after its slashes so that a
/// long path wraps on a phone, its quoted line with the faulty part marked.
public struct AppProblemData: TemplateData, Sendable {
    /// A refusal in words.
    let message: String?
    /// The diagnostics, laid out.
    let diagnostics: [AppDiagnostic]

    /// A problem of `message` and `diagnostics`.
    public init(message: String?, diagnostics: [AppDiagnostic]) {
        self.message = message
        self.diagnostics = diagnostics
    }

    public static let templateFields = TemplateFields<AppProblemData>(
        "AppProblem",
        [
            .field("message", { $0.message }, "a refusal in words"),
            .field("diagnostics", { $0.diagnostics }, "the located errors the content would have had"),
        ])
}

/// One diagnostic as the app shows it: its blocks (the error, then its notes) and its help.
public struct AppDiagnostic: TemplateData, Sendable {
    let blocks: [AppDiagnosticBlock]
    let help: String?

    /// A diagnostic of `blocks`, with `help`.
    public init(blocks: [AppDiagnosticBlock], help: String?) {
        self.blocks = blocks
        self.help = help
    }

    public static let templateFields = TemplateFields<AppDiagnostic>(
        "AppDiagnostic",
        [
            .field("blocks", { $0.blocks }, "the message, then its notes"),
            .field("help", { $0.help }, "what to do"),
        ])
}

/// A block of a diagnostic: where (the path in pieces, each ending after a slash), how bad,
/// what, and the line quoted.
public struct AppDiagnosticBlock: TemplateData, Sendable {
    let place: [String]
    let severity: String
    let message: String
    let excerpt: AppExcerpt?

    /// A block at `place` (`content/eggs/2026.yaml:332:33`), of `severity`, saying `message`.
    public init(place: String?, severity: String, message: String, excerpt: AppExcerpt?) {
        var pieces: [String] = []
        if let place {
            var piece = ""
            for character in place {
                piece.append(character)
                if character == "/" {
                    pieces.append(piece)
                    piece = ""
                }
            }
            pieces.append(piece + ":")
        }
        self.place = pieces
        self.severity = severity
        self.message = message
        self.excerpt = excerpt
    }

    public static let templateFields = TemplateFields<AppDiagnosticBlock>(
        "AppDiagnosticBlock",
        [
            .field("place", { $0.place }, "file:line:col, in pieces ending after each slash; empty without a place"),
            .field("severity", { $0.severity }, "error or warning"),
            .field("message", { $0.message }),
            .field("excerpt", { $0.excerpt }),
        ])
}

/// The quoted line of a diagnostic: its number, and the text before, in and after the part marked.
public struct AppExcerpt: TemplateData, Sendable {
    let line: Int
    let before: String
    let marked: String
    let after: String

    /// The line `line`, `marked` between `before` and `after`.
    public init(line: Int, before: String, marked: String, after: String) {
        self.line = line
        self.before = before
        self.marked = marked
        self.after = after
    }

    public static let templateFields = TemplateFields<AppExcerpt>(
        "AppExcerpt",
        [
            .field("line", { $0.line }), .field("before", { $0.before }), .field("marked", { $0.marked }),
            .field("after", { $0.after }),
        ])
}
