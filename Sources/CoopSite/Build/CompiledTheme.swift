import CoopDiagnostics
import CoopLocale
import CoopParallel
import CoopRecords
import CoopTemplate
import Synchronization

/// The theme of a build in the site's language, loaded and every page template compiled
/// against its data's schema: a theme error is found whatever the content holds, before
/// anything is built.
struct CompiledTheme: Sendable {
    /// The theme, or nil when its folder could not be read.
    let theme: Theme?
    /// The words of the site's language, or nil when the theme has no usable catalogue for it.
    let words: Words?
    /// The templates' text, for quoting in diagnostics.
    let sources: SourceLibrary
    /// Everything wrong with the theme.
    let diagnostics: [Diagnostic]
    /// Each page template, compiled (all of them when there are no errors).
    let templates: [PageTemplate: CompiledTemplate]
    /// Whether the coop app's page templates are among them (``SitePlan/appPageTypes``):
    /// for `coop serve` and `coop check`; `coop build` writes no such page.
    var appPages = false

    /// The theme of `options` and its words in `language`, read now (they are small), to
    /// be compiled by ``compile(reusing:)`` (which takes longer, and runs beside the
    /// content's reading). `language` is chosen at `place` (coop.yaml's `language:`).
    static func read(_ options: SiteOptions, language: String, chosenAt place: SourceLocation? = nil) -> CompiledTheme {
        let theme: Theme
        switch Theme.load(directory: options.theme, overrides: options.overrideFolder) {
        case .success(let loaded): theme = loaded
        case .failure(let error):
            return CompiledTheme(theme: nil, words: nil, sources: SourceLibrary(), diagnostics: error.diagnostics, templates: [:])
        }
        switch theme.words(language, chosenAt: place) {
        case .success(let words):
            return CompiledTheme(theme: theme, words: words, sources: SourceLibrary(), diagnostics: [], templates: [:])
        case .failure(let error):
            // The catalogues' text, to quote the lines the problems are on.
            var sources = SourceLibrary()
            for (path, file) in theme.files where Catalogue.language(ofPath: path) != nil {
                sources.add(SourceText(path: theme.displayPath(path), bytes: file.bytes))
            }
            return CompiledTheme(theme: theme, words: nil, sources: sources, diagnostics: error.diagnostics, templates: [:])
        }
    }

    /// This theme with the templates of the site's pages compiled, and with `appPages` those
    /// of the coop app too (``SitePlan/templates(appPages:)``); when its files and language
    /// are those of `previous`, which has them, `previous` is all there is to it, and when
    /// they are all the built-in theme's, the built-in theme compiled once per process is.
    func compile(reusing previous: CompiledTheme? = nil, appPages: Bool) -> CompiledTheme {
        guard let theme, let words else { return self }
        if let previous, let old = previous.theme, previous.words?.language == words.language, previous.appPages || !appPages,
            old.hasSameFiles(as: theme)
        {
            return previous
        }
        if theme.isBuiltIn { return Self.builtIn(language: words.language, words: words, theme: theme, appPages: appPages) }
        return Self.compile(theme, words: words, appPages: appPages)
    }

    /// The built-in theme, without overrides, compiled once per process and language.
    ///
    /// The first to ask compiles it, holding the lock: a build that asks while
    /// ``BuiltInTheme/prepare()`` compiles it waits for that work instead of doing it again.
    private static func builtIn(language: String, words: Words, theme: Theme, appPages: Bool) -> CompiledTheme {
        builtInByLanguage.withLock { compiled in
            if let done = compiled[language], done.appPages || !appPages { return done }
            let made = compile(theme, words: words, appPages: appPages)
            compiled[language] = made
            return made
        }
    }

    private static let builtInByLanguage = Mutex<[String: CompiledTheme]>([:])

    /// The built-in theme in English, its site's pages compiled now: what
    /// ``BuiltInTheme/prepare()`` starts ahead of the first build.
    static func prepareBuiltIn() { _ = builtInEnglish(appPages: false) }

    /// The built-in theme in English, compiled once per process; nil if it does not compile
    /// (a test catches that first).
    static func builtInEnglish(appPages: Bool) -> CompiledTheme? {
        guard case .success(let theme) = Theme.load(directory: nil, overrides: nil), case .success(let words) = theme.words("en")
        else { return nil }
        return builtIn(language: "en", words: words, theme: theme, appPages: appPages)
    }

    /// Compiles the templates of ``SitePlan/templates(appPages:)`` in `theme`, in the
    /// language of `words`.
    static func compile(_ theme: Theme, words: Words, appPages: Bool) -> CompiledTheme {
        // A page template that is not compiled is not read either.
        let library = theme.templates(excluding: appPages ? [] : SitePlan.appTemplateNames)
        var sources = SourceLibrary()
        sources.merge(library.sourceTexts)
        var diagnostics = library.diagnostics
        var templates: [PageTemplate: CompiledTemplate] = [:]
        if library.diagnostics.isEmpty {
            // Each page template is compiled on its own (its layout and fragments put in):
            // on every core, the results kept in the plan's order.
            let wanted = SitePlan.templates(appPages: appPages)
            let compiled = wanted.parallelMap { library.compile($0.name, data: $0.schema, words: words) }
            for (template, result) in zip(wanted, compiled) {
                switch result {
                case .success(let result): templates[template] = result
                case .failure(let error): diagnostics += error.diagnostics
                }
            }
        }
        return CompiledTheme(
            theme: theme, words: words, sources: sources, diagnostics: diagnostics, templates: templates, appPages: appPages)
    }
}

extension SiteOptions {
    /// The words of the site these options build: the theme's catalogue of the language its
    /// coop.yaml names, or, when that cannot be read (the build reports why), the built-in
    /// English. What the coop app says its forms and pages with.
    public func words() -> Words {
        let language = SiteLanguage.peek(content: content, displayRoot: contentDisplay ?? content)
        return CompiledTheme.read(self, language: language.code).words ?? Theme.builtInEnglish.map { Words($0) } ?? .englishFormatsOnly
    }
}
