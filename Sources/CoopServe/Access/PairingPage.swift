import CoopValues

/// The small pages a browser gets from a `coop serve` that needs pairing, before it is paired:
/// how to pair, a wrong code, pairing stopped (their words are ``AccessWording``'s).
///
/// Each page is whole in itself, styles included, and asks for nothing else: every other
/// address, the site's stylesheet too, is refused to a browser that is not paired. It holds
/// no coop data at all, not even the coop's name. It follows the light or dark setting of the
/// device, in the built-in theme's colours, and fits a phone.
enum PairingPage {
    /// The answer carrying the page `words`: 403, HTML, and a content security policy that
    /// allows nothing but the page's own styles.
    static func response(_ words: AccessWording.Page) -> HTTPResponse {
        HTTPResponse(
            status: .forbidden,
            fields: [
                ("Content-Type", "text/html; charset=utf-8"),
                ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"),
            ],
            body: Array(html(words).utf8))
    }

    /// The page's HTML.
    static func html(_ words: AccessWording.Page) -> String {
        let escape = { (text: String) in MarkupEscaping.content.escaping(text) }
        var body = "<h1>\(escape(words.heading))</h1>\n"
        for paragraph in words.paragraphs { body += "<p>\(escape(paragraph))</p>\n" }
        if !words.steps.isEmpty {
            body += "<ol>\n" + words.steps.map { "<li>\(escape($0))</li>\n" }.joined() + "</ol>\n"
        }
        if let note = words.note { body += "<p class=\"note\">\(escape(note))</p>\n" }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="robots" content="noindex">
            <title>\(escape(words.heading)) · Coop Count</title>
            <style>\(style)</style>
            </head><body><main>
            \(egg)
            \(body)</main></body></html>

            """
    }

    /// An egg, drawn inline (the page may load nothing).
    static let egg = """
        <svg class="egg" viewBox="0 0 48 60" width="48" height="60" aria-hidden="true">\
        <path d="M24 2C12 2 3 21 3 36c0 13 9 22 21 22s21-9 21-22C45 21 36 2 24 2z"/>\
        <ellipse cx="16" cy="24" rx="4" ry="7" transform="rotate(20 16 24)"/></svg>
        """

    /// The page's styles: the built-in theme's colours, light and dark.
    static let style = """
        :root{--bg:#fbf6ec;--surface:#fff;--border:#e7dbc4;--text:#2d2318;--muted:#6e5d4b;--accent:#f2b233;--shine:#fdf0cf;\
        color-scheme:light dark}\
        @media (prefers-color-scheme:dark){:root{--bg:#1b1713;--surface:#25201a;--border:#3f362c;--text:#f4ebdd;--muted:#c2b29d;\
        --shine:#fde3a4}}\
        *{box-sizing:border-box}\
        body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);\
        font:17px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans",Ubuntu,Cantarell,sans-serif;\
        overflow-wrap:anywhere}\
        main{max-width:30rem;margin:0 auto;padding:2.5rem 1.25rem 2rem}\
        .egg{display:block;margin:0 0 1rem}.egg path{fill:var(--accent)}.egg ellipse{fill:var(--shine);opacity:.7}\
        h1{font-size:1.6rem;line-height:1.2;margin:0 0 .75rem}\
        p{margin:0 0 1rem}\
        ol{margin:0 0 1.25rem;padding:0;list-style:none;counter-reset:step}\
        li{counter-increment:step;position:relative;margin:0 0 .75rem;padding:.85rem 1rem .85rem 3.25rem;\
        background:var(--surface);border:1px solid var(--border);border-radius:14px}\
        li::before{content:counter(step);position:absolute;left:1rem;top:.85rem;width:1.6rem;height:1.6rem;border-radius:50%;\
        background:var(--accent);color:#2d2318;font-weight:700;text-align:center;line-height:1.6rem}\
        .note{color:var(--muted);font-size:.9rem}
        """
}
