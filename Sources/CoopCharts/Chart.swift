import CoopValues

/// What a chart shows, independent of how it is drawn. ``ChartDrawing`` turns it into
/// inline SVG: responsive (a `viewBox`, no fixed width), themed by CSS (each series carries
/// its light colour and, for the dark scheme, its dark one; text uses `currentColor`),
/// accessible (`<title>`, `<desc>`, `role="img"`) and printable. Its legend is not drawn in
/// the SVG but given as ``ChartDrawing/legend`` for the page to write, where it wraps.
public struct Chart: Sendable {
    /// How the series are drawn.
    public enum Style: Sendable {
        /// Lines through the points; `nil` values break the line.
        case line
        /// Bars side by side for one series, or overlapping for several.
        case bars
        /// Bars stacked from the first series up.
        case stackedBars
    }

    /// The horizontal axis.
    public enum XAxis: Sendable {
        /// One point per period starting on each date (days, weeks or months).
        case time([CivilDate], Period)
        /// One point per label.
        case categories([String])

        /// How many points there are.
        public var count: Int {
            switch self {
            case .time(let dates, _): dates.count
            case .categories(let labels): labels.count
            }
        }
    }

    /// The length of one step of a time axis.
    public enum Period: Sendable {
        case day, week, month
    }

    /// One set of values.
    public struct Series: Sendable {
        /// The name in the legend.
        public let name: String
        /// A colour of its own, as a kind names it (`#9c5a2e`, `saddlebrown`); `nil`, or text
        /// that is not a colour, takes the palette's (see ``SeriesColors``).
        public let color: String?
        /// One value per point of the x axis; `nil` is no data.
        public let values: [Double?]

        /// Creates a series.
        public init(name: String, color: String? = nil, values: [Double?]) {
            self.name = name
            self.color = color
            self.values = values
        }
    }

    /// A shaded band, such as a forecast's range.
    public struct Band: Sendable {
        /// The name in the legend.
        public let name: String
        /// The lower edge per point.
        public let low: [Double?]
        /// The upper edge per point.
        public let high: [Double?]

        /// Creates a band.
        public init(name: String, low: [Double?], high: [Double?]) {
            self.name = name
            self.low = low
            self.high = high
        }
    }

    /// A dated event drawn as a vertical line with its label, or, with an end, a shaded span.
    public struct Annotation: Sendable {
        /// The first day.
        public let start: CivilDate
        /// The last day of a span.
        public let end: CivilDate?
        /// The label.
        public let label: String
        /// A CSS class for the marker (`note`, `span`).
        public let kind: String
        /// How a span is shaded.
        public let shade: Shade

        /// How a span is shaded.
        public enum Shade: Sendable, Equatable {
            /// Faintly, in the text colour.
            case faint
            /// In a colour of its own (any CSS colour: `var(--molt, #8a6bbf)`), a little less
            /// faintly, for a span that should stand out.
            case tinted(String)
        }

        /// Creates an annotation.
        public init(start: CivilDate, end: CivilDate? = nil, label: String, kind: String = "note", shade: Shade = .faint) {
            self.start = start
            self.end = end
            self.label = label
            self.kind = kind
            self.shade = shade
        }
    }

    /// A second set of values on its own scale, drawn on the right axis (day length).
    public struct Overlay: Sendable {
        /// The name in the legend.
        public let name: String
        /// One value per point.
        public let values: [Double?]
        /// The unit after tick labels (`h`).
        public let unit: String

        /// Creates an overlay.
        public init(name: String, values: [Double?], unit: String) {
            self.name = name
            self.values = values
            self.unit = unit
        }
    }

    /// A unique id for the chart on its page (for `aria-labelledby`).
    public var id: String
    /// The title, read by screen readers and shown by some browsers on hover.
    public var title: String
    /// A sentence describing what the chart shows, with its key numbers.
    public var summary: String
    /// How the series are drawn.
    public var style: Style
    /// The horizontal axis.
    public var x: XAxis
    /// The series.
    public var series: [Series]
    /// An optional range band drawn under the series.
    public var band: Band?
    /// Notes and spans.
    public var annotations: [Annotation]
    /// An optional second scale.
    public var overlay: Overlay?
    /// The unit after values (`%`), if any.
    public var unit: String
    /// Decimal places of the values in tooltips (the axis's labels take the places their step
    /// needs: ``TickFormat``).
    public var decimals: Int
    /// The currency of a chart of money: its values and axis are written as amounts (`$2.50`).
    public var currency: Currency?
    /// The drawing's width, in the units its text is sized in (11 units a line of text): 720
    /// for a wide screen, ``Chart/phoneWidth`` for a phone's.
    public var width: Double = 720
    /// The drawing's height.
    public var height: Double = 300
    /// Whether the values of the axis are written on both sides of the plot, not only on the
    /// left: a wide chart that a phone scrolls sideways opens on its right end.
    public var valuesOnBothSides = true
    /// How its numbers, dates and money are written, and the words of its tooltips: the
    /// page's language.
    public var words: ChartWords

    /// Creates a chart.
    public init(
        id: String, title: String, summary: String, style: Style, x: XAxis, series: [Series], band: Band? = nil,
        annotations: [Annotation] = [], overlay: Overlay? = nil, unit: String = "", decimals: Int = 0, currency: Currency? = nil,
        words: ChartWords
    ) {
        self.id = id
        self.title = title
        self.summary = summary
        self.style = style
        self.x = x
        self.series = series
        self.band = band
        self.annotations = annotations
        self.overlay = overlay
        self.unit = unit
        self.decimals = decimals
        self.currency = currency
        self.words = words
    }
}
