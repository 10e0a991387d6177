import CoopValues

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour as 8-bit sRGB channels: what a chart's series are painted with, and what their
/// contrast is computed from.
///
/// Luminance and contrast are WCAG 2.2's, computed exactly: each channel linearised by the
/// sRGB transfer function (c / 12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4), then
/// weighted 0.2126, 0.7152 and 0.0722.
public struct RGBColor: Hashable, Sendable {
    /// The red channel, 0 to 255.
    public let red: UInt8
    /// The green channel, 0 to 255.
    public let green: UInt8
    /// The blue channel, 0 to 255.
    public let blue: UInt8

    /// The colour of these channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour a kind may name in `kinds.yaml`: hex (`#9c5a2e`, `#abc`, with or without
    /// an alpha, which is ignored) or a CSS colour name (`saddlebrown`, any case); `nil` for
    /// anything else (`var(--x)`).
    public init?(css text: String) {
        if text.hasPrefix("#") {
            let digits = text.utf8.dropFirst().map(Hexadecimal.value(ofDigit:))
            guard !digits.contains(nil) else { return nil }
            let d = digits.compactMap { $0 }
            switch d.count {
            case 3, 4: self.init(red: d[0] * 17, green: d[1] * 17, blue: d[2] * 17)
            case 6, 8: self.init(red: d[0] * 16 + d[1], green: d[2] * 16 + d[3], blue: d[4] * 16 + d[5])
            default: return nil
            }
            return
        }
        guard let hex = CSSColorNames.hex[text.lowercased()] else { return nil }
        self.init(css: hex)
    }

    /// `#a0612f`: six lower-case hex digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue] {
            out.append(digits[Int(channel >> 4)])
            out.append(digits[Int(channel & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Each 8-bit channel value linearised by the sRGB transfer function.
    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The relative luminance, 0 (black) to 1 (white).
    public var luminance: Double {
        0.2126 * Self.linear[Int(red)] + 0.7152 * Self.linear[Int(green)] + 0.0722 * Self.linear[Int(blue)]
    }

    /// The contrast ratio with `other`, 1 to 21.
    public func contrast(with other: RGBColor) -> Double {
        Self.contrast(luminance, other.luminance)
    }

    /// The contrast ratio of two relative luminances: (lighter + 0.05) / (darker + 0.05).
    public static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// The colour as hue, saturation and lightness, and back: the picker keeps a colour's hue
/// and saturation and moves only its lightness.
extension RGBColor {
    /// Hue in degrees (0 to 360), saturation and lightness (0 to 1), as CSS's `hsl()`.
    var hsl: (hue: Double, saturation: Double, lightness: Double) {
        let r = Double(red) / 255
        let g = Double(green) / 255
        let b = Double(blue) / 255
        let high = max(r, g, b)
        let low = min(r, g, b)
        let lightness = (high + low) / 2
        guard high > low else { return (0, 0, lightness) }
        let chroma = high - low
        let saturation = chroma / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == r {
            hue = (g - b) / chroma
            if hue < 0 { hue += 6 }
        } else if high == g {
            hue = (b - r) / chroma + 2
        } else {
            hue = (r - g) / chroma + 4
        }
        return (hue * 60, min(1, saturation), lightness)
    }

    /// The colour of CSS's `hsl(hue, saturation, lightness)`, channels rounded.
    init(hue: Double, saturation: Double, lightness: Double) {
        let chroma = (1 - abs(2 * lightness - 1)) * saturation
        let sector = hue.truncatingRemainder(dividingBy: 360) / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case ..<1: (r, g, b) = (chroma, x, 0)
        case ..<2: (r, g, b) = (x, chroma, 0)
        case ..<3: (r, g, b) = (0, chroma, x)
        case ..<4: (r, g, b) = (0, x, chroma)
        case ..<5: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = lightness - chroma / 2
        func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, ((value + m) * 255).rounded()))) }
        self.init(red: channel(r), green: channel(g), blue: channel(b))
    }

    /// The colour of this hue and saturation whose luminance is closest to `target`: the
    /// lightness is found by halving (luminance grows with lightness).
    func withLuminance(_ target: Double) -> RGBColor {
        let (hue, saturation, _) = hsl
        var low = 0.0
        var high = 1.0
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if RGBColor(hue: hue, saturation: saturation, lightness: middle).luminance < target { low = middle } else { high = middle }
        }
        let below = RGBColor(hue: hue, saturation: saturation, lightness: low)
        let above = RGBColor(hue: hue, saturation: saturation, lightness: high)
        return abs(below.luminance - target) <= abs(above.luminance - target) ? below : above
    }
}
