import CoopDiagnostics
import CoopFiles
import CoopYAML

/// The language coop.yaml names, read ahead of the content: the theme is compiled in that
/// language while the rest of the content is read.
public enum SiteLanguage {
    /// The code `language:` gives in the coop.yaml (or coop.yml) of `content`, and where
    /// (the file shown under `displayRoot`), when it has the shape of one; `en` otherwise
    /// (the content's own reading reports what is wrong).
    public static func peek(content: String, displayRoot: String) -> (code: String, location: SourceLocation?) {
        for name in ["coop.yaml", "coop.yml"] {
            guard let bytes = FileSystem.read(FilePath(content).appending(name)) else { continue }
            guard case .success(.mapping(let settings)?) = YAMLParser.parse(bytes, path: name) else { return ("en", nil) }
            for pair in settings.pairs {
                guard case .scalar(let key) = pair.key, key.value == "language", case .scalar(let value) = pair.value else { continue }
                guard Settings.isLanguageCode(value.value) else { return ("en", nil) }
                let path = FilePath(displayRoot).appendingAsTyped(name).string
                return (value.value, SourceLocation(path: path, line: value.mark.line, column: value.mark.column))
            }
            return ("en", nil)
        }
        return ("en", nil)
    }
}
