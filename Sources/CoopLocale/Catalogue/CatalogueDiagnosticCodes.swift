import CoopDiagnostics

extension DiagnosticCode {
    /// A catalogue file that is not the shape of one (`messages/en.yaml`).
    public static let catalogueShape: DiagnosticCode = "catalogue-shape"
    /// A message whose text is not a valid pattern.
    public static let messageSyntax: DiagnosticCode = "message-syntax"
    /// A plural rule that cannot be read.
    public static let pluralRule: DiagnosticCode = "plural-rule"
    /// A message a translation gives with other arguments than English's.
    public static let messageArguments: DiagnosticCode = "message-arguments"
    /// A message key that does not exist (in a template's `c:msg`).
    public static let unknownMessage: DiagnosticCode = "unknown-message"
}
