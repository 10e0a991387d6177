import Testing

@testable import CoopServe

/// What the terminal shows when pairing starts, pairs, replaces a code or stops.
@Suite struct PairingNoticeTests {
    static let address = "http://192.168.1.20:8080/__coop/pair?code=K7QF-M2XD"

    /// The QR code of ``address``, drawn without colours.
    static var drawn: String { TerminalQRCode.render(QRCode(address)!, colors: false) }

    @Test func theFirstCodeSaysWhatToDoThenTheAddressThenItsQRCode() {
        let notice = PairingNotice(event: .ready, address: Self.address)
        #expect(notice.code == "K7QF-M2XD")
        #expect(
            notice.text(colors: false)
                == "To open the coop on a phone or another computer, pair it: open this address there, "
                + "or scan the QR code with its camera. Each code pairs one browser.\n"
                + "  http://192.168.1.20:8080/__coop/pair?code=K7QF-M2XD\n" + Self.drawn)
        #expect(notice.text(colors: true).contains("\u{1B}[38;5;16;48;5;231m"))
    }

    @Test func afterAPairingAndAfterTenWrongCodesTheNewCodeIsShown() {
        #expect(
            PairingNotice(event: .paired, address: Self.address).text(colors: false)
                == "A browser was paired. To pair another one, open:\n  \(Self.address)\n" + Self.drawn)
        #expect(
            PairingNotice(event: .replacedAfterWrongCodes, address: Self.address).text(colors: false)
                == "coop: warning: 10 wrong pairing codes were tried; that code no longer works. The new pairing address:\n"
                + "  \(Self.address)\n" + Self.drawn)
    }

    @Test func whenPairingStopsThereIsNoCode() {
        let notice = PairingNotice(event: .stopped, address: nil)
        #expect(notice.code == nil)
        #expect(
            notice.text(colors: true)
                == "coop: warning: 100 wrong pairing codes were tried since coop serve started: pairing is off until it restarts. "
                + "Browsers already paired still open the coop.\n")
    }
}
