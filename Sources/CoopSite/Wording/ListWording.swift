/// A list in a sentence: "Pearl", "Pearl and Ginger", "Pearl, Ginger and Hazel".
enum ListWording {
    /// The parts joined with commas and a last "and"; empty for none.
    static func and(_ parts: [String]) -> String {
        guard let last = parts.last else { return "" }
        return parts.count == 1 ? last : parts.dropLast().joined(separator: ", ") + " and " + last
    }
}
