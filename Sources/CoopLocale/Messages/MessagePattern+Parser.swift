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
        var parser = MessageParser(Array(text.utf8))
        do throws(MessageSyntaxError) {
            let parts = try parser.parts(inPlural: nil, until: nil)
            guard parser.atEnd else {
                throw parser.problem("'}' closes nothing here; a brace written as text goes between apostrophes: '}'")
            }
            self.init(parts: parts)
        } catch {
            // The parser counts bytes; a problem is located in characters, as a person counts.
            throw MessageSyntaxError(
                message: error.message, offset: String(decoding: parser.bytes.prefix(error.offset), as: UTF8.self).count)
        }
    }
}

/// Reads a message's UTF-8 bytes into parts. Every byte the syntax gives a meaning to is
/// ASCII, so a character of several bytes is text, copied whole; offsets are in bytes.
private struct MessageParser {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }

    /// The byte at `position`, or nil at the end.
    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

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
        var text: [UInt8] = []
        func flush() {
            if !text.isEmpty {
                parts.append(.text(String(decoding: text, as: UTF8.self)))
                text.removeAll(keepingCapacity: true)
            }
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "'"):
                quoted(inPlural: plural != nil, into: &text)
            case UInt8(ascii: "}"):
                guard closing else { throw problem("'}' closes nothing here; a brace written as text goes between apostrophes: '}'") }
                flush()
                return parts
            case UInt8(ascii: "#") where plural != nil:
                flush()
                parts.append(.pluralNumber(plural ?? ""))
                position += 1
            case UInt8(ascii: "{"):
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
                text.append(byte)
                position += 1
            }
        }
        if closing { throw problem("a '{' is not closed: a '}' is missing at the end") }
        if let closingMarkup { throw problem("{#\(closingMarkup)} is not closed: write {/\(closingMarkup)} after the text it wraps") }
        flush()
        return parts
    }

    /// An apostrophe, added to `text`: `''` is one; `'` before a brace (or `#` in a plural)
    /// quotes up to the next lone apostrophe; any other is itself.
    mutating func quoted(inPlural: Bool, into text: inout [UInt8]) {
        let apostrophe = UInt8(ascii: "'")
        position += 1
        guard let next = current else { return text.append(apostrophe) }
        if next == apostrophe {
            position += 1
            return text.append(apostrophe)
        }
        guard next == UInt8(ascii: "{") || next == UInt8(ascii: "}") || (inPlural && next == UInt8(ascii: "#")) else {
            return text.append(apostrophe)
        }
        while let byte = current {
            if byte == apostrophe {
                if position + 1 < bytes.count, bytes[position + 1] == apostrophe {
                    text.append(apostrophe)
                    position += 2
                    continue
                }
                position += 1
                return
            }
            text.append(byte)
            position += 1
        }
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

    /// A name: ASCII letters, digits, `-` and `_`.
    mutating func identifier() throws(MessageSyntaxError) -> String {
        let start = position
        while let byte = current, Self.isNameByte(byte) { position += 1 }
        guard position > start else { throw problem("expected a name (letters, digits, '-' and '_')") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// A number of ASCII digits, below a billion and a little.
    mutating func number() throws(MessageSyntaxError) -> Int {
        let start = position
        var value = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            guard value < 1_000_000_000 else { throw problem("the number is too large", at: start) }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            position += 1
        }
        guard position > start else { throw problem("expected a number after '='") }
        return value
    }

    mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") { position += 1 }
    }

    mutating func take(_ symbol: Unicode.Scalar) -> Bool {
        guard let byte = current, byte == UInt8(ascii: symbol) else { return false }
        position += 1
        return true
    }
}
