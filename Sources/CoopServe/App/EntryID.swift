/// The name a phone gives an entry of the coop app when it is made (the hidden field
/// `form-entry`, written by the queue script): 16 to 64 lowercase hex digits, random. The
/// server applies an entry once, however often it is sent (``AppliedEntries``).
struct EntryID: Sendable, Hashable, CustomStringConvertible {
    /// The digits.
    let description: String

    /// The entry named `text`, or `nil` if it is not 16 to 64 hex digits.
    init?(_ text: String) {
        let lowered = text.lowercased()
        guard (16...64).contains(lowered.utf8.count), lowered.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else { return nil }
        description = lowered
    }
}
