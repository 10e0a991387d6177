/// A 1-based line and column (in Unicode scalars) in a template file.
struct TextPosition: Hashable, Sendable {
    let line: Int
    let column: Int
}

/// A name as written in the source: the file's bytes and where the name is in them. It is
/// made into a string only when asked for (when a problem is reported).
struct ScannedName: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Where the name is in them.
    let range: Range<Int>

    /// The name.
    var text: String { String(decoding: bytes[range], as: UTF8.self) }

    /// Whether the name is `name`, compared without making a string.
    func isEqual(to name: String) -> Bool {
        var name = name
        return name.withUTF8 { name in
            guard name.count == range.count else { return false }
            for (offset, byte) in name.enumerated() where bytes[range.lowerBound + offset] != byte { return false }
            return true
        }
    }
}

/// An attribute as written in the source: where its value starts, and its raw text.
struct ScannedAttribute: Sendable {
    /// The name as written.
    let scannedName: ScannedName
    let namePosition: TextPosition
    /// The position of the first character inside the quotes.
    let valuePosition: TextPosition
    /// The value as written, before entities are decoded.
    let rawValue: String

    /// The name as written.
    var name: String { scannedName.text }
}

/// A start or end tag as written in the source.
struct ScannedTag: Sendable {
    /// The name as written.
    let scannedName: ScannedName
    let position: TextPosition
    let isEndTag: Bool
    let isSelfClosing: Bool
    let attributes: [ScannedAttribute]

    /// The name as written.
    var name: String { scannedName.text }
}

/// Finds where things are in a template's source, which libxml2 does not record:
/// the line and column of every start tag and attribute value, and of every `${` in text.
///
/// It only reads what a well-formed document holds (comments, CDATA, processing
/// instructions, a doctype, tags with quoted attributes) and never fails: on a
/// malformed document it reports what it saw up to the problem, which is enough to
/// point at the tag left open.
struct TagScanner {
    /// Start and end tags in document order.
    private(set) var tags: [ScannedTag] = []
    /// The position of every `${` outside tags (in text and CDATA), in document order.
    private(set) var textInterpolations: [TextPosition] = []

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        // Room for a tag at every '<', so that the list is not copied as it grows.
        tags.reserveCapacity(
            bytes.withUnsafeBufferPointer { bytes in
                var count = 0
                for byte in bytes where byte == UInt8(ascii: "<") { count += 1 }
                return count
            })
        scan()
    }

    private var position: TextPosition { TextPosition(line: line, column: column) }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func starts(with text: StaticString) -> Bool {
        guard index + text.utf8CodeUnitCount <= bytes.count else { return false }
        for offset in 0..<text.utf8CodeUnitCount where bytes[index + offset] != text.utf8Start[offset] { return false }
        return true
    }

    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<count where index < bytes.count { advance() }
    }

    private mutating func skip(past terminator: StaticString) {
        while index < bytes.count, !starts(with: terminator) { advance() }
        advance(terminator.utf8CodeUnitCount)
    }

    private mutating func scan() {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                let next = peek(1)
                if next == UInt8(ascii: "!") {
                    if starts(with: "<!--") {
                        skip(past: "-->")
                        continue
                    }
                    if starts(with: "<![CDATA[") {
                        advance(9)
                        while index < bytes.count, !starts(with: "]]>") {
                            noteInterpolation()
                            advance()
                        }
                        advance(3)
                        continue
                    }
                    skipDeclaration()
                    continue
                }
                if next == UInt8(ascii: "?") {
                    skip(past: "?>")
                    continue
                }
                guard let next, Self.isNameByte(next) || next == UInt8(ascii: "/") else {
                    advance()  // a bare '<' is text (libxml2 reports it)
                    continue
                }
                scanTag()
            } else {
                noteInterpolation()
                advance()
            }
        }
    }

    private mutating func noteInterpolation() {
        if bytes[index] == UInt8(ascii: "$"), peek(1) == UInt8(ascii: "{") {
            textInterpolations.append(position)
        }
    }

    /// `<!DOCTYPE ...>`, with an internal subset in brackets.
    private mutating func skipDeclaration() {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            advance()
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ">"), depth <= 0 { return }
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"))
    }

    /// Where the name at the current byte is.
    private mutating func name() -> Range<Int> {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { advance() }
        return start..<index
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte.isXMLSpaceByte { advance() }
    }

    private mutating func scanTag() {
        let start = position
        advance()  // <
        let isEnd = peek() == UInt8(ascii: "/")
        if isEnd { advance() }
        let tagName = name()
        var attributes: [ScannedAttribute] = []
        var selfClosing = false
        while index < bytes.count {
            skipSpace()
            guard let byte = peek() else { break }
            if byte == UInt8(ascii: ">") {
                advance()
                break
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: ">") {
                selfClosing = true
                advance(2)
                break
            }
            if byte == UInt8(ascii: "<") { break }  // malformed: a new tag starts
            let namePosition = position
            let attributeName = name()
            if attributeName.isEmpty {
                advance()
                continue
            }
            skipSpace()
            guard peek() == UInt8(ascii: "=") else { continue }
            advance()
            skipSpace()
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
            advance()
            let valuePosition = position
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { advance() }
            let raw = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            if index < bytes.count { advance() }
            attributes.append(
                ScannedAttribute(
                    scannedName: ScannedName(bytes: bytes, range: attributeName), namePosition: namePosition,
                    valuePosition: valuePosition, rawValue: raw))
        }
        tags.append(
            ScannedTag(
                scannedName: ScannedName(bytes: bytes, range: tagName), position: start, isEndTag: isEnd,
                isSelfClosing: selfClosing, attributes: attributes))
    }

    /// The first tag left open: at the first end tag that does not match the innermost
    /// open element, that element and the end tag; or, at the end of the file, the
    /// innermost element still open (and no end tag).
    func firstUnclosedTag() -> (open: ScannedTag, closing: ScannedTag?)? {
        var stack: [ScannedTag] = []
        for tag in tags {
            if !tag.isEndTag {
                if !tag.isSelfClosing { stack.append(tag) }
                continue
            }
            guard let top = stack.last else { continue }
            if top.name == tag.name {
                stack.removeLast()
            } else {
                return (top, tag)
            }
        }
        return stack.last.map { ($0, nil) }
    }

    /// The innermost element open at `position` (by the tags before it).
    func openElement(at position: TextPosition) -> String? {
        var stack: [String] = []
        for tag in tags {
            guard (tag.position.line, tag.position.column) < (position.line, position.column) else { break }
            if tag.isEndTag {
                if stack.last == tag.name { stack.removeLast() }
            } else if !tag.isSelfClosing {
                stack.append(tag.name)
            }
        }
        return stack.last
    }
}
