import CQRencode

/// A QR code (ISO/IEC 18004), made by libqrencode: the one file that speaks to the library.
///
/// The text is encoded as bytes at error correction level M (15 % of the code can be lost:
/// a screen's glare, a crease), in the smallest version that holds it. A pairing address of
/// about 55 characters is version 4: 33 × 33 modules.
struct QRCode: Sendable, Equatable {
    /// The modules, row by row from the top, each `true` for dark.
    let modules: [[Bool]]

    /// The code for `text`, or `nil` if libqrencode cannot make one (over 2,331 bytes, or no memory).
    init?(_ text: String) {
        guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        let data = code.pointee.data!
        // Bit 0 of each byte is the module's colour; the others say what the module is part of.
        modules = (0..<width).map { row in (0..<width).map { column in data[row * width + column] & 1 == 1 } }
    }

    /// How many modules a side has.
    var width: Int { modules.count }
}
