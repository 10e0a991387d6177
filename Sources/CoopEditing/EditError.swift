import CoopDiagnostics
import CoopFiles

/// Why an edit was not made. Nothing is written in any case.
public enum EditError: Error {
    /// The file system refused (with the reason).
    case io(String)
    /// The edit was refused, for the reason given (worded by the command line and the app).
    case refused(EditRefusal)
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
