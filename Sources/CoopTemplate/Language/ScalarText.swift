extension String {
    /// Whether the text holds a `${`, found byte by byte (most text and attributes do not).
    var hasInterpolation: Bool {
        utf8.withContiguousStorageIfAvailable(Self.containsInterpolation) ?? Self.containsInterpolation(utf8)
    }

    private static func containsInterpolation(_ bytes: some Sequence<UInt8>) -> Bool {
        var dollar = false
        for byte in bytes {
            if dollar, byte == UInt8(ascii: "{") { return true }
            dollar = byte == UInt8(ascii: "$")
        }
        return false
    }

    /// The string without leading and trailing spaces, tabs and line ends.
    var trimmingSpaces: String {
        // White space is ASCII: a first and last byte that are not white space end the search.
        if let first = utf8.first, let last = utf8.last, !first.isXMLSpaceByte, !last.isXMLSpaceByte { return self }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.isXMLSpace }),
            let end = scalars.lastIndex(where: { !$0.isXMLSpace })
        else { return "" }
        return String(scalars[start...end])
    }
}

extension UInt8 {
    /// Whether the byte is XML white space: space, tab, carriage return, line feed.
    var isXMLSpaceByte: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}

extension Unicode.Scalar {
    /// White space as XML defines it: space, tab, carriage return, line feed. A no-break
    /// space is text, not layout.
    var isXMLSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" }
}
