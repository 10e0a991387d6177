/// Writes a JSON document straight to UTF-8 bytes, member by member, with a fixed layout,
/// so that the same values always give the same bytes: the one JSON writer of `data/coop.json`,
/// of the schemas of `coop schema` and of `coop describe`.
///
/// Layout: containers fewer than ``spreadDepth`` levels deep (the top-level one is at level
/// 0) are spread one member per line, indented by two spaces a level; deeper ones, and those
/// asked for on one line, are written on one line, `{"name": "Pearl", "kind": "eggs"}`. So in
/// `data/coop.json` a record is a line, which diffs and greps well. An empty container is
/// `[]` or `{}`.
///
/// ```swift
/// var json = JSONWriter()
/// json.object { json in
///     json.key("hens")
///     json.array { json in json.string("Pearl") }
/// }
/// json.document  // "{\n  \"hens\": [\n    \"Pearl\"\n  ]\n}\n"
/// ```
public struct JSONWriter {
    /// How strings are escaped.
    public enum StringEscaping: Sendable {
        /// `"` and `\` with a backslash; control characters, DEL, `<`, `>`, `&`, U+2028 and
        /// U+2029 as `\u` escapes, so the document stays inert if it is ever pasted into an
        /// HTML `<script>` element or a JavaScript string (`data/coop.json`).
        case scriptSafe
        /// `"` and `\` with a backslash, line feed and tab as `\n` and `\t`, other control
        /// characters as `\u` escapes; everything else as it is (the schemas).
        case minimal
    }

    /// What has been written so far.
    private(set) var bytes: [UInt8] = []
    /// How deep containers are still spread over lines.
    public let spreadDepth: Int
    /// How strings are escaped.
    public let escaping: StringEscaping
    /// How many members each open container has so far, the outermost first (and, past
    /// ``depth``, those of containers closed, kept for reuse).
    private var memberCounts: [Int] = []
    /// Whether each open container is spread over lines, the outermost first (as
    /// ``memberCounts``).
    private var spread: [Bool] = []
    /// How many containers are open.
    private var depth = 0
    /// Whether a key was just written, so that the next value is its member's value.
    private var afterKey = false

    /// An empty document, with containers spread over lines above `spreadDepth` and strings
    /// escaped as `escaping` says.
    public init(spreadDepth: Int = 2, escaping: StringEscaping = .scriptSafe) {
        self.spreadDepth = spreadDepth
        self.escaping = escaping
    }

    /// The document: what has been written, ending in a newline.
    public var document: [UInt8] { bytes + [0x0A] }

    /// Writes an object whose members `members` writes, each a ``key(_:)-(StaticString)``
    /// and a value.
    public mutating func object(_ members: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"), oneLine: false)
        members(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array whose items `items` writes; on one line when `oneLine`, however deep.
    public mutating func array(oneLine: Bool = false, _ items: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["), oneLine: oneLine)
        items(&self)
        close(UInt8(ascii: "]"))
    }

    /// A key taken from data (a kind's or a hen's name, a detail's label), quoted once: the
    /// names that head the members of thousands of egg entries are not escaped again for each.
    public struct Key: Sendable {
        /// The key as it is written: quoted and escaped.
        let quoted: [UInt8]

        /// The key `name`, escaped as `escaping` says (the writer's must be the same).
        public init(_ name: String, escaping: StringEscaping = .scriptSafe) {
            var quoted: [UInt8] = []
            JSONWriter.quote(name, escaping: escaping, into: &quoted)
            self.quoted = quoted
        }
    }

    /// Starts an object's member whose key is written in the code, a word of letters, digits
    /// and `_` that needs no escape; the value written next is the member's.
    public mutating func key(_ name: StaticString) {
        startMember()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { name in
            assert(
                name.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) },
                "a key written in the code is a plain word")
            bytes.append(contentsOf: name)
        }
        bytes.append(UInt8(ascii: "\""))
        endKey()
    }

    /// Starts an object's member whose key is a declared name (a record's field: `paid_by`),
    /// a word of letters, digits and `_` that needs no escape; the value written next is the
    /// member's.
    public mutating func key(word name: String) {
        startMember()
        bytes.append(UInt8(ascii: "\""))
        assert(
            name.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0) },
            "a declared key is a plain word")
        bytes.appendUTF8(name)
        bytes.append(UInt8(ascii: "\""))
        endKey()
    }

    /// Starts an object's member whose key comes from data; the value written next is the
    /// member's.
    public mutating func key(_ key: Key) {
        startMember()
        bytes.append(contentsOf: key.quoted)
        endKey()
    }

    /// Starts an object's member with the key `name`, escaped now; the value written next is
    /// the member's.
    public mutating func key(named name: String) {
        startMember()
        Self.quote(name, escaping: escaping, into: &bytes)
        endKey()
    }

    /// After a key: the colon, and the state that makes the next value its member's.
    private mutating func endKey() {
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
        afterKey = true
    }

    /// Writes a string.
    public mutating func string(_ text: String) {
        startValue()
        Self.quote(text, escaping: escaping, into: &bytes)
    }

    /// Writes a string, or `null` when absent.
    public mutating func text(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// Writes a date as the string `"2026-11-22"`, or `null` when absent.
    public mutating func date(_ value: CivilDate?) {
        guard let value else { return null() }
        startValue()
        bytes.append(UInt8(ascii: "\""))
        value.appendISO(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a whole number.
    public mutating func int(_ value: Int) {
        startValue()
        bytes.appendDecimal(value)
    }

    /// Writes a number given as its exact JSON text (`1.5`, `45.52`).
    public mutating func number(_ text: String) {
        startValue()
        bytes.appendUTF8(text)
    }

    /// Writes a value given as JSON text already (a member copied from another document as it
    /// was written there); the caller vouches that it is one JSON value.
    public mutating func raw(_ json: String) {
        startValue()
        bytes.appendUTF8(json)
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ value: Bool) {
        startValue()
        bytes.appendUTF8(value ? "true" : "false")
    }

    /// Writes `null`.
    public mutating func null() {
        startValue()
        bytes.appendUTF8("null")
    }

    /// Before a value: nothing after a key; in an array, what comes before a member.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if depth > 0 {
            startMember()
        }
    }

    /// Before a member of the innermost container: a comma after the first, then a line
    /// break and indent when the container is spread, else a space.
    private mutating func startMember() {
        let innermost = depth - 1
        let index = memberCounts[innermost]
        memberCounts[innermost] = index + 1
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        if spread[innermost] {
            newLine(indent: depth)
        } else if index > 0 {
            bytes.append(0x20)
        }
    }

    private mutating func open(_ bracket: UInt8, oneLine: Bool) {
        startValue()
        bytes.append(bracket)
        let spreads = !oneLine && depth < spreadDepth && (depth == 0 || spread[depth - 1])
        if depth == memberCounts.count {
            memberCounts.append(0)
            spread.append(spreads)
        } else {
            memberCounts[depth] = 0
            spread[depth] = spreads
        }
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if memberCounts[depth] > 0 && spread[depth] { newLine(indent: depth) }
        bytes.append(bracket)
    }

    private mutating func newLine(indent: Int) {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * indent))
    }

    /// Appends `text` as a JSON string, escaped as `escaping` says.
    public static func quote(_ text: String, escaping: StringEscaping = .scriptSafe, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        if text.utf8.withContiguousStorageIfAvailable({ quote(bytes: $0, escaping: escaping, into: &out) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { quote(bytes: $0, escaping: escaping, into: &out) }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// ``quote(_:escaping:into:)``'s escaping of UTF-8 `bytes`, without the quotes: runs that
    /// need no escape are copied whole.
    private static func quote(bytes: UnsafeBufferPointer<UInt8>, escaping: StringEscaping, into out: inout [UInt8]) {
        let scriptSafe = escaping == .scriptSafe
        var runStart = 0
        var index = 0
        func copyRun() { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                copyRun()
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
                index += 1
            case 0x00..<0x20:
                copyRun()
                if !scriptSafe && (byte == 0x0A || byte == 0x09) {
                    out.append(UInt8(ascii: "\\"))
                    out.append(byte == 0x0A ? UInt8(ascii: "n") : UInt8(ascii: "t"))
                } else {
                    unicodeEscape(UInt32(byte), into: &out)
                }
                index += 1
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x7F:
                guard scriptSafe else {
                    index += 1
                    continue
                }
                copyRun()
                unicodeEscape(UInt32(byte), into: &out)
                index += 1
            case 0xE2
            where scriptSafe && index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR end a JavaScript line.
                copyRun()
                unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, into: &out)
                index += 3
            default:
                index += 1
                continue
            }
            runStart = index
        }
        copyRun()
    }

    /// `\u003c` for `<`: four lower-case hexadecimal digits.
    private static func unicodeEscape(_ value: UInt32, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        out.append(UInt8(ascii: "u"))
        Hexadecimal.append(UInt64(value), digits: 4, to: &out)
    }
}
