/// Runs a compiled template over a page's data, writing HTML bytes.
///
/// Pure Swift over immutable values: any number of pages may render at once.
struct Renderer {
    private var frame: [TemplateValue]
    private(set) var out: [UInt8] = []

    init(slots: Int, root: TemplateObject, capacity: Int) {
        frame = [TemplateValue](repeating: .null, count: max(slots, 1))
        frame[0] = .object(root)
        out.reserveCapacity(capacity)
    }

    mutating func append(_ text: String) { out.append(contentsOf: text.utf8) }

    mutating func run(_ operations: [Operation]) {
        for operation in operations {
            switch operation {
            case .raw(let bytes):
                out.append(contentsOf: bytes)
            case .text(let evaluation, let context):
                evaluate(evaluation).appendText(escapedFor: context, to: &out)
            case .markup(let evaluation):
                if case .markup(let markup) = evaluate(evaluation) { out.append(contentsOf: markup.html.utf8) }
            case .when(let evaluation, let negated, let body):
                if evaluate(evaluation).isTruthy != negated { run(body) }
            case .each(let evaluation, let variable, let loop, let body):
                guard case .list(let items) = evaluate(evaluation) else { continue }
                for (index, item) in items.enumerated() {
                    frame[variable] = item
                    if let loop {
                        frame[loop] = .object(TemplateObject(loopSchema, ordered: [
                            .int(index), .int(index + 1), .int(items.count), .bool(index == 0), .bool(index == items.count - 1),
                            .bool(index % 2 == 0), .bool(index % 2 == 1),
                        ]))
                    }
                    run(body)
                }
            case .define(let slot, let evaluation):
                frame[slot] = evaluate(evaluation)
            case .attribute(let name, let evaluation, let isURL):
                let value = evaluate(evaluation)
                switch value {
                case .null, .bool(false):
                    break
                case .bool(true):
                    out.append(0x20)
                    out.append(contentsOf: name.utf8)
                default:
                    writeAttribute(name, value.text, isURL: isURL)
                }
            case .urlAttribute(let name, let parts):
                var url = ""
                for part in parts {
                    switch part {
                    case .literal(let text): url += text
                    case .value(let evaluation): url += evaluate(evaluation).text
                    }
                }
                writeAttribute(name, url, isURL: true)
            }
        }
    }

    private mutating func writeAttribute(_ name: String, _ value: String, isURL: Bool) {
        out.append(0x20)
        out.append(contentsOf: name.utf8)
        out.append(contentsOf: "=\"".utf8)
        HTMLSyntax.append(isURL && !HTMLSyntax.isSafeURL(value) ? "#" : value, escapedFor: .attribute, to: &out)
        out.append(0x22)
    }

    private func evaluate(_ evaluation: Evaluation) -> TemplateValue {
        switch evaluation {
        case .constant(let value):
            return value
        case .slot(let index):
            return frame[index]
        case .field(let base, let index):
            guard case .object(let object) = evaluate(base) else { return .null }
            return object[index]
        case .filter(let base, let filter):
            return filter.apply(evaluate(base))
        }
    }
}
