/// Everything ``ServeAccess`` and ``Pairing`` say in English, in one place: the refusal of a
/// request naming another computer, the terminal's notices, the pairings file's comment and
/// its error. (The pairing pages a browser reads are the theme's, in the coop's language:
/// ``PairingPage``.)
enum AccessWording {
    // MARK: The browser

    /// The answer, as plain text, to a request naming another computer while `coop serve`
    /// listens on a loopback address.
    static let onlyThisComputer = "coop serve answers only requests for localhost or 127.0.0.1.\n"

    // MARK: The terminal

    /// The words of `event`, for the terminal, with `address` (to pair with) on a line of its
    /// own; ``PairingNotice`` draws the QR code after them.
    static func notice(_ event: PairingNotice.Event, address: String?) -> String {
        let line = address.map { "  \($0)\n" } ?? ""
        switch event {
        case .ready:
            return "To open the coop on a phone or another computer, pair it: open this address there, "
                + "or scan the QR code with its camera. Each code pairs one browser.\n" + line
        case .paired:
            return "A browser was paired. To pair another one, open:\n" + line
        case .replacedAfterWrongCodes:
            return "coop: warning: \(Pairing.wrongCodesPerCode) wrong pairing codes were tried; "
                + "that code no longer works. The new pairing address:\n" + line
        case .stopped:
            return "coop: warning: \(Pairing.wrongCodesInAll) wrong pairing codes were tried since coop serve started: "
                + "pairing is off until it restarts. Browsers already paired still open the coop.\n"
        case .notSaved(let reason):
            return "coop: warning: the pairing was not saved (\(reason)): it lasts until coop serve stops.\n"
        }
    }

    // MARK: The pairings file

    /// The first lines of the pairings file.
    static let pairingsFileHeader = """
        # Browsers paired with coop serve for this coop: the SHA-256 of each one's token, never the token.
        # Delete this file to unpair them all (each then needs a new code).

        """

    /// The error for a pairings file that exists but cannot be read.
    static func cannotReadPairings(_ path: String, reason: String) -> String {
        "cannot read the pairings file '\(path)': \(reason)"
    }
}
