/// A language's plural rules, written as CLDR writes them: for each category but `other`, a
/// condition on the number's operands, such as `i = 1 and v = 0` (English `one`) or
/// `i = 0,1` (French `one`). The first category whose condition holds is the number's;
/// `other` when none does.
///
/// The syntax: conditions joined by `or`, each relations joined by `and`; a relation is an
/// operand (`n i v w f t e c`), optionally `% m`, then `=` or `!=`, then values and ranges
/// separated by commas (`2..4,7`). Samples after `@` are ignored.
public struct PluralRules: Sendable {
    /// One relation: `operand % modulus = ranges`, or `!=`.
    struct Relation: Sendable {
        let operand: Character
        let modulus: Int?
        let negated: Bool
        let ranges: [ClosedRange<Int>]

        func holds(for operands: PluralOperands) -> Bool {
            var value = operands.value(operand)
            if let modulus { value = value.truncatingRemainder(dividingBy: Double(modulus)) }
            let within = value == value.rounded() && ranges.contains { Double($0.lowerBound) <= value && value <= Double($0.upperBound) }
            return within != negated
        }
    }

    /// The rules in order, each a category and its condition (`or` of `and`s).
    let rules: [(category: PluralCategory, condition: [[Relation]])]

    /// The categories the rules name, and `other`: the forms a translation must give.
    public var categories: [PluralCategory] {
        PluralCategory.allCases.filter { category in category == .other || rules.contains { $0.category == category } }
    }

    /// The category of a number with these operands.
    public func category(of operands: PluralOperands) -> PluralCategory {
        for rule in rules where rule.condition.contains(where: { relations in relations.allSatisfy { $0.holds(for: operands) } }) {
            return rule.category
        }
        return .other
    }

    /// The category of a whole number.
    public func category(of value: Int) -> PluralCategory { category(of: PluralOperands(value)) }

    /// A problem in a rule: what is wrong, and the offset in the rule's text.
    public struct Invalid: Error, Sendable, Equatable {
        /// What is wrong.
        public let message: String
        /// Where, in characters from the rule's start.
        public let offset: Int

        /// A problem at `offset`.
        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    /// The rules `conditions` gives, by category (`other` may not have one); throws the
    /// first problem with the category it is in.
    public init(_ conditions: [(PluralCategory, String)]) throws(PluralRuleError) {
        var rules: [(PluralCategory, [[Relation]])] = []
        for (category, text) in conditions {
            guard category != .other else {
                throw PluralRuleError(
                    category: category, problem: Invalid(message: "'other' has no rule: it is every number no other rule claims", offset: 0)
                )
            }
            do {
                rules.append((category, try Self.parse(text)))
            } catch {
                throw PluralRuleError(category: category, problem: error)
            }
        }
        self.rules = rules
    }

    /// English: `one` for 1 written without decimals.
    public static let english: PluralRules = (try? PluralRules([(.one, "i = 1 and v = 0")])) ?? PluralRules(rules: [])

    private init(rules: [(category: PluralCategory, condition: [[Relation]])]) { self.rules = rules }

    /// Parses one condition.
    static func parse(_ text: String) throws(Invalid) -> [[Relation]] {
        var scanner = RuleScanner(text)
        var condition: [[Relation]] = [[]]
        while true {
            condition[condition.count - 1].append(try scanner.relation())
            scanner.skipSpaces()
            if scanner.atEnd { break }
            if scanner.take(word: "and") { continue }
            if scanner.take(word: "or") {
                condition.append([])
                continue
            }
            throw scanner.problem("expected 'and', 'or' or the end of the rule")
        }
        return condition
    }
}

/// A plural rule that could not be read, with its category.
public struct PluralRuleError: Error, Sendable, Equatable {
    /// The category whose rule it is.
    public let category: PluralCategory
    /// What is wrong, and where in the rule.
    public let problem: PluralRules.Invalid

    /// The problem of `category`'s rule.
    public init(category: PluralCategory, problem: PluralRules.Invalid) {
        self.category = category
        self.problem = problem
    }
}

/// Reads the tokens of one plural rule.
private struct RuleScanner {
    let characters: [Character]
    var position = 0

    init(_ text: String) {
        // Samples (`@integer 1`, `@decimal 1.0`) say which numbers a rule claims: not read.
        characters = Array(text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    var atEnd: Bool { position >= characters.count }

    func problem(_ message: String) -> PluralRules.Invalid { PluralRules.Invalid(message: message, offset: position) }

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    mutating func take(word: String) -> Bool {
        skipSpaces()
        let end = position + word.count
        guard end <= characters.count, String(characters[position..<end]) == word,
            end == characters.count || characters[end] == " "
        else { return false }
        position = end
        return true
    }

    mutating func take(_ symbol: String) -> Bool {
        skipSpaces()
        let end = position + symbol.count
        guard end <= characters.count, String(characters[position..<end]) == symbol else { return false }
        position = end
        return true
    }

    mutating func number() throws(PluralRules.Invalid) -> Int {
        skipSpaces()
        var value = 0
        let start = position
        while position < characters.count, let digit = characters[position].wholeNumberValue, characters[position].isASCII {
            guard value < 100_000_000 else { throw problem("the number is too large") }
            value = value * 10 + digit
            position += 1
        }
        guard position > start else { throw problem("expected a number") }
        return value
    }

    mutating func relation() throws(PluralRules.Invalid) -> PluralRules.Relation {
        skipSpaces()
        guard position < characters.count, "nivwftec".contains(characters[position]) else {
            throw problem("expected an operand: n, i, v, w, f, t, e or c")
        }
        let operand = characters[position]
        position += 1
        var modulus: Int?
        if take("%") {
            let value = try number()
            guard value > 0 else { throw problem("the modulus must be more than 0") }
            modulus = value
        }
        let negated: Bool
        if take("!=") {
            negated = true
        } else if take("=") {
            negated = false
        } else {
            throw problem("expected '=' or '!='")
        }
        var ranges: [ClosedRange<Int>] = []
        repeat {
            let low = try number()
            let high = take("..") ? try number() : low
            guard low <= high else { throw problem("a range must go from the smaller number to the larger") }
            ranges.append(low...high)
        } while take(",")
        return PluralRules.Relation(operand: operand, modulus: modulus, negated: negated, ranges: ranges)
    }
}
