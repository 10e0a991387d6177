import CoopDiagnostics

extension DiagnosticCode {
    /// The YAML itself does not parse.
    public static let yamlSyntax: DiagnosticCode = "yaml-syntax"
    /// The file is not valid UTF-8.
    public static let notUTF8: DiagnosticCode = "not-utf8"
    /// The file contains a control character YAML forbids.
    public static let controlCharacter: DiagnosticCode = "control-character"
    /// A line end YAML reads as a line break but editors may not: a lone CR, U+0085, U+2028, U+2029.
    public static let lineEnd: DiagnosticCode = "line-end"
    /// A tab is used to indent.
    public static let tabIndent: DiagnosticCode = "tab-indent"
    /// Collections nested deeper than any coop file needs.
    public static let tooDeep: DiagnosticCode = "too-deep"
    /// An anchor alias (`*name`), which Coop Count does not expand.
    public static let yamlAlias: DiagnosticCode = "yaml-alias"
    /// More than one YAML document in a file.
    public static let multipleDocuments: DiagnosticCode = "multiple-documents"
}
