import CoopInsight
import CoopLocale

extension Message {
    /// What a drop in laying was, capitalised: "Molt", or "Laying pause" for a drop longer
    /// than a molt.
    static func moltName(_ molt: MoltPeriod) -> Message { Message(molt.isPause ? "molt.pause" : "molt.molt") }
}
