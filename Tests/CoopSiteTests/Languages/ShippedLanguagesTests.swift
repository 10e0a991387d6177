import CoopDefaultTheme
import CoopLocale
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import CoopYAML
import Foundation
import Testing

@testable import CoopSite

/// The languages the built-in theme ships besides English (`Themes/default/messages/*.yaml`):
/// each complete, never leaning on English for a message, a plural form, a name of a month or a
/// day or a date style; and the sample coop built in each shows no English sentence.
@Suite struct ShippedLanguagesTests {
    /// The codes of the shipped catalogues other than English: `de`, `es`, `fr`.
    static let languages: [String] = DefaultTheme.files.keys.compactMap(Catalogue.language(ofPath:)).filter { $0 != "en" }.sorted()

    static let english: Catalogue? = try? Theme.builtInCatalogue.get()

    /// The shipped catalogue of `language`, read as a coop's build reads it.
    static func catalogue(_ language: String) -> Catalogue? {
        guard let bytes = DefaultTheme.files["messages/\(language).yaml"] else { return nil }
        return try? Catalogue.load(language: language, bytes: bytes, path: "Themes/default/messages/\(language).yaml").get()
    }

    @Test func theThreeLanguagesAreShipped() {
        #expect(Self.languages == ["de", "es", "fr"])
    }

    @Test(arguments: languages) func everyEnglishMessageIsTranslated(_ language: String) throws {
        let english = try #require(Self.english)
        let catalogue = try #require(Self.catalogue(language), "messages/\(language).yaml does not load")
        let missing = Set(english.keys).subtracting(catalogue.keys).sorted()
        #expect(missing.isEmpty, "messages/\(language).yaml lacks \(missing.count) messages: \(missing.joined(separator: ", "))")
        let extra = Set(catalogue.keys).subtracting(english.keys).sorted()
        #expect(extra.isEmpty, "messages/\(language).yaml has messages English does not: \(extra.joined(separator: ", "))")
        let problems = catalogue.argumentProblems(against: english)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
    }

    /// A plural gives each form the language has (`one` and `other` in French), unless English's
    /// gives only `other` there too (`{cracked, plural, =0 {} other {, # cracked}}`: the words
    /// do not change with the number).
    @Test(arguments: languages) func everyPluralGivesEachFormOfTheLanguage(_ language: String) throws {
        let catalogue = try #require(Self.catalogue(language))
        let english = try #require(Self.english)
        let needed = Set(catalogue.plurals.categories)
        var lacking: [String] = []
        /// The plurals of a message at its top level, by argument and by which of that
        /// argument's plurals it is ("entries 2"), and whether its words change with the number.
        func varying(_ parts: [MessagePattern.Part]) -> [String: Bool] {
            var seen: [String: Int] = [:]
            var found: [String: Bool] = [:]
            for case .plural(let name, _, let categories) in parts {
                seen[name, default: 0] += 1
                found["\(name) \(seen[name] ?? 0)"] = categories.count > 1
            }
            return found
        }
        for key in catalogue.keys {
            let inEnglish = varying(english[key]?.parts ?? [])
            MessagePattern.forEachLevel(catalogue[key]?.parts ?? []) { level in
                var seen: [String: Int] = [:]
                for case .plural(let name, _, let categories) in level {
                    seen[name, default: 0] += 1
                    let varies = inEnglish["\(name) \(seen[name] ?? 0)"] ?? true
                    let missing = varies ? needed.subtracting(categories.keys) : []
                    if !missing.isEmpty { lacking.append("\(key) (\(name)): \(missing.map(\.rawValue).sorted().joined(separator: ", "))") }
                }
            }
        }
        #expect(lacking.isEmpty, "plurals without a form of \(language): \(lacking.joined(separator: "; "))")
    }

    @Test(arguments: languages) func itsNamesAndDateStylesAreItsOwn(_ language: String) throws {
        let catalogue = try #require(Self.catalogue(language))
        let names = catalogue.formats.names
        let english = DateNames.english
        #expect(names.months != english.months && names.shortMonths != english.shortMonths)
        #expect(names.weekdays != english.weekdays && names.shortWeekdays != english.shortWeekdays)
        #expect(catalogue.formats.weekStart == .monday, "the week starts on Monday in \(language)")
        #expect(catalogue.formats.numbers.decimalSeparator == ",")
        // Every date style English names is written in the file, none left to English's pattern.
        let styles = try Self.dateStyles(DefaultTheme.files["messages/\(language).yaml"] ?? [], language)
        let englishStyles = try Self.dateStyles(DefaultTheme.files["messages/en.yaml"] ?? [], "en")
        #expect(Set(englishStyles).subtracting(styles).isEmpty, "date styles left to English: \(Set(englishStyles).subtracting(styles))")
    }

    @Test(arguments: languages) func theSampleCoopHasNoEnglishLeft(_ language: String) throws {
        let found = try Self.englishLeft(content: repositoryRoot + "/content", language: language)
        #expect(found.isEmpty, "\(PseudoLanguageTests.summary(found))")
    }

    @Test(arguments: languages) func theTwoWeekCoopHasNoEnglishLeft(_ language: String) throws {
        let found = try Self.englishLeft(content: repositoryRoot + "/Tests/Fixtures/two-weeks", language: language)
        #expect(found.isEmpty, "\(PseudoLanguageTests.summary(found))")
    }

    /// `text` without what is no sentence: file names (`expenses.csv`, which stay in every
    /// language) and an Atom entry's `urn:uuid:` id, whose hex digits read as words.
    static func withoutNamesOfThings(_ text: String) -> String {
        text.replacingOccurrences(of: "urn:uuid:[0-9a-f-]+", with: " ", options: .regularExpression)
            .replacingOccurrences(of: "[\\w-]+\\.(csv|json|ics|xml|yaml)\\b", with: " ", options: .regularExpression)
    }

    /// The keys of `formats.dates` in the catalogue `bytes`.
    static func dateStyles(_ bytes: [UInt8], _ language: String) throws -> [String] {
        let root = try YAMLParser.parse(bytes, path: "\(language).yaml").get()
        guard case .mapping(let top)? = root,
            case .mapping(let formats)? = top.pairs.first(where: { $0.key.scalarValue == "formats" })?.value,
            case .mapping(let dates)? = formats.pairs.first(where: { $0.key.scalarValue == "dates" })?.value
        else { return [] }
        return dates.pairs.compactMap(\.key.scalarValue)
    }

    /// The words of a catalogue's messages and of its names of months and days, lower case.
    static func words(of catalogue: Catalogue) -> Set<String> {
        var words: Set<String> = []
        for key in catalogue.keys {
            MessagePattern.forEachLevel(catalogue[key]?.parts ?? []) { level in
                for case .text(let text) in level {
                    for word in ReadableWords.words(text) { words.insert(word.lowercased()) }
                }
            }
        }
        let names = catalogue.formats.names
        for name in names.months + names.shortMonths + names.weekdays + names.shortWeekdays {
            for word in ReadableWords.words(name) { words.insert(word.lowercased()) }
        }
        return words
    }

    /// `content` built with `language:` set: on every page and in the Atom feed, each word a
    /// person reads that only English's catalogue has (not this language's, not the data's,
    /// not the brand), as "page: word (in: text)"; and every page whose `lang` is not the
    /// language.
    static func englishLeft(content: String, language: String) throws -> [String] {
        let english = try #require(Self.english)
        let catalogue = try #require(Self.catalogue(language))
        let copy = PseudoLanguageTests.copy(of: content, language: language)
        let site = BuiltSite(content: copy.url("content"))
        try #require(site.result.report != nil, "the \(language) site did not build: \(site.result.diagnostics.map(\.description))")
        let allowed = words(of: catalogue).union(ReadableWords.dataWords(in: copy.url("content"))).union(["coop", "count"])
        let englishOnly = words(of: english).subtracting(allowed)
        var found: [String] = []
        for (path, bytes) in site.files().sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") || path.hasSuffix(".xml") {
            let text = String(decoding: bytes, as: UTF8.self)
            // A feed's entries carry their HTML escaped: read it as the reader shows it.
            let page = path.hasSuffix(".xml") ? ReadableWords.decoded(text) : text
            if path.hasSuffix(".html"), !page.contains("<html lang=\"\(language)\"") { found.append("\(path): lang (not \(language))") }
            for text in ReadableWords.texts(of: page).map(Self.withoutNamesOfThings) {
                for word in ReadableWords.words(text) where englishOnly.contains(word.lowercased()) {
                    let context = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    found.append("\(path): \(word) (in: \(context.prefix(120)))")
                }
            }
        }
        return found
    }
}

extension YAMLNode {
    /// The text of a scalar node; `nil` for a list or a mapping.
    fileprivate var scalarValue: String? {
        if case .scalar(let scalar) = self { return scalar.value }
        return nil
    }
}
