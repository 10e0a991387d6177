import CoopDiagnostics
import CoopLocale
import CoopValues

/// A filter checked against its input type and ready to apply.
///
/// | filter | takes | gives |
/// |---|---|---|
/// | `number`, `number 1` | whole number or number | `1,234`, `1,234.5` |
/// | `percent`, `percent 1` | number (a fraction) | `12%`, `12.3%` |
/// | `date "day-month"`, `date "MMM d"` | date | `22 Nov`, `Nov 22` |
/// | `iso` | date | `2026-11-22` |
/// | `money` | money | `$1,234.56` |
/// | `pluralize "egg"`, `pluralize "hen" "hens"` | whole number | `1 egg`, `3 eggs` (English only: use `c:msg`) |
///
/// Numbers, dates and money are written the way the page's language writes them
/// (``LocaleFormats``); a date style (``DateStyle``) is the language's own pattern, a
/// pattern written in the template is the template's, with the language's names.
/// | `default "none"` | anything writable | the value, or the text when it is missing or empty |
/// | `count` | list | how many items |
/// | `css` | anything writable | the value when it is a plain CSS value (``CSSValue``), else nothing |
enum CompiledFilter: Sendable {
    case number(places: Int, NumberStyle)
    case percent(places: Int, NumberStyle)
    case date(DatePattern)
    case iso
    case money(NumberStyle, CurrencyStyle)
    case pluralize(one: String, many: String, NumberStyle)
    case fallback(String)
    case count
    case css
    /// Whether a number is in a plural category (a message's branch), as the language decides.
    case isPlural(PluralCategory, PluralRules)
    /// Whether a whole number is exactly this one (a message's `=0` branch).
    case isExactly(Int)
    /// Whether a text is exactly this word (a message's select branch).
    case isWord(String)

    /// Every filter's name, for did-you-mean.
    static let names = ["number", "percent", "date", "iso", "money", "pluralize", "default", "count", "css"]

    /// Checks `filter` against the type of its input; returns the compiled filter and
    /// the type it gives, or an error at the filter's offset.
    static func compile(
        _ filter: Expression.Filter, input: TemplateType, formats: LocaleFormats, subject: () -> String
    )
        -> Result<(CompiledFilter, TemplateType), ExpressionError>
    {
        let name = filter.name
        let arguments = filter.arguments
        func fail(_ message: String) -> Result<(CompiledFilter, TemplateType), ExpressionError> {
            .failure(ExpressionError(message: message, offset: filter.offset))
        }
        func needs(_ what: String) -> Result<(CompiledFilter, TemplateType), ExpressionError> {
            fail("'\(name)' needs \(what), but '\(subject())' is \(input)")
        }
        let result: TemplateType = input.isOptional ? .optional(.string) : .string
        func places() -> Int? {
            guard arguments.count <= 1 else { return nil }
            guard let first = arguments.first else { return 0 }
            if case .int(let value) = first.0, (0...6).contains(value) { return value }
            return nil
        }
        func texts() -> [String]? {
            var out: [String] = []
            for (argument, _) in arguments {
                guard case .string(let text) = argument else { return nil }
                out.append(text)
            }
            return out
        }
        switch name {
        case "number", "percent":
            guard [.int, .number].contains(input.unwrapped) else { return needs("a number") }
            guard let places = places() else { return fail("'\(name)' takes at most one argument, a number of decimal places from 0 to 6") }
            return .success(
                (name == "number" ? .number(places: places, formats.numbers) : .percent(places: places, formats.numbers), result))
        case "date":
            guard input.unwrapped == .date else { return needs("a date") }
            guard let texts = texts(), texts.count == 1 else {
                return fail("'date' needs one argument, a style or a pattern in quotes, like date \"day-month\" or date \"MMM d\"")
            }
            if let style = DateStyle(rawValue: texts[0]) { return .success((.date(formats.datePattern(style)), result)) }
            switch filter.datePattern ?? Result(catching: { () throws(DatePattern.Invalid) in try DatePattern(texts[0]) }) {
            case .success(let pattern): return .success((.date(pattern.with(names: formats.names)), result))
            case .failure(let error): return .failure(ExpressionError(message: error.message, offset: arguments[0].offset))
            }
        case "iso":
            guard input.unwrapped == .date else { return needs("a date") }
            guard arguments.isEmpty else { return fail("'iso' takes no arguments") }
            return .success((.iso, result))
        case "money":
            guard input.unwrapped == .money else { return needs("money") }
            guard arguments.isEmpty else { return fail("'money' takes no arguments") }
            return .success((.money(formats.numbers, formats.currency), result))
        case "pluralize":
            guard input.unwrapped == .int else { return needs("a whole number") }
            guard let texts = texts(), (1...2).contains(texts.count) else {
                return fail("'pluralize' needs the word, and optionally its plural: pluralize \"egg\" or pluralize \"hen\" \"hens\"")
            }
            return .success((.pluralize(one: texts[0], many: texts.count == 2 ? texts[1] : texts[0] + "s", formats.numbers), result))
        case "default":
            guard input.isWritable else { return needs("something that can be written as text") }
            guard let texts = texts(), texts.count == 1 else { return fail("'default' needs one argument, the text to show instead") }
            return .success((.fallback(texts[0]), .string))
        case "css":
            guard input.isWritable else { return needs("something that can be written as text") }
            guard arguments.isEmpty else { return fail("'css' takes no arguments") }
            return .success((.css, .optional(.string)))
        case "count":
            guard case .list = input.unwrapped else { return needs("a list") }
            guard arguments.isEmpty else { return fail("'count' takes no arguments") }
            return .success((.count, .int))
        default:
            return fail(
                "unknown filter '\(name)'" + Suggestion.didYouMean(name, in: names)
                    + "; filters are " + names.joined(separator: ", "))
        }
    }

    /// The filter applied to `value`; null passes through (except for `default` and `count`).
    func apply(_ value: TemplateValue) -> TemplateValue {
        switch (self, value) {
        case (.fallback(let text), _):
            let written = value.text
            return .string(written.isEmpty ? text : written)
        case (.count, .list(let items)):
            return .int(items.count)
        case (.count, _):
            return .int(0)
        case (.css, .null):
            return .null
        case (.css, _):
            let written = value.text
            return CSSValue.isPlain(written) ? .string(written) : .null
        case (.isPlural(let category, let rules), .int(let n)):
            return .bool(rules.category(of: n) == category)
        case (.isPlural(let category, let rules), .number(let x)):
            return .bool(rules.category(of: PluralOperands(x, places: x == x.rounded() ? 0 : 2)) == category)
        case (.isPlural(let category, _), _):
            return .bool(category == .other)
        case (.isExactly(let wanted), .int(let n)):
            return .bool(n == wanted)
        case (.isExactly, _):
            return .bool(false)
        case (.isWord(let word), .string(let text)):
            return .bool(text == word)
        case (.isWord, _):
            return .bool(false)
        case (_, .null):
            return .null
        case (.number(let places, let style), .int(let n)):
            return .string(
                places == 0 ? NumberFormat.grouped(n, style: style) : NumberFormat.decimal(Double(n), places: places, style: style))
        case (.number(let places, let style), .number(let x)):
            return .string(NumberFormat.decimal(x, places: places, style: style))
        case (.percent(let places, let style), .int(let n)):
            return .string(NumberFormat.percent(Double(n), places: places, style: style))
        case (.percent(let places, let style), .number(let x)):
            return .string(NumberFormat.percent(x, places: places, style: style))
        case (.date(let pattern), .date(let day)):
            return .string(pattern.format(day))
        case (.iso, .date(let day)):
            return .string(day.iso)
        case (.money(let numbers, let style), .money(let amount, let currency)):
            return .string(currency.format(amount, numbers: numbers, style: style))
        case (.pluralize(let one, let many, let style), .int(let n)):
            return .string(NumberFormat.grouped(n, style: style) + " " + (n == 1 ? one : many))
        default:
            return .null
        }
    }
}

extension TemplateValue {
    /// The value as plain text: numbers in the English way (whole numbers plainly, `1234`), dates as
    /// `YYYY-MM-DD`, money in the English way (`c:text` and `${}` write money in the page's
    /// language instead, through ``Compiler/written(_:_:)``), null as nothing.
    var text: String {
        switch self {
        case .null: ""
        case .string(let s): s
        case .int(let n): String(n)
        case .number(let x):
            x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : LocaleFormats.english.format(x, places: 2)
        case .bool(let b): b ? "true" : "false"
        case .date(let day): day.iso
        case .money(let amount, let currency): LocaleFormats.english.format(amount, currency)
        case .markup(let markup): markup.html
        case .list, .object: ""
        }
    }

    /// Appends ``text`` as it is, unescaped (a part of a URL being assembled), without
    /// making a string for numbers and dates.
    func appendUnescapedText(to out: inout ByteBuffer) {
        switch self {
        case .int(let number): out.appendDecimal(number)
        case .date(let day): out.appendISO(day)
        default: out.append(text)
        }
    }

    /// Appends ``text`` escaped for `context`, without making a string for numbers and dates
    /// (nothing in them needs escaping).
    func appendText(escapedFor context: TextContext, to out: inout ByteBuffer) {
        switch self {
        case .int, .date: appendUnescapedText(to: &out)
        case .string(let string): context.append(string, to: &out)
        default: HTMLSyntax.append(text, escapedFor: context, to: &out)
        }
    }
}
