import CoopValues

/// Reads the format of ``TemplateArchive``. Every read checks the bytes left, every tag and
/// count is checked, and nesting is bounded: damaged bytes give `nil`, never a crash.
struct ArchiveReader {
    private let buffer: UnsafeBufferPointer<UInt8>
    private var offset = 0
    /// How many frame slots the template being read has: every slot it names must be below.
    private var slotCount = 0
    /// How deep operations and evaluations may nest (the compiler's own pages nest far less).
    private static let maximumDepth = 200

    init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    var isAtEnd: Bool { offset == buffer.count }

    mutating func template(schemas: [String: ObjectSchema]) -> CompiledTemplate? {
        guard let name = text(), let schema = schemas[name], word() == schema.fingerprint,
              let slots = count(), slots >= 1, let isDocument = bool() else { return nil }
        slotCount = slots
        guard let operations = operations(depth: 0) else { return nil }
        return CompiledTemplate(name: name, schema: schema, operations: operations, slots: slots, isDocument: isDocument)
    }

    private mutating func operations(depth: Int) -> [Operation]? {
        guard depth < Self.maximumDepth, let count = count() else { return nil }
        var operations: [Operation] = []
        operations.reserveCapacity(count)
        for _ in 0..<count {
            guard let operation = operation(depth: depth) else { return nil }
            operations.append(operation)
        }
        return operations
    }

    private mutating func operation(depth: Int) -> Operation? {
        switch tag() {
        case .raw?:
            guard let count = count(), let run = take(count) else { return nil }
            return .raw(Array(run))
        case .text?:
            guard let evaluation = evaluation(depth: depth), let isAttribute = bool() else { return nil }
            return .text(evaluation, isAttribute ? .attribute : .content)
        case .markup?:
            return evaluation(depth: depth).map { .markup($0) }
        case .when?:
            guard let evaluation = evaluation(depth: depth), let negated = bool(),
                  let body = operations(depth: depth + 1) else { return nil }
            return .when(evaluation, negated: negated, body)
        case .each?:
            guard let evaluation = evaluation(depth: depth), let variable = slot(), let loop = count(),
                  loop == 0 || loop - 1 < slotCount, let body = operations(depth: depth + 1) else { return nil }
            return .each(evaluation, variable: variable, loop: loop == 0 ? nil : loop - 1, body)
        case .define?:
            guard let slot = slot(), let evaluation = evaluation(depth: depth) else { return nil }
            return .define(slot, evaluation)
        case .attribute?:
            guard let name = text(), let evaluation = evaluation(depth: depth), let isURL = bool() else { return nil }
            return .attribute(name: name, evaluation, isURL: isURL)
        case .urlAttribute?:
            guard let name = text(), let count = count() else { return nil }
            var parts: [URLPart] = []
            for _ in 0..<count {
                switch bool() {
                case false?: guard let literal = text() else { return nil }; parts.append(.literal(literal))
                case true?: guard let evaluation = evaluation(depth: depth) else { return nil }; parts.append(.value(evaluation))
                case nil: return nil
                }
            }
            return .urlAttribute(name: name, parts)
        default:
            return nil
        }
    }

    private mutating func evaluation(depth: Int) -> Evaluation? {
        guard depth < Self.maximumDepth else { return nil }
        switch tag() {
        case .constant?: return constant().map { .constant($0) }
        case .slot?: return slot().map { .slot($0) }
        case .field?:
            guard let base = evaluation(depth: depth + 1), let index = count() else { return nil }
            return .field(base, index)
        case .filter?:
            guard let base = evaluation(depth: depth + 1), let filter = filter() else { return nil }
            return .filter(base, filter)
        default: return nil
        }
    }

    private mutating func filter() -> CompiledFilter? {
        switch tag() {
        case .number?: return places().map { .number(places: $0) }
        case .percent?: return places().map { .percent(places: $0) }
        case .date?: return text().flatMap { try? DatePattern($0) }.map { .date($0) }
        case .iso?: return .iso
        case .money?: return .money
        case .pluralize?:
            guard let one = text(), let many = text() else { return nil }
            return .pluralize(one: one, many: many)
        case .fallback?: return text().map { .fallback($0) }
        case .count?: return .count
        default: return nil
        }
    }

    private mutating func constant() -> TemplateValue? {
        switch tag() {
        case .null?: return .null
        case .string?: return text().map { .string($0) }
        case .int?: return signed().map { .int(Int($0)) }
        case .double?: return word().map { .number(Double(bitPattern: $0)) }
        case .bool?: return bool().map { .bool($0) }
        case .day?:
            guard let number = signed(), let dayNumber = Int32(exactly: number) else { return nil }
            return .date(CivilDate(dayNumber: dayNumber))
        default: return nil
        }
    }

    // MARK: Primitives

    /// A frame slot of the template being read: below its slot count.
    private mutating func slot() -> Int? {
        count().flatMap { $0 < slotCount ? $0 : nil }
    }

    /// Decimal places of a number filter: 0 to 6, as the compiler allows.
    private mutating func places() -> Int? {
        count().flatMap { (0...6).contains($0) ? $0 : nil }
    }

    private mutating func tag() -> ArchiveTag? {
        take(1).flatMap { ArchiveTag(rawValue: $0[$0.startIndex]) }
    }

    mutating func take(_ count: Int) -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard count >= 0, count <= buffer.count - offset else { return nil }
        defer { offset += count }
        return buffer[offset..<offset + count]
    }

    mutating func bool() -> Bool? {
        switch take(1)?.first {
        case 0?: false
        case 1?: true
        default: nil
        }
    }

    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        for shift in stride(from: UInt64(0), to: 64, by: 7) {
            guard let byte = take(1)?.first else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
        }
        return nil
    }

    /// An unsigned varint small enough to count things in memory.
    mutating func count() -> Int? {
        unsigned().flatMap { $0 <= UInt64(Int32.max) ? Int($0) : nil }
    }

    mutating func signed() -> Int64? {
        unsigned().map { Int64(bitPattern: $0 >> 1) ^ -Int64(bitPattern: $0 & 1) }
    }

    mutating func word() -> UInt64? {
        guard let bytes = take(8) else { return nil }
        return bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    mutating func text() -> String? {
        guard let count = count(), let bytes = take(count) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
