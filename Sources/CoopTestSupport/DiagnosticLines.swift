import CoopDiagnostics

/// Each diagnostic as one line (`path:line:col: error: message [code]`), its notes on
/// following lines as `  note path:line:col: message`.
public func describe(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { diagnostic in
        ([diagnostic.description]
            + diagnostic.notes.map { note in
                "  note " + (note.location.map { "\($0): " } ?? "") + note.message
            }).joined(separator: "\n")
    }
}
