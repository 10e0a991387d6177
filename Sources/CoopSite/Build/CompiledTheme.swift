import CoopDiagnostics
import CoopParallel
import CoopTemplate

/// The theme of a build, loaded and every page template compiled against its data's
/// schema: a theme error is found whatever the content holds, before anything is built.
struct CompiledTheme: Sendable {
    /// The theme, or nil when its folder could not be read.
    let theme: Theme?
    /// The templates' text, for quoting in diagnostics.
    let sources: SourceLibrary
    /// Everything wrong with the theme.
    let diagnostics: [Diagnostic]
    /// Each page template, compiled (all of them when there are no errors).
    let templates: [PageTemplate: CompiledTemplate]

    /// Loads the theme of `options` and compiles every template of ``SitePlan/templates``;
    /// when its files are those of `previous`, `previous` is all there is to it, and when
    /// they are all the built-in theme's, ``builtIn`` is.
    static func load(_ options: SiteOptions, reusing previous: CompiledTheme? = nil) -> CompiledTheme {
        let theme: Theme
        switch Theme.load(directory: options.theme, overrides: options.overrideFolder) {
        case .success(let loaded): theme = loaded
        case .failure(let error): return CompiledTheme(theme: nil, sources: SourceLibrary(), diagnostics: error.diagnostics, templates: [:])
        }
        if let previous, let old = previous.theme, old.hasSameFiles(as: theme) { return previous }
        if theme.isBuiltIn, let builtIn = Self.builtIn { return builtIn }
        return compile(theme)
    }

    /// The built-in theme, without overrides, compiled once per process: the first time a
    /// build needs it, or earlier when ``BuiltInTheme/prepare()`` starts it.
    static let builtIn: CompiledTheme? = {
        guard case .success(let theme) = Theme.load(directory: nil, overrides: nil) else { return nil }
        return compile(theme)
    }()

    /// Compiles every template of ``SitePlan/templates`` in `theme`.
    static func compile(_ theme: Theme) -> CompiledTheme {
        let library = theme.templates()
        var sources = SourceLibrary()
        sources.merge(library.sourceTexts)
        var diagnostics = library.diagnostics
        var templates: [PageTemplate: CompiledTemplate] = [:]
        if library.diagnostics.isEmpty {
            // Each page template is compiled on its own (its layout and fragments put in):
            // on every core, the results kept in the plan's order.
            let compiled = SitePlan.templates.parallelMap { library.compile($0.name, data: $0.schema) }
            for (template, result) in zip(SitePlan.templates, compiled) {
                switch result {
                case .success(let result): templates[template] = result
                case .failure(let error): diagnostics += error.diagnostics
                }
            }
        }
        return CompiledTheme(theme: theme, sources: sources, diagnostics: diagnostics, templates: templates)
    }
}
