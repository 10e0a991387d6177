/// What ``Pairing`` tells the person at the terminal: a code to pair with (first, after each
/// pairing, and after too many wrong codes), that pairing stopped, or that a pairing could
/// not be saved.
public struct PairingNotice: Sendable, Equatable {
    /// What happened.
    public enum Event: Sendable, Equatable {
        /// Pairing is ready: the first code.
        case ready
        /// A browser was paired; the code it used no longer works, and there is a new one.
        case paired
        /// Too many wrong codes were tried against the last code: it was replaced.
        case replacedAfterWrongCodes
        /// Too many wrong codes were tried in all: no code works until `coop serve` restarts.
        case stopped
        /// The pairings file could not be written (the reason): the pairing lasts until `coop serve` stops.
        case notSaved(String)
    }

    /// What happened.
    public let event: Event
    /// The address to open to pair, with the code in it; `nil` when there is no code.
    public let address: String?

    /// The code in ``address`` (`K7QF-M2XD`), if any.
    public var code: String? {
        address?.split(separator: "=", omittingEmptySubsequences: false).last.map(String.init)
    }

    /// The notice in words for the terminal, with the address drawn as a QR code; `colors`
    /// draws it black on white whatever the terminal's colours (``TerminalQRCode``).
    public func text(colors: Bool) -> String {
        let words = AccessWording.notice(event, address: address)
        guard let address, let code = QRCode(address) else { return words }
        return words + TerminalQRCode.render(code, colors: colors)
    }
}
