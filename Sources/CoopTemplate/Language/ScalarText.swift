extension String {
    /// The text of a run of Unicode scalars, encoded once (appending scalar by scalar to a
    /// `String.UnicodeScalarView` is several times slower).
    init(scalars: ArraySlice<Unicode.Scalar>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
        self.init(decoding: bytes, as: UTF8.self)
    }

    /// Whether the text holds a `${`, found byte by byte (most text and attributes do not).
    var hasInterpolation: Bool {
        var dollar = false
        for byte in utf8 {
            if dollar, byte == UInt8(ascii: "{") { return true }
            dollar = byte == UInt8(ascii: "$")
        }
        return false
    }
}

extension Unicode.Scalar {
    /// White space as XML defines it: space, tab, carriage return, line feed. A no-break
    /// space is text, not layout.
    var isXMLSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}
