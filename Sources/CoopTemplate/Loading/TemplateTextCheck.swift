import CoopDiagnostics
import CoopValues

/// Checks a template's bytes before libxml2 reads them, so that what libxml2 would refuse in
/// its own words ("Huge input lookup", "Input is not proper UTF-8, indicate encoding !",
/// "Detected an entity reference loop" placed at the XML declaration) gets a plain message at
/// the right place: a file over ``maximumSize``, bytes that are not UTF-8, and an entity
/// declaration (templates use none: XML's five entities and numbered ones need no declaring,
/// and a declared one was never expanded anyway).
enum TemplateTextCheck {
    /// The largest template, in bytes: 1 MB, fifty times the largest page of the built-in theme.
    static let maximumSize = 1 << 20

    /// The first problem in `bytes`, located in `path`, or `nil`.
    static func firstProblem(in bytes: [UInt8], path: String) -> Diagnostic? {
        if bytes.count > maximumSize {
            return .error(
                .templateSyntax,
                "the template is \(LocaleFormats.english.format(Double(bytes.count) / Double(1 << 20), places: 1)) MB; a template may be at most 1 MB",
                at: SourceLocation(path: path, line: 1, column: 1),
                help: "a template holds markup: put long text in the content (a note, a hen's about)")
        }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
                index += 1
                continue
            }
            if byte == UInt8(ascii: "<"), bytes[index...].starts(with: Array("<!ENTITY".utf8)) {
                return .error(
                    .templateSyntax, "templates cannot declare entities", at: SourceLocation(path: path, line: line, column: column),
                    length: 8, help: "write the text itself; &amp; &lt; &gt; &quot; &apos; and numbered ones like &#160; need no declaring")
            }
            let width = utf8Width(bytes, at: index)
            guard width > 0 else {
                return .error(
                    .templateSyntax,
                    "the template is not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) cannot appear here",
                    at: SourceLocation(path: path, line: line, column: column),
                    help: "save the file as UTF-8 (most editors offer it under 'Save with encoding')")
            }
            index += width
            column += 1
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 if there is none.
    private static func utf8Width(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        let width: Int
        let minimum: UInt32
        var scalar: UInt32
        switch byte {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (width, minimum, scalar) = (2, 0x80, UInt32(byte & 0x1F))
        case 0xE0...0xEF: (width, minimum, scalar) = (3, 0x800, UInt32(byte & 0x0F))
        case 0xF0...0xF4: (width, minimum, scalar) = (4, 0x10000, UInt32(byte & 0x07))
        default: return 0
        }
        guard index + width <= bytes.count else { return 0 }
        for offset in 1..<width {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return 0 }
        return width
    }
}
