import CoopCompiledTheme
import CoopSite
import CoopValues

extension SiteOptions {
    /// The built-in theme's templates as they were compiled when `coop` was built, read once
    /// per process.
    static let builtInTemplates = PrecompiledTemplates(archive: CompiledDefaultTheme.templates)

    /// Options for a build started by a command: with the built-in theme's templates as they
    /// were compiled when `coop` was built, so that they are not compiled again.
    static func command(content: String, output: String, theme: String?, today: CivilDate) -> SiteOptions {
        var options = SiteOptions(content: content, output: output, theme: theme, today: today)
        options.compiledTemplates = builtInTemplates
        return options
    }
}
