import CoopInsight

extension MoltPeriod {
    /// What it was, capitalised: "Molt", or "Laying pause" for a drop longer than a molt.
    var name: String { isPause ? "Laying pause" : "Molt" }
}
