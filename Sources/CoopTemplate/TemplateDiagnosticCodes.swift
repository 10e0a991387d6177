import CoopDiagnostics

extension DiagnosticCode {
    /// The template is not well-formed XML.
    public static let templateSyntax: DiagnosticCode = "template-syntax"
    /// A `c:` attribute or element the engine does not know.
    public static let unknownDirective: DiagnosticCode = "unknown-directive"
    /// Two directives on one element that cannot go together.
    public static let conflictingDirectives: DiagnosticCode = "conflicting-directives"
    /// A directive where it cannot be used.
    public static let misplacedDirective: DiagnosticCode = "misplaced-directive"
    /// An expression that does not parse.
    public static let badExpression: DiagnosticCode = "bad-expression"
    /// A path naming a field or name that does not exist.
    public static let unknownField: DiagnosticCode = "unknown-field"
    /// A value of the wrong type for where it is used.
    public static let typeMismatch: DiagnosticCode = "type-mismatch"
    /// A filter that does not exist, or with wrong arguments.
    public static let unknownFilter: DiagnosticCode = "unknown-filter"
    /// A layout or included file that does not exist.
    public static let unknownTemplate: DiagnosticCode = "unknown-template"
    /// A fragment or slot that does not exist.
    public static let unknownFragment: DiagnosticCode = "unknown-fragment"
    /// Layouts or includes that end up including themselves.
    public static let templateCycle: DiagnosticCode = "template-cycle"
    /// A page that grows past ``Compiler/maximumElements`` elements once fragments and layouts are put in.
    public static let templateTooLarge: DiagnosticCode = "template-too-large"
    /// Output the HTML writer cannot produce safely (content in a void element, `</script` in a script).
    public static let unsafeOutput: DiagnosticCode = "unsafe-output"
}
