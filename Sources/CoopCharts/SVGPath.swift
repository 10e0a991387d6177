import CoopValues

/// An SVG path's `d` attribute, built point by point: `M10 20L15 22.5`.
struct SVGPath: ~Copyable {
    /// The path's text so far.
    private(set) var bytes = ByteBuffer()
    private var penDown = false

    /// Whether nothing has been drawn.
    var isEmpty: Bool { bytes.isEmpty }

    /// Draws a line to the point, or moves to it after a gap.
    mutating func point(_ x: Double, _ y: Double) {
        bytes.append(penDown ? UInt8(ascii: "L") : UInt8(ascii: "M"))
        SVGWriter.appendNumber(x, to: &bytes)
        bytes.append(0x20)
        SVGWriter.appendNumber(y, to: &bytes)
        penDown = true
    }

    /// Lifts the pen: the next point starts a new line.
    mutating func gap() { penDown = false }

    /// A closed rectangle with its top left corner at (`x`, `y`): `M10 20h2v30h-2z`.
    mutating func rectangle(_ x: Double, _ y: Double, width: Double, height: Double) {
        bytes.append(UInt8(ascii: "M"))
        SVGWriter.appendNumber(x, to: &bytes)
        bytes.append(0x20)
        SVGWriter.appendNumber(y, to: &bytes)
        bytes.append(UInt8(ascii: "h"))
        SVGWriter.appendNumber(width, to: &bytes)
        bytes.append(UInt8(ascii: "v"))
        SVGWriter.appendNumber(height, to: &bytes)
        bytes.append(UInt8(ascii: "h"))
        SVGWriter.appendNumber(-width, to: &bytes)
        bytes.append(UInt8(ascii: "z"))
        penDown = false
    }
}
