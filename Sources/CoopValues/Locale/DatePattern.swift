/// A compiled date format such as `"MMM d"` or `"EEEE d MMMM yyyy"`, with the names of one
/// language (``DateNames``).
///
/// Letters follow the Unicode (CLDR) conventions people know from other tools:
///
/// | field | letters | example |
/// |---|---|---|
/// | year | `yyyy`, `yy` | 2026, 26 |
/// | month | `MMMM`, `MMM`, `MM`, `M` | November, Nov, 11, 11 |
/// | day | `dd`, `d` | 02, 2 |
/// | weekday | `EEEE`, `EEE`, `E` | Sunday, Sun, S |
///
/// Text in single quotes is literal (`'week of' MMM d`); `''` is a quote. Other letters
/// are rejected when the pattern is compiled, so a template with a typo fails to load
/// instead of printing nonsense. Formatting never touches Foundation.
public struct DatePattern: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case literal(String)
        case year4, year2, monthName, monthShort, month2, month, day2, day, weekdayName, weekdayShort, weekdayLetter
    }

    /// The parts, source and names, shared by every copy: a pattern is copied out of a
    /// language's table each time a date is written, for the cost of one reference.
    private final class Storage: Sendable {
        let parts: [Part]
        let source: String
        let names: DateNames

        init(parts: [Part], source: String, names: DateNames) {
            (self.parts, self.source, self.names) = (parts, source, names)
        }
    }

    private let storage: Storage

    /// The fields and literal text, in order.
    var parts: [Part] { storage.parts }
    /// The pattern as written.
    public var source: String { storage.source }
    /// The names of months and days it writes.
    public var names: DateNames { storage.names }

    public static func == (lhs: DatePattern, rhs: DatePattern) -> Bool {
        lhs.storage === rhs.storage || (lhs.parts == rhs.parts && lhs.source == rhs.source && lhs.names == rhs.names)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parts)
        hasher.combine(source)
        hasher.combine(names)
    }

    /// Why a pattern is not valid: a message naming the bad field.
    public struct Invalid: Error, Sendable, Equatable {
        /// What is wrong, in plain words.
        public let message: String

        /// Creates the error.
        public init(message: String) { self.message = message }
    }

    /// Compiles `pattern` with English names, or throws ``Invalid`` naming the letters it does not know.
    public init(_ pattern: String) throws(Invalid) {
        try self.init(pattern, names: .english)
    }

    /// Compiles `pattern` writing `names`, or throws ``Invalid`` naming the letters it does not know.
    public init(_ pattern: String, names: DateNames) throws(Invalid) {
        var parts: [Part] = []
        var literal = ""
        let chars = Array(pattern)
        var i = 0
        func flush() {
            if !literal.isEmpty {
                parts.append(.literal(literal))
                literal = ""
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                if i + 1 < chars.count, chars[i + 1] == "'" {
                    literal.append("'")
                    i += 2
                    continue
                }
                // Quoted text runs to the next lone quote; '' inside it is a quote.
                var j = i + 1
                while true {
                    guard j < chars.count else { throw Invalid(message: "unterminated quote in date pattern '\(pattern)'") }
                    if chars[j] == "'" {
                        if j + 1 < chars.count, chars[j + 1] == "'" {
                            literal.append("'")
                            j += 2
                            continue
                        }
                        break
                    }
                    literal.append(chars[j])
                    j += 1
                }
                i = j + 1
                continue
            }
            guard c.isLetter, c.isASCII else {
                literal.append(c)
                i += 1
                continue
            }
            var run = 1
            while i + run < chars.count, chars[i + run] == c { run += 1 }
            let part: Part
            switch (c, run) {
            case ("y", 4): part = .year4
            case ("y", 2): part = .year2
            case ("M", 4): part = .monthName
            case ("M", 3): part = .monthShort
            case ("M", 2): part = .month2
            case ("M", 1): part = .month
            case ("d", 2): part = .day2
            case ("d", 1): part = .day
            case ("E", 4): part = .weekdayName
            case ("E", 3): part = .weekdayShort
            case ("E", 1): part = .weekdayLetter
            default:
                throw Invalid(
                    message: "'\(String(repeating: c, count: run))' is not a date field; "
                        + "use yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, EEE or E, and quote other text")
            }
            flush()
            parts.append(part)
            i += run
        }
        flush()
        storage = Storage(parts: parts, source: pattern, names: names)
    }

    /// How English writes `style` (its letters are all valid, so this cannot fail).
    init(english style: DateStyle) {
        self = (try? DatePattern(style.englishPattern)) ?? DatePattern(parts: [], source: "", names: .english)
    }

    private init(parts: [Part], source: String, names: DateNames) {
        storage = Storage(parts: parts, source: source, names: names)
    }

    /// The same pattern writing `names`.
    public func with(names: DateNames) -> DatePattern { DatePattern(parts: parts, source: source, names: names) }

    /// The date written with this pattern.
    public func format(_ date: CivilDate) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(32)
        append(date, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the date written with this pattern to `out` as UTF-8 bytes, for text built
    /// byte by byte (a calendar day's label) without a `String` in between.
    public func append(_ date: CivilDate, to out: inout [UInt8]) {
        write(date, to: &out)
    }

    /// Appends the date written with this pattern to `out`.
    public func append(_ date: CivilDate, to out: inout ByteBuffer) {
        write(date, to: &out)
    }

    private func write<Sink: ByteSink & ~Copyable>(_ date: CivilDate, to out: inout Sink) {
        let (year, month, day) = date.components
        let storage = self.storage
        for part in storage.parts {
            switch part {
            case .literal(let text): out.append(text: text)
            case .year4: out.append(decimal: year, width: 4)
            case .year2: out.append(decimal: year % 100, width: 2)
            case .monthName: out.append(text: storage.names.months[month - 1])
            case .monthShort: out.append(text: storage.names.shortMonths[month - 1])
            case .month2: out.append(decimal: month, width: 2)
            case .month: out.append(decimal: month, width: 1)
            case .day2: out.append(decimal: day, width: 2)
            case .day:
                if day == 1, let first = storage.names.firstDay { out.append(text: first) } else { out.append(decimal: day, width: 1) }
            case .weekdayName: out.append(text: storage.names.weekdays[date.weekday.rawValue])
            case .weekdayShort: out.append(text: storage.names.shortWeekdays[date.weekday.rawValue])
            case .weekdayLetter: out.append(text: storage.names.weekdayLetters[date.weekday.rawValue])
            }
        }
    }
}
