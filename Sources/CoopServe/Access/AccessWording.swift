/// Everything ``ServeAccess`` and ``Pairing`` say, to the terminal and to the browser, in one
/// place: refusals, the pairing pages' words, the terminal's notices, the pairings file's
/// comment and its error.
enum AccessWording {
    // MARK: The browser

    /// The answer, as plain text, to a request naming another computer while `coop serve`
    /// listens on a loopback address.
    static let onlyThisComputer = "coop serve answers only requests for localhost or 127.0.0.1.\n"

    /// A page's words: its title and heading, then its paragraphs, then an ordered list of
    /// steps (which may be empty), then a note in small print.
    struct Page: Equatable {
        /// The heading, also the page's title.
        var heading: String
        /// Paragraphs under the heading.
        var paragraphs: [String]
        /// Steps to follow, in order.
        var steps: [String] = []
        /// A last note, in small print.
        var note: String? = nil
    }

    /// The page for a browser that is not paired (any address but the pairing one).
    static let notPaired = Page(
        heading: "Pair this browser",
        paragraphs: ["This coop opens only in browsers paired with the computer that serves it. Pairing takes a moment, once:"],
        steps: [
            "On that computer, find the pairing address in the terminal where coop serve runs. "
                + "It looks like http://192.168.1.20:8080/__coop/pair?code=…, with a QR code under it.",
            "Scan the QR code with this phone’s camera, or type the address into this browser.",
            "This browser then stays paired for a year. Each code pairs one browser; the terminal then shows a new one.",
        ],
        note: "No terminal at hand? Whoever started coop serve can see the address there, or restart it to show a new one.")

    /// The page for a pairing address whose code is wrong, or already used.
    static let wrongCode = Page(
        heading: "That code did not work",
        paragraphs: [
            "It may be mistyped, or already used: each code pairs one browser, "
                + "and after \(Pairing.wrongCodesPerCode) wrong tries the code is replaced.",
            "Open the newest pairing address shown in the terminal where coop serve runs, or scan its QR code.",
        ])

    /// The page for a pairing address once too many wrong codes were tried.
    static let pairingStopped = Page(
        heading: "Pairing is off",
        paragraphs: [
            "Too many wrong codes were tried, so coop serve stopped pairing browsers. Browsers already paired still open the coop.",
            "To pair this one, restart coop serve and open the new address it shows.",
        ])

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
