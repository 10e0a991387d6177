import CoopValues

/// Writes compiled templates in the format of ``TemplateArchive``.
struct ArchiveWriter {
    private(set) var bytes: [UInt8] = []

    mutating func template(_ template: CompiledTemplate) {
        text(template.name)
        word(template.schema.fingerprint)
        unsigned(UInt64(template.slots))
        bool(template.isDocument)
        operations(template.operations)
    }

    mutating func operations(_ operations: [Operation]) {
        unsigned(UInt64(operations.count))
        for operation in operations { self.operation(operation) }
    }

    mutating func operation(_ operation: Operation) {
        switch operation {
        case .raw(let run):
            tag(.raw)
            unsigned(UInt64(run.count))
            bytes += run
        case .text(let evaluation, let context):
            tag(.text)
            self.evaluation(evaluation)
            bool(context == .attribute)
        case .markup(let evaluation):
            tag(.markup)
            self.evaluation(evaluation)
        case .when(let evaluation, let negated, let body):
            tag(.when)
            self.evaluation(evaluation)
            bool(negated)
            operations(body)
        case .each(let evaluation, let variable, let loop, let body):
            tag(.each)
            self.evaluation(evaluation)
            unsigned(UInt64(variable))
            unsigned(loop.map { UInt64($0) + 1 } ?? 0)
            operations(body)
        case .define(let slot, let evaluation):
            tag(.define)
            unsigned(UInt64(slot))
            self.evaluation(evaluation)
        case .attribute(let name, let evaluation, let isURL):
            tag(.attribute)
            text(name)
            self.evaluation(evaluation)
            bool(isURL)
        case .urlAttribute(let name, let parts):
            tag(.urlAttribute)
            text(name)
            unsigned(UInt64(parts.count))
            for part in parts {
                switch part {
                case .literal(let literal):
                    bool(false)
                    text(literal)
                case .value(let evaluation):
                    bool(true)
                    self.evaluation(evaluation)
                }
            }
        }
    }

    mutating func evaluation(_ evaluation: Evaluation) {
        switch evaluation {
        case .constant(let value):
            tag(.constant)
            constant(value)
        case .slot(let index):
            tag(.slot)
            unsigned(UInt64(index))
        case .field(let base, let index):
            tag(.field)
            self.evaluation(base)
            unsigned(UInt64(index))
        case .filter(let base, let filter):
            tag(.filter)
            self.evaluation(base)
            self.filter(filter)
        }
    }

    mutating func filter(_ filter: CompiledFilter) {
        switch filter {
        case .number(let places): tag(.number); unsigned(UInt64(places))
        case .percent(let places): tag(.percent); unsigned(UInt64(places))
        case .date(let pattern): tag(.date); text(pattern.source)
        case .iso: tag(.iso)
        case .money: tag(.money)
        case .pluralize(let one, let many): tag(.pluralize); text(one); text(many)
        case .fallback(let text): tag(.fallback); self.text(text)
        case .count: tag(.count)
        }
    }

    /// A literal of an expression. The compiler makes only text and numbers; the other
    /// scalars are written too, and lists, objects and markup (which no literal makes) as null.
    mutating func constant(_ value: TemplateValue) {
        switch value {
        case .string(let text): tag(.string); self.text(text)
        case .int(let number): tag(.int); signed(Int64(number))
        case .number(let number): tag(.double); word(number.bitPattern)
        case .bool(let flag): tag(.bool); bool(flag)
        case .date(let day): tag(.day); signed(Int64(day.dayNumber))
        case .null, .money, .markup, .list, .object: tag(.null)
        }
    }

    // MARK: Primitives

    private mutating func tag(_ tag: ArchiveTag) { bytes.append(tag.rawValue) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Bytes as they are.
    mutating func raw(_ run: [UInt8]) { bytes += run }

    mutating func unsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func signed(_ value: Int64) {
        unsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Eight bytes, least significant first.
    mutating func word(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func text(_ value: String) {
        unsigned(UInt64(value.utf8.count))
        bytes += value.utf8
    }
}

/// The tag bytes of the archive format. Each kind of thing has its own range, so that a tag
/// read in the wrong place is caught.
enum ArchiveTag: UInt8 {
    // Operations.
    case raw = 1, text, markup, when, each, define, attribute, urlAttribute
    // Evaluations.
    case constant = 20, slot, field, filter
    // Filters.
    case number = 40, percent, date, iso, money, pluralize, fallback, count
    // Constants.
    case null = 60, string, int, double, bool, day
}
