import CoopValues

/// Text written straight into UTF-8 byte buffers, for output made of many small pieces
/// (data exports, calendar labels) where a `String` per piece would cost more than the bytes.
extension Array where Element == UInt8 {
    /// Appends `text`'s UTF-8 bytes, copied from the string's storage in one go.
    mutating func appendUTF8(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }
}
