import CoopInsight
import CoopLocale
import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import Testing

@testable import CoopSite

/// The built-in theme's English words, as a site whose coop.yaml names no language has them.
let englishWords: Words = {
    guard case .success(let theme) = Theme.load(directory: nil, overrides: nil), case .success(let words) = theme.words("en") else {
        return .englishFormatsOnly
    }
    return words
}()

/// The site context of a content folder made of `files`, built as ``SiteBuilder`` does,
/// for today = 2026-11-22. The content must read without errors.
func exportContext(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) -> SiteContext {
    let loaded = loadContent(files)
    #expect(describe(loaded.diagnostics).filter { $0.contains("error:") } == [], sourceLocation: sourceLocation)
    return SiteContext(
        insight: CoopInsight(coop: loaded.coop, today: testToday), words: englishWords,
        navigation: Navigation(coop: loaded.coop, hasGraphs: true, words: englishWords), contentRoot: "content")
}

/// The site context of the content folder at `path`, built as ``SiteBuilder`` does, for
/// today = 2026-11-22.
func siteContext(content path: String) -> SiteContext {
    let loaded = ContentLoader.load(from: path, displayRoot: "content", today: testToday)
    let insight = CoopInsight(coop: loaded.coop, today: testToday)
    let thresholds = ViewThresholds(insight)
    return SiteContext(
        insight: insight, words: englishWords, thresholds: thresholds,
        navigation: Navigation(coop: loaded.coop, hasGraphs: thresholds.weeklyEggs, words: englishWords),
        contentRoot: "content")
}

/// The sample coop's site context, made once for every test that reads it.
let sampleContext = siteContext(content: repositoryRoot + "/content")

/// Every export of a content folder made of `files`, in the order written.
func exportFiles(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) -> [(path: String, bytes: [UInt8])] {
    let context = exportContext(files, sourceLocation: sourceLocation)
    return Exports.files(context.coop, today: context.today, words: englishWords)
}

/// Every export of a content folder made of `files`, as text by path.
func exportTexts(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) -> [String: String] {
    var out: [String: String] = [:]
    for file in exportFiles(files, sourceLocation: sourceLocation) {
        #expect(out[file.path] == nil, "\(file.path) written twice", sourceLocation: sourceLocation)
        var bytes = file.bytes[...]
        if file.path.hasSuffix(".csv") {
            // Every CSV starts with a UTF-8 byte-order mark, for Excel on Windows; the texts are compared without it.
            #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]), "\(file.path) has no byte-order mark", sourceLocation: sourceLocation)
            bytes = bytes.dropFirst(3)
        }
        out[file.path] = String(decoding: bytes, as: UTF8.self)
    }
    return out
}

/// A small coop with one record or more of every kind, and text that needs escaping in
/// every format: `;`, `,`, `\`, line breaks, quotes, a formula, a 100-character title
/// with an `é` where the calendar folds its line.
enum SmallCoop {
    /// The 100-character title: its `é` starts at octet 75 of the `SUMMARY:` line.
    static let longTitle = "Henrietta sat on golf balls and a lemon and two pinecones in a café au lait mug for weeks and weeks!"

    static let files: [String: String] = [
        "coop.yaml": """
        title: Test Coop
        base_url: https://example.org/coop/
        """,
        "kinds.yaml": """
        - name: brown
          label: Brown, large
          color: "#9c5a2e"
        - name: blue
        """,
        "hens.yaml": """
        - name: Pearl
          kind: brown
          hatched: 2025-03-01
          started_laying: 2025-08-01
          about: Lays *daily*.
        """,
        "eggs.yaml": """
        2026-11-14..2026-11-16: 5
        2026-11-20: {brown: 3, blue: 1, cracked: {blue: 1}}
        2026-11-21: {Pearl: 1, blue: 2}
        """,
        "notes.yaml": """
        - date: 2026-10-02
          until: 2026-11-10
          title: Molt started
          tags: [molt, health]
          hens: [Pearl]
          text: Feathers *everywhere*. Extra protein.
        - date: 2026-11-20
          title: 'Fence; gate, latch \\ fixed'
          tags: [chores, "a,b"]
          text: "First line\\nsecond line, with a comma; and a semicolon\\n\\nA [link](https://example.org/a?b=1&c=2)."
        - date: 2026-11-21
          title: \(longTitle)
        """,
        "people.yaml": """
        - name: Rivera family
          shares: 2
          from: 2026-01-01
        - name: Alvarez family
        """,
        "deliveries.yaml": """
        - date: 2026-11-06
          person: Rivera family
          eggs: 12
        """,
        "expenses.yaml": """
        - date: 2026-11-02
          item: =HYPERLINK("http://evil")
          amount: 24.99
          paid_by: Alvarez family
          tags: [feed]
        """,
        "contributions.yaml": """
        - date: 2026-11-05
          person: Rivera family
          amount: 20
          note: November, with "thanks"
        """,
    ]
}

/// `text` with each line ended by CRLF, as in iCalendar and CSV files: the expected
/// files are written with one line per line of the literal.
func crlf(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0 + "\r\n" }.joined()
}

/// The tests of the feeds and data exports (`swift test --filter Exports`), one nested
/// suite per file.
@Suite struct ExportsTests {}
