/// A ``QRCode`` drawn in a terminal with Unicode half blocks: each character is two modules,
/// one above the other (`▀`, `▄`, `█` or a space), so the code is about as tall as it is
/// wide in most fonts, and a 33-module code takes 21 lines.
///
/// Around it is the quiet zone a reader needs: 4 light modules (ISO/IEC 18004's minimum).
/// With colours, every line says black on white (the 256-colour palette's pure black and
/// white), so the code reads the same on a dark terminal and a light one. Without
/// (`NO_COLOR`, or not a terminal), dark modules are drawn as blocks in the text's colour:
/// right on a light terminal, inverted on a dark one (most phone cameras read both).
enum TerminalQRCode {
    /// The light modules around the code, on each side.
    static let quietZone = 4
    /// Black text on a white background.
    static let blackOnWhite = "\u{1B}[38;5;16;48;5;231m"
    /// Back to the terminal's colours.
    static let reset = "\u{1B}[0m"

    /// The lines that draw `code`, each ending with a newline.
    static func render(_ code: QRCode, colors: Bool) -> String {
        let size = code.width + 2 * quietZone
        func isDark(_ row: Int, _ column: Int) -> Bool {
            let (r, c) = (row - quietZone, column - quietZone)
            guard r >= 0, r < code.width, c >= 0, c < code.width else { return false }
            return code.modules[r][c]
        }
        var out = ""
        for row in stride(from: 0, to: size, by: 2) {
            if colors { out += blackOnWhite }
            for column in 0..<size {
                switch (isDark(row, column), isDark(row + 1, column)) {
                case (false, false): out += " "
                case (true, false): out += "▀"
                case (false, true): out += "▄"
                case (true, true): out += "█"
                }
            }
            out += colors ? reset + "\n" : "\n"
        }
        return out
    }
}
