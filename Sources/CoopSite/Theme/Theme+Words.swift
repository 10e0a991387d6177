import CoopDefaultTheme
import CoopDiagnostics
import CoopLocale

extension Theme {
    /// The languages the theme has a catalogue for (`messages/<language>.yaml`), and the
    /// pseudo-language `qps` made from English, sorted.
    public var languages: [String] {
        (files.keys.compactMap(Catalogue.language(ofPath:)) + ["qps"]).sorted()
    }

    /// The words of `language`: the theme's catalogue `messages/<language>.yaml` (for `qps`,
    /// English's in brackets), with the built-in English behind it for any message it
    /// lacks. A catalogue with problems, or none, is an error, located in the file (or at
    /// `place`, where the language is chosen).
    public func words(_ language: String, chosenAt place: SourceLocation? = nil) -> Result<Words, DiagnosticError> {
        let english: Catalogue
        switch Theme.builtInCatalogue {
        case .success(let catalogue): english = catalogue
        case .failure(let error): return .failure(error)
        }
        let path = language == "qps" ? "messages/en.yaml" : "messages/\(language).yaml"
        guard let file = files[path] else {
            let known = languages
            return .failure(
                DiagnosticError([
                    .error(
                        .invalidLanguage,
                        "the theme has no catalogue for the language '\(language)'"
                            + Suggestion.didYouMean(language, in: known),
                        at: place, help: "languages the theme has: " + known.joined(separator: ", "))
                ]))
        }
        let catalogue: Catalogue
        if file.origin == .builtIn, path == "messages/en.yaml" {
            catalogue = english
        } else {
            switch Catalogue.load(language: language == "qps" ? "en" : language, bytes: file.bytes, path: displayPath(path)) {
            case .success(let loaded): catalogue = loaded
            case .failure(let error): return .failure(error)
            }
            let problems = catalogue.argumentProblems(against: english, text: file.bytes)
            if !problems.isEmpty { return .failure(DiagnosticError(problems)) }
        }
        return .success(Words(language == "qps" ? Catalogue.pseudo(from: catalogue) : catalogue, fallback: english))
    }

    /// The built-in theme's English catalogue, read once: the reference every language's
    /// messages are checked against, and what stands in for a message a catalogue lacks.
    static var builtInEnglish: Catalogue? { try? builtInCatalogue.get() }

    /// The built-in theme's English catalogue as read, or its problems (a test makes sure it has none).
    static let builtInCatalogue: Result<Catalogue, DiagnosticError> = {
        let path = "Themes/default/messages/en.yaml"
        guard let bytes = DefaultTheme.files["messages/en.yaml"] else {
            return .failure(DiagnosticError([.error(.catalogueShape, "the built-in theme has no \(path)", at: nil)]))
        }
        return Catalogue.load(language: "en", bytes: bytes, path: path)
    }()
}

extension DiagnosticCode {
    /// A language the theme has no catalogue for.
    public static let invalidLanguage: DiagnosticCode = "invalid-language"
}
