import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// Text from the data is inert everywhere: a coop whose every text field is hostile
/// (``HostileCoop``) builds a site in which no page runs anything the theme did not put
/// there, and the text shows as text. The feeds' and exports' exact formats are tested in
/// `Exports/`; here they are only checked to stay data.
@Suite struct InjectionTests {
    static let site = BuiltSite(files: HostileCoop.files)

    /// Elements and attributes the Markdown renderer may write (its own tests hold it to these).
    static let markdownElements: Set<String> = [
        "p", "em", "strong", "del", "code", "a", "br", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "hr",
    ]
    static let markdownAttributes: Set<String> = ["href", "title", "rel", "start", "class"]

    /// Attributes whose value a browser loads or follows as a URL.
    static let urlAttributes: Set<String> = [
        "href", "src", "xlink:href", "action", "formaction", "poster", "data", "background", "cite", "ping", "manifest",
        "longdesc", "lowsrc", "dynsrc", "codebase", "archive", "classid", "usemap", "icon", "profile", "xml:base", "srcset",
    ]

    @Test func everyRecordKindMadeItsPages() {
        #expect(describe(Self.site.result.diagnostics) == [])
        let pages = Self.site.files().keys
        for prefix in [
            "hens/hyperlink-http-evil-x-hen-", "people/hyperlink-http-evil-x-person-", "graphs/weekly-hyperlink-http-evil-x-kind-",
            "tags/script-alert-1-script-svg-onload", "tags/img-src-x-onerror-alert-1.html", "tags/javascript-alert-1.html",
        ] {
            #expect(pages.contains { $0.hasPrefix(prefix) }, "\(prefix)")
        }
        for path in [
            "kinds/index.html", "list/notes.html", "list/expenses.html", "list/contributions.html", "list/deliveries.html",
            "stats.html", "add.html", HostileCoop.photo,
        ] {
            #expect(pages.contains(path), "\(path)")
        }
    }

    @Test func noPageRunsAnythingTheThemeDidNotPut() {
        let theme = ThemeSurvey(sampleSite)
        #expect(theme.pageCount > 100)
        var checked = 0
        for (path, bytes) in Self.site.files() where path.hasSuffix(".html") {
            let html = String(decoding: bytes, as: UTF8.self)
            let page = HTMLTokenizer(html)
            checked += 1
            #expect(page.unknownEntities.isEmpty, "\(path): \(page.unknownEntities)")
            #expect(!html.lowercased().contains("<svg onload"), "\(path)")
            for tag in page.tags {
                // <bdi> is the template engine's: it isolates text in other directions (U+202E here).
                #expect(
                    theme.elements.contains(tag.name) || Self.markdownElements.contains(tag.name) || tag.name == "bdi",
                    "\(path): <\(tag.name)> is neither the theme's nor Markdown's")
                for (name, value) in tag.attributes {
                    #expect(!name.hasPrefix("on"), "\(path): <\(tag.name) \(name)=\"\(value)\">")
                    #expect(
                        theme.attributes.contains(name) || Self.markdownAttributes.contains(name) || name.hasPrefix("data-"),
                        "\(path): attribute \(name) on <\(tag.name)>")
                    if Self.urlAttributes.contains(name) {
                        #expect(Self.isSafe(url: value), "\(path): <\(tag.name) \(name)=\"\(value)\">")
                    }
                    if name == "style" { #expect(Self.isPlainStyle(value), "\(path): style=\"\(value)\"") }
                }
                switch tag.name {
                case "script": #expect(theme.scripts.contains(ThemeSurvey.key(tag)), "\(path): a script the theme does not have")
                case "style": #expect(theme.styles.contains(tag.rawText ?? ""), "\(path): a style sheet the theme does not have")
                case "link": #expect(theme.linkRelations.contains(tag.value("rel") ?? ""), "\(path): <link rel=\(tag.value("rel") ?? "")>")
                case "meta": #expect(tag.value("http-equiv") == nil, "\(path): <meta http-equiv>")
                default: break
                }
            }
        }
        #expect(checked > 40)
    }

    @Test func thePayloadShowsAsEscapedText() throws {
        let hen = try #require(Self.site.files().keys.first { $0.hasPrefix("hens/hyperlink") })
        let page = Self.site.page(hen)
        let shown =
            #"&lt;script&gt;alert(1)&lt;/script&gt;&lt;svg onload=alert(1)&gt;"&gt;&lt;img src=x onerror=alert(1)&gt;"#
            + #"&lt;/style&gt;&lt;style&gt;body{display:none}&lt;/style&gt;{{x}} ${site.title} ${page.root} c:text="x""#
            + "x{background:expression(alert(1))} url(javascript:alert(1))\u{202E}gnp.exe\u{200B}\u{FEFF}"
        // Isolated, for its right-to-left override: in <bdi>, and in the title between U+2068 and U+2069.
        #expect(page.contains(#"<h1><bdi>=HYPERLINK("http://evil","x") hen "# + shown + "</bdi></h1>"))
        #expect(page.contains("<title>\u{2068}" + #"=HYPERLINK("http://evil","x") hen "# + shown + "\u{2069}"))
        #expect(
            page.contains(
                #"alt="Photo of =HYPERLINK(&quot;http://evil&quot;,&quot;x&quot;) hen &lt;script&gt;alert(1)&lt;/script&gt;"#
                    + #"&lt;svg onload=alert(1)&gt;&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"#))
        #expect(page.contains(#"click c2 javascript:alert(1) i d v e t"#), "script links keep their text and lose their link")
        #expect(
            page.contains(#"<a href="https://example.org/?a=1&amp;b=2" rel="nofollow noopener">ok</a> <a href="../stats.html">rel</a>"#))
        #expect(Self.site.page("list/notes.html").contains(#"note title "# + shown + HostileCoop.iCalendar))
        #expect(Self.site.page("list/expenses.html").contains(#"item "# + shown))
        #expect(Self.site.page("list/deliveries.html").contains(#"delivery "# + shown))
        #expect(Self.site.page("list/contributions.html").contains(#"contribution "# + shown))
        #expect(Self.site.page("kinds/index.html").contains(#"label "# + shown))
    }

    @Test func aPhotoWithAnyNameIsLinkedByItsEscapedPath() throws {
        let hen = try #require(Self.site.files().keys.first { $0.hasPrefix("hens/hyperlink") })
        let encoded = "photos/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert%281%29%3E%20%7B%7Bx%7D%7D%20%23%3F%25.svg"
        #expect(Self.site.page(hen).contains(#"<img class="hen-photo" src="../\#(encoded)""#))
        #expect(Self.site.page("hens/index.html").contains(#"src="../\#(encoded)""#))
        #expect(encoded.removingPercentEncoding == HostileCoop.photo && Self.site.has(HostileCoop.photo))
    }

    @Test func feedsAndExportsStayData() throws {
        let files = Self.site.files()
        let feed = String(decoding: try #require(files["feeds/notes.xml"]), as: UTF8.self)
        for markup in ["<script", "<svg", "<style", "<img", "<a "] {
            #expect(!feed.lowercased().contains(markup), "notes.xml holds \(markup)")
        }
        // What a feed reader renders: the HTML of each entry's content, unescaped once.
        let contents = feed.components(separatedBy: #"<content type="html">"#).dropFirst()
        #expect(contents.count == 2)
        for content in contents {
            let html = (content.components(separatedBy: "</content>").first ?? "").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&")
            for tag in HTMLTokenizer(html).tags {
                #expect(Self.markdownElements.contains(tag.name), "notes.xml: <\(tag.name)>")
                for (name, value) in tag.attributes {
                    #expect(
                        Self.markdownAttributes.contains(name) && (name != "href" || Self.isSafe(url: value)), "notes.xml: \(name)=\(value)"
                    )
                }
            }
        }
        let calendar = String(decoding: try #require(files["feeds/coop.ics"]), as: UTF8.self).components(separatedBy: "\r\n")
        #expect(calendar.filter { $0 == "BEGIN:VEVENT" }.count == 3, "2 notes and 1 delivery")
        #expect(calendar.allSatisfy { !$0.contains("\r") && !$0.contains("\n") })
        for (path, bytes) in files where path.hasSuffix(".csv") {
            for field in Self.csvFields(String(decoding: bytes, as: UTF8.self)) {
                let first = field.unicodeScalars.first
                #expect(
                    !["=", "+", "@", "\t", "\r"].contains(first) && !(first == "-" && Double(field) == nil),
                    "\(path): a field a spreadsheet would run: \(field.prefix(40))")
            }
        }
        let json = try #require(files["data/coop.json"])
        #expect((try? JSONSerialization.jsonObject(with: Data(json))) != nil)
        #expect(!String(decoding: json, as: UTF8.self).contains("<"), "JSON writes < as \\u003c, so it can sit in a page")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd",
        "vbscript:msgbox(1)", "//evil.example/", "https:javascript:alert(1)", "ftp://example.org/", "https://",
        "https://example.org/ x", "https://example.org/\"onmouseover=alert(1)", "https://example.org/<script>",
        "https://example.org/\\evil", "\u{202E}https://example.org/",
    ])
    func addressSettingsAcceptOnlyWebAddresses(_ address: String) {
        for field in ["edit_url", "base_url"] {
            let line = "\(field): \(HostileCoop.q(address))\n"
            #expect(
                diagnostics(["coop.yaml": line]) == [
                    "content/coop.yaml:1:\(field.count + 3): error: \(field) must be an http:// or https:// address, not '\(address)' [invalid-url]"
                ])
        }
    }

    @Test func webAddressesAreKept() {
        let loaded = loadContent(["coop.yaml": "edit_url: HTTPS://example.org/edit/main/content\nbase_url: http://example.org/coop/\n"])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.coop.settings.editURL == "HTTPS://example.org/edit/main/content/")
        #expect(loaded.coop.settings.baseURL == "http://example.org/coop/")
    }

    /// Whether a browser would follow `url` only to an http, https or mailto address, or to a
    /// relative one on this site. Reads the URL the way the URL standard does: leading and
    /// trailing spaces and controls dropped, tabs and line breaks removed, and a scheme only
    /// where letters, digits, `+`, `-` and `.` come before the first `:`.
    static func isSafe(url: String) -> Bool {
        var scalars = Array(url.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        let text = String(String.UnicodeScalarView(scalars))
        if text.hasPrefix("//") || text.hasPrefix("\\") || text.hasPrefix("/\\") { return false }
        guard let colon = text.firstIndex(of: ":") else { return true }
        let scheme = text[..<colon]
        let isLetter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        guard let first = scheme.unicodeScalars.first, isLetter(first),
            scheme.unicodeScalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
        else { return true }  // no scheme: a relative address
        return ["http", "https", "mailto"].contains(scheme.lowercased())
    }

    /// Whether a `style` attribute holds only declarations: no script URL, expression,
    /// import, binding or escape that could hide one.
    static func isPlainStyle(_ style: String) -> Bool {
        let lower = style.lowercased()
        return !["expression", "url(", "javascript", "@import", "behavior", "binding", "\\", "<", "{", "}"].contains { lower.contains($0) }
    }

    /// The fields of a CSV text (RFC 4180), unquoted.
    static func csvFields(_ text: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var wasQuoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.unicodeScalars.append("\"")
                        pending = scalars.next()
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
                wasQuoted = true
            } else if scalar == "," || scalar == "\r" || scalar == "\n" {
                if scalar != "\n" || !field.isEmpty || wasQuoted { fields.append(field) }
                field = ""
                wasQuoted = false
                if scalar == "\r", pending == "\n" { pending = scalars.next() }
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty { fields.append(field) }
        return fields
    }
}

/// What the theme itself puts in the sample site's pages: every element and attribute
/// name, every script and style sheet, and the relations of `<link>` elements.
struct ThemeSurvey {
    var elements: Set<String> = [], attributes: Set<String> = [], scripts: Set<String> = [], styles: Set<String> = []
    var linkRelations: Set<String> = []
    var pageCount = 0

    init(_ site: BuiltSite) {
        for (path, bytes) in site.files() where path.hasSuffix(".html") {
            pageCount += 1
            for tag in HTMLTokenizer(String(decoding: bytes, as: UTF8.self)).tags {
                elements.insert(tag.name)
                for (name, _) in tag.attributes { attributes.insert(name) }
                if tag.name == "script" { scripts.insert(Self.key(tag)) }
                if tag.name == "style" { styles.insert(tag.rawText ?? "") }
                if tag.name == "link" { linkRelations.insert(tag.value("rel") ?? "") }
            }
        }
    }

    /// A script as its source address and text.
    static func key(_ tag: HTMLTokenizer.StartTag) -> String { (tag.value("src") ?? "") + "\n" + (tag.rawText ?? "") }
}
