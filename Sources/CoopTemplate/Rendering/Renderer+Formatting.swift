import CoopValues

/// Formatting filters written as bytes: a template's `| number`, `| percent`, `| date`,
/// `| iso`, `| money` and `| pluralize` make no string on the way to the page.
extension Renderer {
    /// Writes value `index`, escaped, when it is one formatting filter (number, percent,
    /// date, iso, money, pluralize) over a value read in place: the filter's text is made as
    /// bytes, never as a string. False when the value is of another shape.
    mutating func appendFormatted(_ index: Int32, escapedFor context: TextContext) -> Bool {
        let value = program.values[Int(index)]
        guard value.filterCount == 1 else { return false }
        let input = place(value)
        scratch.removeAll()
        switch (program.filters[Int(value.filterStart)], input.pointee) {
        case (.number, .null), (.percent, .null), (.date, .null), (.iso, .null), (.money, .null), (.pluralize, .null):
            return true  // the filter gives null, which writes nothing
        case (.number(let places, let style), .int(let number)):
            if places == 0 {
                NumberFormat.appendGrouped(number, style: style, to: &scratch)
            } else {
                NumberFormat.appendDecimal(Double(number), places: places, style: style, to: &scratch)
            }
        case (.number(let places, let style), .number(let number)):
            NumberFormat.appendDecimal(number, places: places, style: style, to: &scratch)
        case (.percent(let places, let style), .int(let number)):
            NumberFormat.appendPercent(Double(number), places: places, style: style, to: &scratch)
        case (.percent(let places, let style), .number(let number)):
            NumberFormat.appendPercent(number, places: places, style: style, to: &scratch)
        case (.date(let pattern), .date(let day)):
            pattern.append(day, to: &scratch)
        case (.iso, .date(let day)):
            scratch.appendISO(day)
        case (.money(let numbers, let style), .money(let amount, let currency)):
            currency.append(amount, numbers: numbers, style: style, to: &scratch)
        case (.pluralize(let one, let many, let style), .int(let count)):
            NumberFormat.appendGrouped(count, style: style, to: &scratch)
            scratch.append(UInt8(ascii: " "))
            scratch.append(count == 1 ? one : many)
        default:
            return false
        }
        scratch.withBytes { HTMLSyntax.append($0, escapedFor: context, to: &out) }
        return true
    }
}
