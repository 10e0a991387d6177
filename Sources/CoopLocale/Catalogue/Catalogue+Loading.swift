import CoopDiagnostics
import CoopValues
import CoopYAML

extension Catalogue {
    /// The language a catalogue file is for: `messages/fr.yaml` is `fr`.
    public static func language(ofPath path: String) -> String? {
        guard path.hasPrefix("messages/"), path.hasSuffix(".yaml") else { return nil }
        let name = String(path.dropFirst("messages/".count).dropLast(".yaml".count))
        return name.isEmpty || name.contains("/") ? nil : name
    }

    /// Reads the catalogue file `bytes` (shown in diagnostics as `path`) of `language`: its
    /// name, plural rules, formats and messages. Every problem is reported, located; the
    /// catalogue is returned only when there is none. A format the file does not give is
    /// `base`'s (English's, for a translation that leaves some out).
    public static func load(
        language: String, bytes: [UInt8], path: String, base: LocaleFormats = .english
    )
        -> Result<Catalogue, DiagnosticError>
    {
        let root: YAMLNode?
        switch YAMLParser.parse(bytes, path: path) {
        case .success(let node): root = node
        case .failure(let diagnostic): return .failure(DiagnosticError([diagnostic]))
        }
        var reader = CatalogueReader(path: path, base: base)
        let catalogue = reader.read(root, language: language)
        guard let catalogue, reader.diagnostics.isEmpty else {
            return .failure(
                DiagnosticError(
                    reader.diagnostics.isEmpty
                        ? [.error(.catalogueShape, "the catalogue is empty", at: SourceLocation(path: path, line: 1, column: 1))]
                        : reader.diagnostics))
        }
        return .success(catalogue)
    }
}

/// Reads one catalogue file, collecting located problems.
private struct CatalogueReader {
    let path: String
    let base: LocaleFormats
    var diagnostics: [Diagnostic] = []

    static let sections = ["language", "name", "plural", "formats", "messages"]
    static let formatKeys = [
        "decimal", "group", "min-grouping", "minus", "percent", "currency", "currency-space", "week-starts", "standalone", "months",
        "short-months", "weekdays",
        "short-weekdays", "weekday-letters", "first-day", "dates",
    ]

    func location(_ node: YAMLNode) -> SourceLocation { SourceLocation(path: path, line: node.mark.line, column: node.mark.column) }

    mutating func error(_ code: DiagnosticCode, _ message: String, at node: YAMLNode, help: String? = nil) {
        diagnostics.append(.error(code, message, at: location(node), length: node.length, help: help))
    }

    /// The pairs of a mapping with plain-word keys, or an error.
    mutating func pairs(_ node: YAMLNode, what: String) -> [(String, YAMLNode, YAMLNode)] {
        guard case .mapping(let mapping) = node else {
            error(.catalogueShape, "\(what) must be a mapping (key: value), not \(node.kindDescription)", at: node)
            return []
        }
        var seen: Set<String> = []
        var out: [(String, YAMLNode, YAMLNode)] = []
        for pair in mapping.pairs {
            guard case .scalar(let key) = pair.key else {
                error(.catalogueShape, "a key of \(what) must be a plain word", at: pair.key)
                continue
            }
            guard seen.insert(key.value).inserted else {
                error(.catalogueShape, "'\(key.value)' is given twice in \(what)", at: pair.key)
                continue
            }
            out.append((key.value, pair.key, pair.value))
        }
        return out
    }

    mutating func text(_ node: YAMLNode, what: String) -> String? {
        guard case .scalar(let scalar) = node, !scalar.isNull else {
            error(.catalogueShape, "\(what) must be text, not \(node.kindDescription)", at: node)
            return nil
        }
        return scalar.value
    }

    mutating func read(_ root: YAMLNode?, language: String) -> Catalogue? {
        guard let root else { return nil }
        var name: String?
        var plurals = PluralRules.english
        var formats = base
        var messages: [String: MessagePattern] = [:]
        var locations: [String: SourceLocation] = [:]
        for (key, keyNode, value) in pairs(root, what: "a catalogue") {
            switch key {
            case "language":
                if let code = text(value, what: "language"), code != language {
                    error(
                        .catalogueShape, "this file says it is '\(code)', but its name makes it the catalogue of '\(language)'",
                        at: value, help: "name the file messages/\(code).yaml, or write language: \(language)")
                }
            case "name": name = text(value, what: "name")
            case "plural": plurals = readPlurals(value) ?? plurals
            case "formats": formats = readFormats(value) ?? formats
            case "messages": readMessages(value, prefix: "", into: &messages, locations: &locations)
            default:
                error(
                    .catalogueShape, "unknown section '\(key)'" + Suggestion.didYouMean(key, in: Self.sections), at: keyNode,
                    help: "a catalogue has: " + Self.sections.joined(separator: ", "))
            }
        }
        return Catalogue(
            language: language, name: name ?? language, plurals: plurals, formats: formats, messages: messages, locations: locations)
    }

    mutating func readPlurals(_ node: YAMLNode) -> PluralRules? {
        var conditions: [(PluralCategory, String)] = []
        for (key, keyNode, value) in pairs(node, what: "plural") {
            guard let category = PluralCategory(rawValue: key), category != .other else {
                error(
                    .pluralRule, "'\(key)' is not a plural category with a rule; use zero, one, two, few or many", at: keyNode,
                    help: "'other' needs no rule: it is every number the others leave")
                continue
            }
            guard let rule = text(value, what: "a plural rule") else { continue }
            do {
                _ = try PluralRules.parse(rule)
                conditions.append((category, rule))
            } catch {
                diagnostics.append(
                    .error(
                        .pluralRule, "the rule of '\(key)': \(error.message)", at: offsetLocation(value, error.offset),
                        help: "write rules as CLDR does, like: i = 1 and v = 0"))
            }
        }
        return try? PluralRules(conditions)
    }

    mutating func readFormats(_ node: YAMLNode) -> LocaleFormats? {
        var numbers = base.numbers
        var names = base.names
        var currency = base.currency
        var weekStart = base.weekStart
        var patterns = Dictionary(uniqueKeysWithValues: DateStyle.allCases.map { ($0, base.datePattern($0)) })
        var months = names.months
        var shortMonths = names.shortMonths
        var weekdays = names.weekdays
        var shortWeekdays = names.shortWeekdays
        var letters = names.weekdayLetters
        var firstDay = names.firstDay
        var decimal = numbers.decimalSeparator
        var group = numbers.groupSeparator
        var minGrouping = numbers.minimumGroupingDigits
        var capitalizes = base.capitalizesStandalone
        var minus = numbers.minus
        var percent = numbers.percentSuffix
        var symbolFirst = currency.symbolFirst
        var space = currency.spaceAfterNumber
        for (key, keyNode, value) in pairs(node, what: "formats") {
            switch key {
            case "decimal": decimal = text(value, what: key) ?? decimal
            case "group": group = text(value, what: key) ?? group
            case "standalone":
                switch text(value, what: key) {
                case "capitalized"?: capitalizes = true
                case "as-written"?: capitalizes = false
                case let other?:
                    error(.catalogueShape, "standalone must be capitalized or as-written, not '\(other)'", at: value)
                case nil: break
                }
            case "min-grouping":
                if let digits = text(value, what: key) {
                    if let number = Int(digits), (1...4).contains(number) {
                        minGrouping = number
                    } else {
                        error(.catalogueShape, "min-grouping must be a number of digits from 1 to 4, not '\(digits)'", at: value)
                    }
                }
            case "minus": minus = text(value, what: key) ?? minus
            case "percent": percent = text(value, what: key) ?? percent
            case "currency-space": space = text(value, what: key) ?? space
            case "currency":
                switch text(value, what: key) {
                case "before": symbolFirst = true
                case "after": symbolFirst = false
                case nil: break
                default: error(.catalogueShape, "currency is 'before' or 'after' the number", at: value)
                }
            case "week-starts":
                if let day = text(value, what: key) {
                    if let found = Weekday.allCases.first(where: { DateNames.english.weekdays[$0.rawValue].lowercased() == day }) {
                        weekStart = found
                    } else {
                        error(.catalogueShape, "week-starts is a day in English, lower case: monday or sunday", at: value)
                    }
                }
            case "months": months = list(value, what: key, count: 12) ?? months
            case "short-months": shortMonths = list(value, what: key, count: 12) ?? shortMonths
            case "weekdays": weekdays = list(value, what: key, count: 7) ?? weekdays
            case "short-weekdays": shortWeekdays = list(value, what: key, count: 7) ?? shortWeekdays
            case "weekday-letters": letters = list(value, what: key, count: 7) ?? letters
            case "first-day": firstDay = text(value, what: key) ?? firstDay
            case "dates":
                for (styleName, styleNode, patternNode) in pairs(value, what: "dates") {
                    guard let style = DateStyle(rawValue: styleName) else {
                        let styles = DateStyle.allCases.map(\.rawValue)
                        error(
                            .catalogueShape, "unknown date style '\(styleName)'" + Suggestion.didYouMean(styleName, in: styles),
                            at: styleNode, help: "styles are " + styles.joined(separator: ", "))
                        continue
                    }
                    guard let written = text(patternNode, what: "a date pattern") else { continue }
                    do {
                        patterns[style] = try DatePattern(written)
                    } catch {
                        self.error(.catalogueShape, error.message, at: patternNode)
                    }
                }
            default:
                error(
                    .catalogueShape, "unknown format '\(key)'" + Suggestion.didYouMean(key, in: Self.formatKeys), at: keyNode,
                    help: "formats are " + Self.formatKeys.joined(separator: ", "))
            }
        }
        numbers = NumberStyle(
            decimalSeparator: decimal, groupSeparator: group, minus: minus, percentSuffix: percent, minimumGroupingDigits: minGrouping)
        currency = CurrencyStyle(symbolFirst: symbolFirst, spaceAfterNumber: space)
        names =
            DateNames(
                months: months, shortMonths: shortMonths, weekdays: weekdays, shortWeekdays: shortWeekdays, weekdayLetters: letters,
                firstDay: firstDay) ?? names
        return LocaleFormats(
            names: names, numbers: numbers, currency: currency, weekStart: weekStart, patterns: patterns, capitalizesStandalone: capitalizes
        )
    }

    mutating func list(_ node: YAMLNode, what: String, count: Int) -> [String]? {
        guard case .sequence(let sequence) = node else {
            error(.catalogueShape, "\(what) must be a list of \(count) names, not \(node.kindDescription)", at: node)
            return nil
        }
        let names = sequence.items.compactMap { text($0, what: "a name") }
        guard names.count == sequence.items.count else { return nil }
        guard names.count == count else {
            error(.catalogueShape, "\(what) must list \(count) names, not \(names.count)", at: node)
            return nil
        }
        return names
    }

    mutating func readMessages(
        _ node: YAMLNode, prefix: String, into messages: inout [String: MessagePattern], locations: inout [String: SourceLocation]
    ) {
        for (key, keyNode, value) in pairs(node, what: prefix.isEmpty ? "messages" : "'\(prefix.dropLast())'") {
            guard key.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }), !key.isEmpty else {
                error(.catalogueShape, "a message key is lower-case letters, digits and '-', not '\(key)'", at: keyNode)
                continue
            }
            let full = prefix + key
            switch value {
            case .mapping:
                readMessages(value, prefix: full + ".", into: &messages, locations: &locations)
            case .scalar(let scalar) where !scalar.isNull:
                do {
                    messages[full] = try MessagePattern(parsing: scalar.value)
                    locations[full] = location(value)
                } catch {
                    diagnostics.append(
                        .error(.messageSyntax, "the message '\(full)': \(error.message)", at: offsetLocation(value, error.offset)))
                }
            default:
                error(
                    .catalogueShape, "the message '\(full)' must be text, not \(value.kindDescription)", at: value,
                    help: "quote a message that starts with '{' (\"{count, plural, …}\"): YAML reads it as a mapping otherwise")
            }
        }
    }

    /// Where `offset` (in characters of a scalar's value) is: exact for a plain scalar on one
    /// line, the scalar's start (its quote) otherwise.
    func offsetLocation(_ node: YAMLNode, _ offset: Int) -> SourceLocation {
        guard case .scalar(let scalar) = node, scalar.style == .plain, !scalar.value.contains("\n") else { return location(node) }
        return SourceLocation(path: path, line: scalar.mark.line, column: scalar.mark.column + offset)
    }
}
