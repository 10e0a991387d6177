#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The built-in theme's page templates, compiled ahead of time (CompiledTemplates.swift,
/// written by `coop-compile-theme`), for builds to use as `SiteOptions.compiledTemplates`.
/// When they are out of date, builds do not use them: they compile the templates themselves.
public enum CompiledDefaultTheme {
    /// The compiled templates, as a `TemplateArchive`.
    public static let templates: [UInt8] =
        Data(base64Encoded: compiledTemplatesBase64, options: .ignoreUnknownCharacters).map { Array($0) } ?? []
}
