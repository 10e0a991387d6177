import Testing

@testable import CoopServe

/// The pairing address as a QR code, and drawn in a terminal.
@Suite struct TerminalQRCodeTests {
    static let address = "http://192.168.1.20:8080/__coop/pair?code=K7QF-M2XD"

    /// Whether the 7×7 finder pattern (a dark ring, a light ring, a dark 3×3 centre) starts at `row`, `column`.
    static func hasFinder(_ code: QRCode, _ row: Int, _ column: Int) -> Bool {
        (0..<7).allSatisfy { r in
            (0..<7).allSatisfy { c in
                let ring = min(r, c, 6 - r, 6 - c)
                return code.modules[row + r][column + c] == (ring != 1)
            }
        }
    }

    @Test func aPairingAddressIsAVersion4CodeWithItsThreeFinders() throws {
        let code = try #require(QRCode(Self.address))
        #expect(code.width == 33 && code.modules.allSatisfy { $0.count == 33 })
        #expect(Self.hasFinder(code, 0, 0) && Self.hasFinder(code, 0, 26) && Self.hasFinder(code, 26, 0))
        #expect(!Self.hasFinder(code, 26, 26))
        // The timing patterns between the finders alternate dark and light.
        #expect((8...24).allSatisfy { code.modules[6][$0] == ($0 % 2 == 0) && code.modules[$0][6] == ($0 % 2 == 0) })
        #expect(QRCode(String(repeating: "x", count: 3000)) == nil)
    }

    @Test func itIsDrawnTwoRowsALineInsideAQuietZoneOfFourModules() throws {
        let code = try #require(QRCode(Self.address))
        let lines = TerminalQRCode.render(code, colors: false).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 22 && lines.last == "")
        let drawn = lines.dropLast()
        #expect(drawn.allSatisfy { $0.count == 41 })
        // Rows 0-3 and 37-40 are the quiet zone (row 41 is past the end: light).
        #expect(drawn[0].allSatisfy { $0 == " " } && drawn[1].allSatisfy { $0 == " " } && drawn[20].allSatisfy { $0 == " " })
        #expect(drawn[19].hasPrefix("    ") && drawn[19].hasSuffix("    "))
        #expect(drawn.dropFirst(2).dropLast(2).allSatisfy { $0.hasPrefix("    ") && $0.hasSuffix("    ") })
        // The top-left finder: a full top row, then its sides.
        #expect(drawn[2].hasPrefix("    █▀▀▀▀▀█ ") && drawn[3].hasPrefix("    █ ███ █ ") && drawn[4].hasPrefix("    █ ▀▀▀ █ "))
        // Each character is the two modules it stands for.
        for (index, line) in drawn.enumerated() {
            for (column, character) in line.enumerated() {
                func dark(_ row: Int) -> Bool {
                    let (r, c) = (row - 4, column - 4)
                    return r >= 0 && r < 33 && c >= 0 && c < 33 && code.modules[r][c]
                }
                let expected: Character =
                    switch (dark(2 * index), dark(2 * index + 1)) {
                    case (false, false): " "
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (true, true): "█"
                    }
                #expect(character == expected, "line \(index), column \(column)")
            }
        }
    }

    @Test func withColoursEveryLineIsBlackOnWhiteWhateverTheTerminal() throws {
        let code = try #require(QRCode(Self.address))
        let plain = TerminalQRCode.render(code, colors: false).split(separator: "\n")
        let coloured = TerminalQRCode.render(code, colors: true).split(separator: "\n")
        #expect(coloured.count == plain.count)
        for (line, text) in zip(coloured, plain) {
            #expect(line == "\u{1B}[38;5;16;48;5;231m" + text + "\u{1B}[0m")
        }
    }
}
