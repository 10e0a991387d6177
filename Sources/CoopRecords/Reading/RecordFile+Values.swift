import CoopDiagnostics
import CoopValues
import CoopYAML

/// Typed values read from YAML scalars, each reporting a located, plain-English error
/// (and returning `nil`) when the value is not what the field needs.
extension RecordFile {
    /// The scalar in `node`, or an error naming what was found instead.
    mutating func scalar(_ node: YAMLNode, field: FieldKey, expected: String) -> YAMLScalar? {
        guard case .scalar(let scalar) = node else {
            error(.wrongType, "'\(field)' must be \(expected), not \(node.kindDescription)", at: node)
            return nil
        }
        return scalar
    }

    /// Text, trimmed of surrounding white space; `nil` (no error) when empty.
    mutating func text(_ node: YAMLNode, field: FieldKey) -> String? {
        guard let scalar = scalar(node, field: field, expected: "text") else { return nil }
        let trimmed = scalar.value.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Markdown text: blank lines before it and white space after it dropped, the
    /// indentation of its first line kept (an indented code block at its start is Markdown,
    /// not white space); `nil` (no error) when empty.
    mutating func markdown(_ node: YAMLNode, field: FieldKey) -> String? {
        guard let scalar = scalar(node, field: field, expected: "text") else { return nil }
        let text = scalar.value.unicodeScalars
        guard let first = text.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = text.lastIndex(where: { !$0.properties.isWhitespace })
        else { return nil }
        // From the start of the line of its first character.
        var start = first
        while start > text.startIndex, text[text.index(before: start)] != "\n" { start = text.index(before: start) }
        return String(text[start...last])
    }

    /// The text of a required field, or a `missing-field` error at the record.
    mutating func requiredText(_ fields: MappingReader, _ key: FieldKey) -> String? {
        guard let node = fields[key] else {
            missing(fields, key)
            return nil
        }
        guard case .scalar = node else {
            _ = text(node, field: key)  // reports the wrong type
            return nil
        }
        if let value = text(node, field: key) { return value }
        missing(fields, key)
        return nil
    }

    /// Reports that `key` is missing from the record read by `fields`.
    mutating func missing(_ fields: MappingReader, _ key: FieldKey) {
        if let keyNode = fields.keyNode(key) {
            error(.missingField, "'\(key)' of \(fields.record) is empty", at: keyNode)
        } else {
            error(.missingField, "\(fields.record) has no '\(key)'", at: .mapping(fields.mapping))
        }
    }

    /// A `YYYY-MM-DD` date; a date after today is a warning.
    mutating func date(_ node: YAMLNode, field: FieldKey) -> CivilDate? {
        guard let scalar = scalar(node, field: field, expected: "a date like 2026-11-22") else { return nil }
        return date(scalar, at: node)
    }

    /// A `YYYY-MM-DD` date from a scalar (also used for egg-file keys).
    mutating func date(_ scalar: YAMLScalar, at node: YAMLNode) -> CivilDate? {
        switch CivilDate.parse(scalar.value) {
        case .success(let date):
            guard CivilDate.supported.contains(date) else {
                error(.invalidDate, "\(date.iso) is outside the days Coop Count keeps, \(CivilDate.supportedDescription)", at: node)
                return nil
            }
            if date > today {
                warning(
                    .futureDate, "\(date.iso) is after today (\(today.iso))", at: node,
                    help: "check the year; pass --today if you are building for another day")
            }
            return date
        case .failure(.notADate):
            error(.invalidDate, "'\(scalar.value)' is not a date; write dates as YYYY-MM-DD", at: node)
        case .failure(.impossible(let year, _, _)) where !(1900...9998).contains(year):
            error(.invalidDate, "\(scalar.value) is outside the days Coop Count keeps, \(CivilDate.supportedDescription)", at: node)
        case .failure(.impossible(let year, let month, let day)):
            let reason =
                (1...12).contains(month)
                ? "\(DateNames.english.months[month - 1]) \(year) has \(CivilDate.daysIn(month: month, year: year)) days"
                : "there is no month \(month)"
            error(.invalidDate, "\(scalar.value) is not a real day: \(reason)", at: node)
            _ = day
        }
        return nil
    }

    /// A whole number in `range`, written plainly (`12`).
    mutating func wholeNumber(_ node: YAMLNode, field: FieldKey, in range: ClosedRange<Int>, what: String) -> Int? {
        guard let scalar = scalar(node, field: field, expected: "a whole number") else { return nil }
        return wholeNumber(scalar, at: node, in: range, what: what)
    }

    /// A whole number in `range` from a scalar; `what` names it in messages ("a count of eggs").
    mutating func wholeNumber(_ scalar: YAMLScalar, at node: YAMLNode, in range: ClosedRange<Int>, what: String) -> Int? {
        guard let value = Self.plainInteger(scalar.value) ?? (Self.isDigits(scalar.value) ? Int.max : nil) else {
            let quoted = scalar.isPlain ? "" : " (remove the quotes)"
            error(.invalidCount, "\(what) must be a whole number, not '\(scalar.value)'\(quoted)", at: node)
            return nil
        }
        guard range.contains(value) else {
            let message =
                value < range.lowerBound
                ? "\(what) must be at least \(range.lowerBound), not \(value)"
                : "\(scalar.value) is too large for \(what) (at most \(LocaleFormats.english.format(range.upperBound)))"
            error(.invalidCount, message, at: node)
            return nil
        }
        if !scalar.isPlain, scalar.tag == nil {
            error(
                .invalidCount, "\(what) must be a plain number, not quoted text '\(scalar.value)'", at: node,
                help: "remove the quotes")
            return nil
        }
        return value
    }

    /// Whether `text` is only ASCII digits (a number too long for ``plainInteger(_:)``).
    static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// An optional `+`/`-` and up to 18 decimal digits, or `nil`.
    static func plainInteger(_ text: String) -> Int? {
        var digits = Substring(text).utf8[...]
        var negative = false
        if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// An amount of money above zero with at most two decimals.
    mutating func money(_ node: YAMLNode, field: FieldKey) -> Money? {
        guard let scalar = scalar(node, field: field, expected: "an amount like 24.99") else { return nil }
        switch Money.parse(scalar.value) {
        case .success(let amount) where amount > .zero:
            return amount
        case .success:
            error(.invalidMoney, "'\(field)' must be more than zero, not \(scalar.value)", at: node)
        case .failure(.tooManyDecimals):
            error(
                .invalidMoney, "\(scalar.value) has more than two decimal places", at: node,
                help: "amounts are written like 24.99")
        case .failure(.tooLarge):
            error(.invalidMoney, "\(scalar.value) is too large to be an amount: at most \(Money.largestAmountDescription)", at: node)
        case .failure(.notANumber):
            error(
                .invalidMoney, "'\(scalar.value)' is not an amount; write it like 24.99, without a currency sign or commas",
                at: node)
        }
        return nil
    }

    /// A weight: a number and a unit, `20 kg` (``Weight``).
    mutating func weight(_ node: YAMLNode, field: FieldKey) -> Weight? {
        guard let scalar = scalar(node, field: field, expected: "a weight like 20 kg") else { return nil }
        let text = scalar.value.trimmingWhitespace
        let units = WeightUnit.names.joined(separator: ", ")
        switch Weight.parse(text) {
        case .success(let weight):
            return weight
        case .failure(.unknownUnit(let unit)):
            error(
                .invalidQuantity, "'\(unit)' is not a unit of weight\(Suggestion.didYouMean(unit.lowercased(), in: WeightUnit.names))",
                at: node, help: "write the weight with one of \(units), like 20 kg")
        case .failure(.noUnit):
            error(.invalidQuantity, "'\(field)' has no unit: write it like \(text) kg", at: node, help: "the units are \(units)")
        case .failure(.zero):
            error(.invalidQuantity, "'\(field)' must be more than zero, not \(text)", at: node)
        case .failure(.tooManyDecimals):
            error(.invalidQuantity, "\(text) has more than three decimal places", at: node, help: "weights are written like 2.5 kg")
        case .failure(.tooLarge):
            error(.invalidQuantity, "\(text) is too large to be a weight: at most 999999", at: node)
        case .failure(.notANumber):
            error(
                .invalidQuantity, "'\(text)' is not a weight; write a number and a unit, like 20 kg", at: node,
                help: "the units are \(units)")
        }
        return nil
    }

    /// `true`/`false` (also YAML 1.1's `yes`/`no`/`on`/`off`, any case).
    mutating func bool(_ node: YAMLNode, field: FieldKey) -> Bool? {
        guard let scalar = scalar(node, field: field, expected: "true or false") else { return nil }
        switch scalar.value.lowercased() {
        case "true", "yes", "on", "y": return true
        case "false", "no", "off", "n": return false
        default:
            error(.invalidBool, "'\(field)' must be true or false, not '\(scalar.value)'", at: node)
            return nil
        }
    }

    /// A list of words, or one word: `[molt, health]` or `molt`.
    mutating func words(_ node: YAMLNode, field: FieldKey) -> [(String, YAMLNode)] {
        switch node {
        case .scalar(let scalar):
            let word = scalar.value.trimmingWhitespace
            return word.isEmpty ? [] : [(word, node)]
        case .sequence(let sequence):
            var out: [(String, YAMLNode)] = []
            for item in sequence.items {
                guard case .scalar(let scalar) = item else {
                    error(.wrongType, "each of '\(field)' must be a single word or name, not \(item.kindDescription)", at: item)
                    continue
                }
                let word = scalar.value.trimmingWhitespace
                if word.isEmpty {
                    error(.missingField, "an entry of '\(field)' is empty", at: item)
                } else {
                    out.append((word, item))
                }
            }
            return out
        case .mapping:
            error(.wrongType, "'\(field)' must be a list like [a, b] or one word, not \(node.kindDescription)", at: node)
            return []
        }
    }

    /// The free facts of `details:`: a mapping of names to text.
    mutating func details(_ node: YAMLNode) -> [DetailRow] {
        guard case .mapping(let mapping) = node else {
            error(.wrongType, "'details' must be a mapping of names to text (label: value), not \(node.kindDescription)", at: node)
            return []
        }
        var rows: [DetailRow] = []
        var seen: Set<String> = []
        for pair in mapping.pairs {
            guard case .scalar(let key) = pair.key else {
                error(.wrongType, "a detail's name must be plain text", at: pair.key)
                continue
            }
            guard seen.insert(key.value).inserted else {
                error(.duplicateKey, "detail '\(key.value)' is given twice", at: pair.key)
                continue
            }
            guard case .scalar(let value) = pair.value else {
                error(.wrongType, "detail '\(key.value)' must be text, not \(pair.value.kindDescription)", at: pair.value)
                continue
            }
            rows.append(DetailRow(label: key.value.trimmingWhitespace, value: value.isNull ? "" : value.value.trimmingWhitespace))
        }
        return rows
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line ends.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
