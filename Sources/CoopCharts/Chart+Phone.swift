/// The chart as a phone shows it first: drawn narrow enough that its text stays legible on a
/// 390-pixel screen without scrolling sideways, with only its most recent stretch when the
/// whole of it would not read well there.
extension Chart {
    /// The width of a phone's drawing: about the width of a 390-pixel screen's chart card, so
    /// that 11 units of text stay about 11 pixels.
    public static let phoneWidth = 320.0
    /// The height of a phone's drawing.
    public static let phoneHeight = 240.0
    /// The most bars a phone's drawing holds: 26 (half a year of weeks) leave each about 10
    /// units, room to see and to tap.
    public static let phoneBars = 26
    /// The most points of a line a phone's drawing holds: 104 (two years of weeks), 2.6 units
    /// apart.
    public static let phonePoints = 104

    /// How many of the most recent points the phone's drawing keeps: `nil` when it keeps them
    /// all (a chart of categories always does).
    public var phoneRecentCount: Int? {
        guard case .time = x else { return nil }
        let most = style == .line ? Self.phonePoints : Self.phoneBars
        return x.count > most ? most : nil
    }

    /// The chart a phone shows first: ``phoneWidth`` wide, its values on the left only, and
    /// only the last ``phoneRecentCount`` points when there are more than read well. Its id
    /// is this chart's with `-phone` after it, so both can be on one page.
    public var onPhone: Chart {
        var phone = self
        phone.id = id + "-phone"
        phone.width = Self.phoneWidth
        phone.height = Self.phoneHeight
        phone.valuesOnBothSides = false
        guard let kept = phoneRecentCount, case .time(let dates, let period) = x else { return phone }
        let from = dates.count - kept
        func recent(_ values: [Double?]) -> [Double?] { Array(values.dropFirst(from)) }
        phone.x = .time(Array(dates[from...]), period)
        phone.series = series.map { Series(name: $0.name, color: $0.color, values: recent($0.values)) }
        phone.band = band.map { Band(name: $0.name, low: recent($0.low), high: recent($0.high)) }
        phone.overlay = overlay.map { Overlay(name: $0.name, values: recent($0.values), unit: $0.unit) }
        return phone
    }
}
