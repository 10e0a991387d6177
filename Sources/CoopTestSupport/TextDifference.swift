/// Where two texts first differ, as a short readable report, or `nil` when they are equal.
///
/// Comparing megabytes of expected output with `#expect(a == b)` would print both in full; this
/// names the first differing line and shows it from each side (cut to `width` characters).
public func firstDifference(expected: String, actual: String, width: Int = 300) -> String? {
    guard expected != actual else { return nil }
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var line = 0
    while line < wanted.count, line < got.count, wanted[line] == got[line] { line += 1 }
    func show(_ lines: [Substring]) -> String {
        guard line < lines.count else { return "(the text ends before this line)" }
        let text = lines[line]
        return text.count > width ? String(text.prefix(width)) + "… (\(text.count) characters)" : String(text)
    }
    return """
        the texts differ from line \(line + 1) (expected \(wanted.count) lines, got \(got.count)):
          expected: \(show(wanted))
          actual:   \(show(got))
        """
}
