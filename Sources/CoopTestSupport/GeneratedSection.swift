import Foundation

/// A part of a documentation file made by code, between two marker lines: the docs' references
/// of the page data and of the content format's fields.
public enum GeneratedSection {
    /// The section of the repository's file `path` between `start` and `end` compared with
    /// `made`: nil when they are the same; written anew (and nil) when they differ and the
    /// environment has `COOP_UPDATE_DOCS=1`; else what to tell the person running the tests.
    public static func stale(_ path: String, start: String, end: String, made: String, update command: String) throws -> String? {
        let url = URL(fileURLWithPath: repositoryRoot).appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let startRange = text.range(of: start) else { return "\(path) has no start marker" }
        guard let endRange = text.range(of: end, range: startRange.upperBound..<text.endIndex) else {
            return "\(path) has no end marker after the start marker"
        }
        let written = String(text[startRange.upperBound..<endRange.lowerBound])
        let section = "\n\n" + made + "\n"
        guard written != section else { return nil }
        guard ProcessInfo.processInfo.environment["COOP_UPDATE_DOCS"] == "1" else {
            return "\(path)'s generated section is stale: run COOP_UPDATE_DOCS=1 \(command)"
        }
        try (String(text[..<startRange.upperBound]) + section + String(text[endRange.lowerBound...])).write(
            to: url, atomically: true, encoding: .utf8)
        return nil
    }
}
