import CoopDiagnostics
import CoopValues

/// Why a message's text is not a valid pattern: what is wrong, and where (in characters
/// from the start of the text).
public struct MessageSyntaxError: Error, Sendable, Equatable {
    /// What is wrong, in plain words.
    public let message: String
    /// Where, in characters from the start of the message's text.
    public let offset: Int

    /// A problem at `offset`.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

extension MessagePattern {
    /// Parses `text` (see ``MessagePattern`` for the syntax), or throws the first problem.
    public init(parsing text: String) throws(MessageSyntaxError) {
        var parser = MessageParser(Array(text))
        let parts = try parser.parts(inPlural: nil, until: nil)
        guard parser.atEnd else { throw parser.problem("'}' closes nothing here; a brace written as text goes between apostrophes: '}'") }
        self.init(parts: parts)
    }
}

/// Reads a message's text into parts.
private struct MessageParser {
    let characters: [Character]
    var position = 0

    init(_ characters: [Character]) { self.characters = characters }

    var atEnd: Bool { position >= characters.count }

    func problem(_ message: String, at offset: Int? = nil) -> MessageSyntaxError {
        MessageSyntaxError(message: message, offset: offset ?? position)
    }

    /// Parts up to the end, or up to the `}` that closes a branch (not consumed) when
    /// `closing` is true; inside a plural branch, `#` is that plural's number.
    mutating func parts(
        inPlural plural: String?, until closingMarkup: String?, closing: Bool = false
    ) throws(MessageSyntaxError)
        -> [MessagePattern.Part]
    {
        var parts: [MessagePattern.Part] = []
        var text = ""
        func flush() {
            if !text.isEmpty {
                parts.append(.text(text))
                text = ""
            }
        }
        while position < characters.count {
            let character = characters[position]
            switch character {
            case "'":
                text += quoted(inPlural: plural != nil)
            case "}":
                guard closing else { throw problem("'}' closes nothing here; a brace written as text goes between apostrophes: '}'") }
                flush()
                return parts
            case "#" where plural != nil:
                flush()
                parts.append(.pluralNumber(plural ?? ""))
                position += 1
            case "{":
                let start = position
                position += 1
                skipSpaces()
                if take("/") {
                    let name = try identifier()
                    skipSpaces()
                    guard take("}") else { throw problem("expected '}' after {/\(name)") }
                    guard name == closingMarkup else {
                        throw problem(
                            closingMarkup.map { "{/\(name)} closes nothing here; the open element is {#\($0)}" }
                                ?? "{/\(name)} closes nothing here", at: start)
                    }
                    flush()
                    return parts
                }
                flush()
                parts.append(try placeholder(start: start, inPlural: plural))
            default:
                text.append(character)
                position += 1
            }
        }
        if closing { throw problem("a '{' is not closed: a '}' is missing at the end") }
        if let closingMarkup { throw problem("{#\(closingMarkup)} is not closed: write {/\(closingMarkup)} after the text it wraps") }
        flush()
        return parts
    }

    /// An apostrophe: `''` is one; `'` before a brace (or `#` in a plural) quotes up to the
    /// next lone apostrophe; any other is itself.
    mutating func quoted(inPlural: Bool) -> String {
        position += 1
        guard position < characters.count else { return "'" }
        let next = characters[position]
        if next == "'" {
            position += 1
            return "'"
        }
        guard next == "{" || next == "}" || (inPlural && next == "#") else { return "'" }
        var text = ""
        while position < characters.count {
            if characters[position] == "'" {
                if position + 1 < characters.count, characters[position + 1] == "'" {
                    text.append("'")
                    position += 2
                    continue
                }
                position += 1
                return text
            }
            text.append(characters[position])
            position += 1
        }
        return text
    }

    /// What follows a `{` (already read): `name}`, `name, date, style}`, `name, plural, …}`,
    /// `name, select, …}` or `#name}…{/name}`.
    mutating func placeholder(start: Int, inPlural plural: String?) throws(MessageSyntaxError) -> MessagePattern.Part {
        if take("#") {
            let name = try identifier()
            skipSpaces()
            guard take("}") else { throw problem("expected '}' after {#\(name)") }
            let inner = try parts(inPlural: plural, until: name)
            return .markup(name, inner)
        }
        let name = try identifier()
        skipSpaces()
        if take("}") { return .argument(name) }
        guard take(",") else { throw problem("expected '}' or ',' after the argument's name '\(name)'") }
        skipSpaces()
        let typeStart = position
        let type = try identifier()
        skipSpaces()
        switch type {
        case "date":
            guard take(",") else { throw problem("a date needs its style: {\(name), date, day-month}") }
            skipSpaces()
            let styleStart = position
            let styleName = try identifier()
            guard let style = DateStyle(rawValue: styleName) else {
                let styles = DateStyle.allCases.map(\.rawValue)
                throw problem(
                    "unknown date style '\(styleName)'\(Suggestion.didYouMean(styleName, in: styles)); styles are \(styles.joined(separator: ", "))",
                    at: styleStart)
            }
            skipSpaces()
            guard take("}") else { throw problem("expected '}' after the date's style") }
            return .date(name, style)
        case "plural":
            guard take(",") else { throw problem("expected ',' and the branches after 'plural'") }
            var exact: [Int: [MessagePattern.Part]] = [:]
            var categories: [PluralCategory: [MessagePattern.Part]] = [:]
            while true {
                skipSpaces()
                if take("}") { break }
                let selectorStart = position
                if take("=") {
                    let value = try number()
                    exact[value] = try branch(inPlural: name)
                } else {
                    let word = try identifier()
                    guard let category = PluralCategory(rawValue: word) else {
                        throw problem(
                            "'\(word)' is not a plural category; use zero, one, two, few, many, other, or =N for exactly N",
                            at: selectorStart)
                    }
                    guard categories[category] == nil else { throw problem("'\(word)' is given twice", at: selectorStart) }
                    categories[category] = try branch(inPlural: name)
                }
            }
            guard categories[.other] != nil else { throw problem("a plural needs an 'other' branch", at: start) }
            return .plural(name, exact: exact, categories: categories)
        case "select":
            guard take(",") else { throw problem("expected ',' and the branches after 'select'") }
            var cases: [String: [MessagePattern.Part]] = [:]
            while true {
                skipSpaces()
                if take("}") { break }
                let selectorStart = position
                let word = try identifier()
                guard cases[word] == nil else { throw problem("'\(word)' is given twice", at: selectorStart) }
                cases[word] = try branch(inPlural: plural)
            }
            guard cases["other"] != nil else { throw problem("a select needs an 'other' branch", at: start) }
            return .select(name, cases: cases)
        default:
            throw problem("unknown kind of argument '\(type)'; use date, plural or select", at: typeStart)
        }
    }

    /// `{…}`: one branch of a plural or select.
    mutating func branch(inPlural plural: String?) throws(MessageSyntaxError) -> [MessagePattern.Part] {
        skipSpaces()
        guard take("{") else { throw problem("expected '{' and the branch's text") }
        let parts = try parts(inPlural: plural, until: nil, closing: true)
        position += 1  // the closing brace
        return parts
    }

    mutating func identifier() throws(MessageSyntaxError) -> String {
        let start = position
        while position < characters.count, characters[position].isASCII,
            characters[position].isLetter || characters[position].isNumber || characters[position] == "-" || characters[position] == "_"
        {
            position += 1
        }
        guard position > start else { throw problem("expected a name (letters, digits, '-' and '_')") }
        return String(characters[start..<position])
    }

    mutating func number() throws(MessageSyntaxError) -> Int {
        let start = position
        var value = 0
        while position < characters.count, characters[position].isASCII, let digit = characters[position].wholeNumberValue {
            guard value < 1_000_000_000 else { throw problem("the number is too large", at: start) }
            value = value * 10 + digit
            position += 1
        }
        guard position > start else { throw problem("expected a number after '='") }
        return value
    }

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " || characters[position] == "\n" { position += 1 }
    }

    mutating func take(_ symbol: Character) -> Bool {
        guard position < characters.count, characters[position] == symbol else { return false }
        position += 1
        return true
    }
}
