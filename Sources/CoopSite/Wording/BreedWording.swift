import CoopInsight
import CoopValues

extension LayingExpectation {
    /// The stats page's group of laying against the breeds, and the name of its figure for a
    /// coop with one kind.
    static let statsTitle = "Laying against the breeds"
    static let wholeFlock = "The flock"

    /// Who was expected, with the breed written as the family wrote it: "2 Buff Orpingtons and 1
    /// Barred Rock", "a Leghorn" (for one hen), "3 hens" (no breed given, a figure of their own).
    var who: String {
        func plural(_ name: String, _ count: Int) -> String {
            if count == 1 { return ("aeiou".contains(name.lowercased().first ?? "x") ? "an " : "a ") + name }
            return "\(count) " + (name.hasSuffix("s") ? name : name + "s")
        }
        let parts = breeds.map { plural($0.name, $0.hens) }
        return ListWording.and(parts)
    }

    /// "of what 2 Buff Orpingtons of their age usually lay at this time of year", or, for one
    /// hen, "of what a Leghorn of her age usually lays at this time of year".
    var against: String {
        let one = breeds.count == 1 && breeds[0].hens == 1
        return "of what \(who) of \(one ? "her age usually lays" : "their age usually lay") at this time of year"
    }

    /// "82% of what 2 Buff Orpingtons of their age usually lay at this time of year".
    var sentence: String { "\(NumberFormat.percent(share)) \(against)" }

    /// "412 laid on the 340 recorded days of the last 12 months; about 503 expected", with the
    /// days named by `days` ("recorded days", "days her eggs are known").
    func counts(days: String) -> String {
        "\(NumberFormat.grouped(laid)) laid on the \(NumberFormat.grouped(self.days)) \(days) of the last 12 months; about \(NumberFormat.decimal(expected, places: 0)) expected"
    }
}
