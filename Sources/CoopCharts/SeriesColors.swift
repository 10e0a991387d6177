#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The colours of one series: one for each colour scheme.
public struct SeriesColor: Hashable, Sendable {
    /// In the light scheme.
    public let light: RGBColor
    /// In the dark scheme.
    public let dark: RGBColor

    /// A series painted `light` in the light scheme and `dark` in the dark one.
    public init(light: RGBColor, dark: RGBColor) {
        self.light = light
        self.dark = dark
    }
}

/// Picks the colours of a chart's series, in each colour scheme, so that every series stands
/// out at least 3:1 (WCAG's contrast for graphics) from the scheme's backgrounds and from the
/// series beside it (the next bar in a stack, the next entry of the legend), and no colour
/// repeats within the chart.
///
/// The rule:
/// - A series with a colour of its own (a kind's `color:`) keeps its hue and saturation; only
///   its lightness may move. Lightnesses are chosen for the whole chart at once, moving the
///   colours as little as possible (the sum of the squares of the moves in CIE L*), so a
///   colour that already meets every contrast is kept exactly unless its neighbours leave it
///   no room.
/// - A series without a colour takes the palette's: six hues, each in two tones (a mid and a
///   deep one in the light scheme, a mid and a pale one in the dark), taken in turn so that
///   neighbours differ in tone and hue and 12 series never share a colour.
/// - A colour that repeats an earlier series' (two kinds both `brown`) is replaced by the
///   next palette colour not used yet.
public enum SeriesColors {
    /// The least contrast every series has with the backgrounds and with its neighbours.
    public static let minimumContrast = 3.0
    /// The contrast aimed at when a lightness is chosen: a little more than
    /// ``minimumContrast``, so that rounding the channels to 8 bits cannot take it below.
    static let aimedContrast = 3.1

    /// The palette's hues (degrees) and saturations: amber, teal, violet, red, green, gold.
    static let hues: [(hue: Double, saturation: Double)] = [(28, 0.75), (190, 0.6), (265, 0.5), (5, 0.65), (100, 0.5), (45, 0.8)]

    /// The palette colour of series `index` in `scheme`: hue and tone alternate, and the hue
    /// moves on by one more after every six series, so the first 12 are all different.
    static func palette(_ index: Int, _ scheme: ChartColorScheme) -> RGBColor {
        let (hue, saturation) = hues[(index + index / 6) % hues.count]
        let tone = index % 2 == 0 ? scheme.tones.0 : scheme.tones.1
        return RGBColor(hue: hue, saturation: saturation, lightness: 0.5).withLuminance(tone)
    }

    /// The colours of series with these colours of their own (`nil`: none), in order.
    ///
    /// The same colours are picked for the same `own` every time: a site's charts mostly
    /// share a few lists of series (one per kind, the same for every tag's graphs), so the
    /// answers are kept (``PickedColors``) rather than chosen again for each chart.
    public static func pick(_ own: [RGBColor?]) -> [SeriesColor] {
        if let known = PickedColors.shared.colors(for: own) { return known }
        let light = pick(own, in: .light)
        let dark = pick(own, in: .dark)
        let colors = zip(light, dark).map { SeriesColor(light: $0, dark: $1) }
        PickedColors.shared.keep(colors, for: own)
        return colors
    }

    /// The colours of the series in one scheme.
    public static func pick(_ own: [RGBColor?], in scheme: ChartColorScheme) -> [RGBColor] {
        var wanted = own
        // A colour already wanted by an earlier series makes way for an unused palette colour.
        var paletteNext = 0
        for index in wanted.indices {
            guard let color = wanted[index], wanted[..<index].contains(color) else { continue }
            while wanted.contains(palette(paletteNext, scheme)) { paletteNext += 1 }
            wanted[index] = palette(paletteNext, scheme)
            paletteNext += 1
        }
        let bases = wanted.indices.map { wanted[$0] ?? palette($0, scheme) }
        var colors = lightnesses(bases, scheme).enumerated().map { index, luminance in
            luminance == bases[index].luminance ? bases[index] : bases[index].withLuminance(luminance)
        }
        // Rounding to 8 bits, or two series ending on one colour, is mended by the nearest
        // lightness that still stands out.
        for index in colors.indices where !fits(colors, index, scheme) {
            colors[index] = mended(colors, index, scheme) ?? colors[index]
        }
        return colors
    }

    /// Whether series `index` stands out from the backgrounds and its neighbours and repeats no
    /// earlier colour.
    static func fits(_ colors: [RGBColor], _ index: Int, _ scheme: ChartColorScheme) -> Bool {
        let color = colors[index]
        if scheme.backgrounds.contains(where: { color.contrast(with: $0) < minimumContrast }) { return false }
        if index > 0, color.contrast(with: colors[index - 1]) < minimumContrast { return false }
        if index + 1 < colors.count, color.contrast(with: colors[index + 1]) < minimumContrast { return false }
        return !colors[..<index].contains(color)
    }

    /// Series `index`'s colour at the nearest luminance (in steps of 0.002 either way) where it
    /// fits, if there is one.
    private static func mended(_ colors: [RGBColor], _ index: Int, _ scheme: ChartColorScheme) -> RGBColor? {
        let luminance = colors[index].luminance
        for step in 1...500 {
            for sign in [-1.0, 1.0] {
                let target = luminance + sign * Double(step) * 0.002
                guard target >= 0, target <= 1 else { continue }
                var trial = colors
                trial[index] = colors[index].withLuminance(target)
                if fits(trial, index, scheme) { return trial[index] }
            }
        }
        return nil
    }

    /// The luminance of each series, chosen together: the candidates are the 101 lightnesses
    /// L* = 0, 1, … 100 that stand 3.1:1 from the backgrounds, and a series' own luminance
    /// when it stands 3:1 from them (kept exactly, it is not rounded again); neighbours must
    /// stand 3.1:1 apart (3:1 for two colours kept exactly). Among the choices that meet every
    /// contrast, the one with the least sum of squared moves in L* wins (ties: the darker).
    static func lightnesses(_ bases: [RGBColor], _ scheme: ChartColorScheme) -> [Double] {
        guard !bases.isEmpty else { return [] }
        let backgrounds = scheme.backgrounds.map(\.luminance)
        // Per series: (luminance, kept exactly) for every candidate that stands out from the backgrounds.
        let candidates = bases.map { base -> [(luminance: Double, exact: Bool)] in
            let levels =
                (0...100).map { (luminance: luminance(lightness: Double($0)), exact: false) }
                + [(luminance: base.luminance, exact: true)]
            return levels.filter { level in
                backgrounds.allSatisfy { RGBColor.contrast(level.luminance, $0) >= (level.exact ? minimumContrast : aimedContrast) }
            }
        }
        let wanted = bases.map { lightness(luminance: $0.luminance) }
        func cost(_ series: Int, _ candidate: Int) -> Double {
            let move = lightness(luminance: candidates[series][candidate].luminance) - wanted[series]
            return move * move
        }
        func apart(_ a: (luminance: Double, exact: Bool), _ b: (luminance: Double, exact: Bool)) -> Bool {
            RGBColor.contrast(a.luminance, b.luminance) >= (a.exact && b.exact ? minimumContrast : aimedContrast)
        }
        // best[i][c]: the least cost of series 0...i with series i on candidate c; from[i][c] the
        // candidate of series i - 1 on that path.
        var best: [[Double?]] = [candidates[0].indices.map { cost(0, $0) }]
        var from: [[Int]] = [Array(repeating: -1, count: candidates[0].count)]
        for series in 1..<bases.count {
            var row: [Double?] = []
            var back: [Int] = []
            for (index, candidate) in candidates[series].enumerated() {
                var least: Double?
                var leastFrom = -1
                for (previous, other) in candidates[series - 1].enumerated() {
                    guard let sum = best[series - 1][previous], apart(candidate, other) else { continue }
                    if least == nil || sum < least! - 1e-9 {
                        least = sum
                        leastFrom = previous
                    }
                }
                row.append(least.map { $0 + cost(series, index) })
                back.append(leastFrom)
            }
            best.append(row)
            from.append(back)
        }
        var last: Int?
        for (index, total) in best[bases.count - 1].enumerated() {
            guard let total else { continue }
            if last == nil || total < best[bases.count - 1][last!]! - 1e-9 { last = index }
        }
        // No way through (backgrounds that leave no room): the palette's tones in turn.
        guard var at = last else { return bases.indices.map { $0 % 2 == 0 ? scheme.tones.0 : scheme.tones.1 } }
        var chosen = [Double](repeating: 0, count: bases.count)
        for series in stride(from: bases.count - 1, through: 0, by: -1) {
            chosen[series] = candidates[series][at].luminance
            at = from[series][at]
        }
        return chosen
    }

    /// CIE L* (0 to 100) of a relative luminance.
    static func lightness(luminance y: Double) -> Double {
        y > 216.0 / 24389 ? 116 * cbrt(y) - 16 : y * 24389 / 27
    }

    /// The relative luminance of CIE L* `lightness`.
    static func luminance(lightness: Double) -> Double {
        lightness > 8 ? pow((lightness + 16) / 116, 3) : lightness * 27 / 24389
    }
}
