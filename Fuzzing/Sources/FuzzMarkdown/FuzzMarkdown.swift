import CoopMarkdown

/// One input: the bytes as a note's text (invalid UTF-8 repaired as the YAML reader
/// would), through every Markdown entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let heading = bytes.first.map { Int($0 % 8) } ?? 2
    _ = Markdown.html(text, options: Markdown.Options(headingOffset: heading))
    _ = Markdown.inlineHTML(text)
    _ = Markdown.plainText(text)
    return 0
}
