import CoopDiagnostics
import CoopFiles

/// Why an edit was not made. Nothing is written in any case.
public enum EditError: Error {
    /// The file system refused (with the reason).
    case io(String)
    /// The edit would break a rule; the message says which and what to do.
    case refused(String)
    /// The content with the new record has errors: every diagnostic, and the text to quote.
    case invalid([Diagnostic], SourceLibrary)
}

extension EditError {
    /// The file system's refusal of a step of an edit, in words naming the file (or, for
    /// the lock, the content folder).
    init(_ failure: FileFailure) {
        self = .io(failure.step == .lock ? "cannot lock the content folder: \(failure.reason)" : failure.description)
    }
}
