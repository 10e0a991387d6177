import CoopValues

/// Runs a linked template (``LinkedProgram``) over a page's data, writing HTML bytes.
///
/// Values are reached through pointers into the page's data, which is immutable and outlives
/// the rendering, so reading a field copies nothing and counts no reference: a frame slot
/// holds where its value is, not the value. Only values made while rendering (a filter's
/// result, a `c:define`, the loop facts) are kept, in slots of their own.
///
/// Pure Swift over immutable values: any number of pages may render at once.
struct Renderer: ~Copyable {
    let program: LinkedProgram
    /// Where each frame slot's value is: in the page's data, in ``owned``, or a constant.
    let frame: UnsafeMutablePointer<UnsafePointer<TemplateValue>>
    /// The values made while rendering, one place per frame slot, then null, then the value
    /// of the last filtered expression.
    let owned: UnsafeMutablePointer<TemplateValue>
    let slots: Int
    /// The loops being run, innermost last.
    private var loops: [Loop] = []
    /// Text made before it is escaped: a URL from its parts, a filter's output.
    var scratch = ByteBuffer(capacity: 256)
    var out: ByteBuffer

    /// A loop being run: its items (held, so that pointers into them stay valid), the item
    /// being rendered, and where its body starts.
    private struct Loop {
        let items: [TemplateValue]
        let first: UnsafePointer<TemplateValue>
        var index: Int
        let variable: Int
        let facts: Int
        let start: Int
    }

    /// The bytes of `program` rendered over `root`, with `slots` frame slots.
    static func render(
        _ program: LinkedProgram, slots: Int, root: TemplateObject, prefix: String, suffix: String,
        capacity: Int
    ) -> [UInt8] {
        var renderer = Renderer(program: program, slots: max(slots, 1), root: root, capacity: capacity)
        renderer.out.append(prefix)
        renderer.run()
        renderer.out.append(suffix)
        return renderer.finish()
    }

    private init(program: LinkedProgram, slots: Int, root: TemplateObject, capacity: Int) {
        self.program = program
        out = ByteBuffer(capacity: capacity)
        self.slots = slots
        owned = .allocate(capacity: slots + 2)
        owned.initialize(repeating: .null, count: slots + 2)
        frame = .allocate(capacity: slots)
        frame.initialize(repeating: UnsafePointer(owned + slots), count: slots)
        owned[0] = .object(root)
        frame[0] = UnsafePointer(owned)
    }

    /// The bytes written; frees everything else.
    private consuming func finish() -> [UInt8] {
        owned.deinitialize(count: slots + 2)
        owned.deallocate()
        frame.deallocate()
        return out.array()
    }

    private mutating func run() {
        let instructions = program.instructions
        var pc = 0
        while pc < instructions.count {
            let step = instructions[pc]
            pc += 1
            switch step.code {
            case .raw:
                appendBytes(step.a, step.b)
            case .text:
                let context = TextContext(code: step.b)
                if !appendFormatted(step.a, escapedFor: context) {
                    value(step.a).pointee.appendText(escapedFor: context, to: &out)
                }
            case .markup:
                if case .markup(let markup) = value(step.a).pointee { markup.bytes.withUnsafeBufferPointer { out.append($0) } }
            case .skip:
                if value(step.a).pointee.isTruthy == (step.b != 0) { pc = Int(step.c) }
            case .eachStart:
                let list = made(step.a)
                guard case .list(let items) = list, !items.isEmpty, let first = items.withUnsafeBufferPointer({ $0.baseAddress }) else {
                    pc = Int(step.d)
                    continue
                }
                loops.append(Loop(items: items, first: first, index: 0, variable: Int(step.b), facts: Int(step.c), start: pc))
                enterItem()
            case .eachNext:
                let last = loops.count - 1
                loops[last].index += 1
                if loops[last].index < loops[last].items.count {
                    enterItem()
                    pc = loops[last].start
                } else {
                    loops.removeLast()
                }
            case .define:
                let slot = Int(step.a)
                owned[slot] = made(step.b)
                frame[slot] = UnsafePointer(owned + slot)
            case .attribute:
                let place = value(step.a)
                switch place.pointee {
                case .null, .bool(false):
                    break
                case .bool(true):
                    appendBytes(step.b, step.c)
                default:
                    appendBytes(step.b, step.c)
                    out.append(UInt8(ascii: "="))
                    out.append(UInt8(ascii: "\""))
                    appendAttributeValue(place, isURL: step.d != 0)
                    out.append(UInt8(ascii: "\""))
                }
            case .urlAttribute:
                scratch.removeAll()
                for part in program.urlParts[Int(step.a)..<Int(step.a + step.b)] {
                    if part.b < 0 {
                        value(part.a).pointee.appendUnescapedText(to: &scratch)
                    } else {
                        scratch.append(UnsafeBufferPointer(rebasing: program.bytes[Int(part.a)..<Int(part.a + part.b)]))
                    }
                }
                appendBytes(step.c, step.d)
                scratch.withBytes { bytes in
                    if HTMLSyntax.isSafeURL(bytes) {
                        HTMLSyntax.append(bytes, escapedFor: .attribute, to: &out)
                    } else {
                        out.append(UInt8(ascii: "#"))
                    }
                }
                out.append(UInt8(ascii: "\""))
            }
        }
    }

    /// Points the loop's variable at its current item, and sets its facts when read.
    private mutating func enterItem() {
        let loop = loops[loops.count - 1]
        frame[loop.variable] = loop.first + loop.index
        guard loop.facts >= 0 else { return }
        let (index, count) = (loop.index, loop.items.count)
        owned[loop.facts] = .object(
            TemplateObject(
                loopSchema,
                ordered: [
                    .int(index), .int(index + 1), .int(count), .bool(index == 0), .bool(index == count - 1),
                    .bool(index % 2 == 0), .bool(index % 2 == 1),
                ]))
        frame[loop.facts] = UnsafePointer(owned + loop.facts)
    }

    private mutating func appendBytes(_ start: Int32, _ count: Int32) {
        out.append(UnsafeBufferPointer(rebasing: program.bytes[Int(start)..<Int(start + count)]))
    }

    /// An attribute's value from data, escaped; a URL that is not safe is written `#`.
    private mutating func appendAttributeValue(_ value: UnsafePointer<TemplateValue>, isURL: Bool) {
        switch value.pointee {
        case .string(let text) where !isURL || HTMLSyntax.isSafeURL(text):
            HTMLSyntax.append(text, escapedFor: .attribute, to: &out)
        case .int, .date:
            value.pointee.appendText(escapedFor: .attribute, to: &out)
        default:
            let text = value.pointee.text
            HTMLSyntax.append(isURL && !HTMLSyntax.isSafeURL(text) ? "#" : text, escapedFor: .attribute, to: &out)
        }
    }
}
