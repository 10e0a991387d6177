import CoopValues
import Testing

@testable import CoopCharts

@Suite struct SVGNumberTests {
    /// The formatting the writer had before it wrote digits straight into its bytes: tenths
    /// rounded, then the whole part and the decimal through `DecimalDigits`.
    static func reference(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "0" }
        let tenths = Int((value * 10).rounded())
        var out: [UInt8] = []
        if tenths < 0 { out.append(UInt8(ascii: "-")) }
        DecimalDigits.append(tenths.magnitude / 10, to: &out)
        if tenths.magnitude % 10 != 0 {
            out.append(UInt8(ascii: "."))
            DecimalDigits.append(tenths.magnitude % 10, to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (0.04, "0"), (-0.04, "0"), (0.05, "0.1"), (-0.05, "-0.1"), (0.25, "0.3"), (-0.25, "-0.3"),
        (12.34, "12.3"), (12.35, "12.4"), (40.0, "40"), (39.96, "40"), (-0.5, "-0.5"), (-12.36, "-12.4"), (-9.96, "-10"),
        (1e-300, "0"), (9.95, "10"), (270.0, "270"), (1234567.8, "1234567.8"), (999_999_999_999_999.9, "999999999999999.8"),
        (99_999_999_999_999.9, "99999999999999.9"), (-99_999_999_999_999.9, "-99999999999999.9"),
        (1e15, "0"), (-1e15, "0"), (Double.nan, "0"), (Double.infinity, "0"), (-Double.infinity, "0"),
    ])
    func exactBytes(_ value: Double, _ text: String) {
        #expect(SVGWriter.number(value) == text)
        #expect(Self.reference(value) == text)
    }

    /// Every hundredth from -1,000 to 1,000 (each half-tenth, where rounding goes one way or
    /// the other), and steps through large values up to 10^15 and past it.
    @Test func sameAsTheFormerFormattingOverAWideRange() {
        var differing: [Double] = []
        for step in -100_000...100_000 {
            for value in [Double(step) / 100, Double(step) * 1_234.567_89, Double(step) * 1e10 + 0.05, Double(step) * 1.1e10]
            where SVGWriter.number(value) != Self.reference(value) {
                differing.append(value)
            }
        }
        #expect(differing.isEmpty)
    }
}

@Suite struct SVGWriterTests {
    @Test func elementsAndAttributes() {
        var out = SVGWriter(capacity: 1)
        out.begin("line")
        out.attribute("x1", -12.36)
        out.attribute("class", "axis")
        out.attribute("aria-label", text: "Eggs & \"hens\"")
        out.attribute("style") {
            $0.raw("fill: ")
            $0.integer(-3)
            $0.raw(" ")
            $0.integer(720)
        }
        out.finishEmpty()
        out.begin("text")
        out.finishOpen()
        out.title {
            $0.text("a<b")
            $0.raw(" – ")
        }
        out.title("é")
        out.end("text")
        let markup = out.markup
        #expect(
            markup == #"<line x1="-12.4" class="axis" aria-label="Eggs &amp; &quot;hens&quot;" style="fill: -3 720"/>"#
                + "<text><title>a&lt;b – </title><title>é</title></text>")
    }

    @Test func paths() {
        var path = SVGPath()
        let emptyAtFirst = path.isEmpty
        #expect(emptyAtFirst)
        path.point(1, 2)
        path.point(3.25, -4)
        path.gap()
        path.point(5, 6)
        path.rectangle(10, 20, width: 2.5, height: 30)
        var out = SVGWriter()
        out.raw(path)
        let markup = out.markup
        #expect(markup == "M1 2L3.3 -4M5 6M10 20h2.5v30h-2.5z")
    }
}

/// Chart text with right-to-left letters or direction controls is isolated between U+2068
/// and U+2069 (issue 19, point 3); other text is written as it is.
@Suite struct SVGTextIsolationTests {
    @Test func directionalTextIsIsolated() {
        var writer = SVGWriter()
        writer.title("\u{202E}lraeP & Dot")
        writer.title("Pearl")
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == "<title>\u{2068}\u{202E}lraeP &amp; Dot\u{2069}</title><title>Pearl</title>")
    }
}
