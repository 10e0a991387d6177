/// The backgrounds a chart is drawn on in one colour scheme, and where its palette's two
/// tones sit in it: every series must stand out 3:1 from each background.
public struct ChartColorScheme: Sendable {
    /// The scheme's name: `light`, `dark`.
    public let name: String
    /// The backgrounds a chart may sit on: the chart's card and the page around it.
    public let backgrounds: [RGBColor]
    /// The relative luminances of the palette's two tones, series by series in turn: in the
    /// light scheme a mid tone then a deep one, in the dark scheme a mid tone then a pale one.
    /// Each stands 3.1:1 from the backgrounds and from the other.
    let tones: (Double, Double)

    /// The default theme's light scheme: the chart card (`--surface`, white) and the page
    /// (`--bg`, straw cream) of `Themes/default/static/assets/coop.css`.
    public static let light = ChartColorScheme(
        name: "light", backgrounds: [RGBColor(css: "#ffffff")!, RGBColor(css: "#fbf6ec")!], tones: (0.255, 0.045))

    /// The default theme's dark scheme: the chart card (`--surface`) and the page (`--bg`).
    public static let dark = ChartColorScheme(
        name: "dark", backgrounds: [RGBColor(css: "#25201a")!, RGBColor(css: "#1b1713")!], tones: (0.16, 0.63))

    /// Both schemes, light first.
    public static let both = [light, dark]
}
