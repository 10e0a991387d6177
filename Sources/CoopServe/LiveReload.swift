import CoopValues

/// What `coop serve` adds to the HTML pages it serves — and only to those: `coop build`
/// never writes it. A script that waits for the next build and reloads the page, and, while
/// the last build failed, a box with its diagnostics.
public enum LiveReload {
    /// The path the script polls: it answers when the build version differs from `since`
    /// (``SiteResponder`` answers it; nothing else under `/__coop/` exists).
    public static let changesPath = "/__coop/changes"

    /// The script for a page built at `version`.
    public static func script(version: Int) -> String {
        """
        <script>(function(){var v=\(version);function wait(){fetch('\(changesPath)?since='+v,{cache:'no-store'})\
        .then(function(r){return r.json()}).then(function(d){if(d.version!==v){location.reload()}else{wait()}})\
        .catch(function(){setTimeout(wait,1000)})}wait()})();</script>
        """
    }

    /// `html` with the script before `</body>` and, when `errors` is given, the box after `<body…>`.
    public static func inject(into html: [UInt8], version: Int, errors: String?) -> [UInt8] {
        var bytes = html
        let script = Array(script(version: version).utf8)
        if let end = lastRange(of: Array("</body>".utf8), in: bytes) {
            bytes.insert(contentsOf: script, at: end)
        } else {
            bytes += script
        }
        if let errors, let body = firstRange(of: Array("<body".utf8), in: bytes),
            let close = bytes[(body + 5)...].firstIndex(of: UInt8(ascii: ">"))
        {
            bytes.insert(contentsOf: errorBox(errors).utf8, at: close + 1)
        }
        return bytes
    }

    /// Where `needle` first starts in `bytes`.
    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Where `needle` last starts in `bytes`.
    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).reversed().first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// A box with the diagnostics of a failed build (escaped).
    static func errorBox(_ errors: String) -> String {
        // Byte by byte: a `<` with a combining mark after it is still a `<`.
        let escaped = MarkupEscaping.content.escaping(errors)
        return "<div id=\"coop-build-errors\" role=\"alert\" style=\"position:sticky;top:0;z-index:99;margin:0;padding:1rem;"
            + "background:#fff0f0;color:#600;border-bottom:3px solid #c00;font:13px/1.4 ui-monospace,monospace;max-height:60vh;overflow:auto\">"
            + "<strong>The last build failed; this is the last good site.</strong><pre style=\"white-space:pre-wrap;margin:.5rem 0 0\">"
            + escaped + "</pre></div>"
    }

    /// A page for when there is no good site yet: the diagnostics, and the script.
    public static func errorPage(version: Int, errors: String) -> [UInt8] {
        Array(
            ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Build failed · coop serve</title></head><body>"
                + errorBox(errors)
                + "<p style=\"font:15px system-ui;padding:1rem\">Fix the files and save: this page reloads by itself.</p>"
                + script(version: version) + "</body></html>\n").utf8)
    }
}
