import CoopRecords
import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import CoopValues
import Foundation
import Testing

/// The public build of the sample coop (issue 26): no file of it says a person's name or an
/// amount of money, whatever its case and accents, nor a path of this computer; it still has
/// the eggs, the hens, the notes without names, the graphs and the forecast.
@Suite struct PublicBuildTests {
    /// The sample content, as the model reads it.
    static let coop = ContentLoader.load(from: repositoryRoot + "/content", today: testToday).coop
    /// The sample built public, with the content folder shown as its absolute path, as
    /// `coop build --public --content /home/…/content` shows it.
    static let site = BuiltSite(content: repositoryRoot + "/content", contentDisplay: repositoryRoot + "/content", isPublic: true)
    /// The same, at home.
    static let home = BuiltSite(content: repositoryRoot + "/content", contentDisplay: repositoryRoot + "/content")

    /// `text` lower case and without accents: `Señora` is `senora`.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// The names no public file may say: every person's whole name (people.yaml names every
    /// buyer, payer and person of a delivery or contribution), each of its words that is not
    /// a word of the coop's title nor "family", and the coop's private names.
    static var names: [String] {
        var out: Set<String> = []
        let titleWords = Set(folded(coop.settings.title ?? "").split(separator: " ").map(String.init))
        for person in coop.people {
            out.insert(folded(person.name))
            for word in folded(person.name).split(separator: " ") where word != "family" && !titleWords.contains(String(word)) {
                out.insert(String(word))
            }
        }
        for name in coop.settings.publish.privateNames { out.insert(folded(name)) }
        return out.sorted()
    }

    /// Every amount of the sample's records, as the site writes amounts: `26.49`.
    static var amounts: [String] {
        var out: Set<String> = []
        for expense in coop.expenses { out.insert(expense.amount.description) }
        for contribution in coop.contributions { out.insert(contribution.amount.description) }
        for delivery in coop.deliveries { if let paid = delivery.paid { out.insert(paid.description) } }
        return out.sorted()
    }

    /// Each file of `site` whose bytes match `pattern` (a regular expression over the folded
    /// text); images (not UTF-8) are not text, and with `outsideTheme` the theme's own files
    /// of `assets/` (the same for every coop: its CSS says 2.75rem) are left out.
    static func files(of site: BuiltSite, matching pattern: String, outsideTheme: Bool = false) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return site.files().compactMap { path, bytes in
            guard !(outsideTheme && path.hasPrefix("assets/")), let decoded = String(validating: bytes, as: UTF8.self) else {
                return nil
            }
            let text = folded(decoded)
            let range = NSRange(text.startIndex..., in: text)
            return expression.firstMatch(in: text, range: range) == nil ? nil : path
        }.sorted()
    }

    @Test func theSampleNamesPeopleAndAmounts() {
        // What the scans look for, so that an empty list cannot pass them.
        #expect(Self.names.contains("jen kowalski"))
        #expect(Self.names.contains("kowalski"))
        #expect(Self.names.contains("sofia"))
        #expect(!Self.names.contains("maple"), "a word of the coop's own title")
        #expect(Self.amounts.count > 20)
        #expect(Self.amounts.contains("26.49"))
    }

    @Test func buildsWithTheLeftOutNotesCounted() throws {
        let report = try #require(Self.site.result.report)
        #expect(Self.site.result.diagnostics.isEmpty)
        #expect(report.pages == 109)
        let home = try #require(Self.home.result.report)
        #expect(home.pages == 148)  // with the feed graph
        #expect(Self.home.result.leftOut.isEmpty, "a home build leaves nothing out")
        let root = repositoryRoot + "/content/"
        #expect(
            Self.site.result.leftOut.map { $0.description.replacingOccurrences(of: root, with: "") } == [
                "hens/senora-clucks.yaml:9:12: warning: the about of the hen 'Señora Clucks' names 'Leo': a public build leaves it out [names-a-person]",
                "hens/senora-clucks.yaml:20:13: warning: the fact 'named by' of the hen 'Señora Clucks' names 'Leo': a public build leaves it out [names-a-person]",
                "notes.yaml:11:76: warning: the note 'Pullets home' names 'Sofia': a public build leaves it out [names-a-person]",
                "notes.yaml:14:10: warning: the note 'Jen joins' names 'Jen': a public build leaves it out [names-a-person]",
                "notes.yaml:64:10: warning: the note 'Riveras join' names 'Rivera': a public build leaves it out [names-a-person]",
                "notes.yaml:79:5: warning: the note 'Who laid which egg?' names 'Sofia': a public build leaves it out [names-a-person]",
                "notes.yaml:123:29: warning: the note 'Señora Clucks' first egg' names 'Leo': a public build leaves it out [names-a-person]",
                "notes.yaml:141:10: warning: the note 'Jen moves to Boise' names 'Jen': a public build leaves it out [names-a-person]",
                "notes.yaml:153:10: warning: the note 'Riveras in Arizona' names 'Rivera': a public build leaves it out [names-a-person]",
                "notes.yaml:161:14: warning: the note 'At Grandma's' names 'Patel': a public build leaves it out [names-a-person]",
                "notes.yaml:199:28: warning: the note 'Camping' names 'Rivera': a public build leaves it out [names-a-person]",
            ])
    }

    @Test func noFileSaysAPersonsName() throws {
        for name in Self.names {
            let pattern = "\\b" + NSRegularExpression.escapedPattern(for: name).replacingOccurrences(of: " ", with: "\\W+") + "s?\\b"
            #expect(try Self.files(of: Self.site, matching: pattern) == [], "'\(name)' is in the public site")
        }
        // The scan finds them at home: in the people pages, the feeds and the data.
        #expect(try Self.files(of: Self.home, matching: "\\bjen kowalski\\b").contains("data/coop.json"))
        #expect(try Self.files(of: Self.home, matching: "\\bsofia\\b").contains("list/notes.html"))
        #expect(!Self.site.files().keys.contains { $0.hasPrefix("people/") }, "no person's page")
    }

    @Test func noFileSaysAnAmount() throws {
        // The currency's sign or code before a figure, in any file.
        let currency = "(\\$|usd|us\\$)\\s?[0-9]"
        #expect(try Self.files(of: Self.site, matching: currency, outsideTheme: true) == [])
        #expect(try Self.files(of: Self.home, matching: currency).contains("people/index.html"))
        // Every amount of the records, as the site, its CSV and its JSON write them.
        let amounts = Self.amounts.map { NSRegularExpression.escapedPattern(for: $0) }.joined(separator: "|")
        let pattern = "(?<![0-9.])(\(amounts))(?![0-9])"
        #expect(try Self.files(of: Self.site, matching: pattern, outsideTheme: true) == [])
        #expect(try Self.files(of: Self.home, matching: pattern, outsideTheme: true).contains("data/expenses.csv"))
        let json = Self.site.page("data/coop.json")
        for empty in ["\"people\": []", "\"expenses\": []", "\"contributions\": []", "\"deliveries\": []"] {
            #expect(json.contains(empty), "\(empty) in data/coop.json")
        }
    }

    @Test func noPageSaysWhereTheFilesAreNorHowToAddARecord() throws {
        let root = NSRegularExpression.escapedPattern(for: Self.folded(repositoryRoot))
        #expect(try Self.files(of: Self.site, matching: root) == [])
        // At home the dashboard says where to add, naming the folder, not its path.
        #expect(try Self.files(of: Self.home, matching: root) == [])
        #expect(Self.home.page("index.html").contains("content/eggs/2026.yaml"), "the home dashboard says where to add")
        #expect(!Self.site.has("add.html"))
        #expect(try Self.files(of: Self.site, matching: "add\\.html") == [])
    }

    @Test func theEggsHensNotesGraphsAndForecastAreThere() {
        // Every egg of every day: the egg data is the home build's, byte for byte.
        #expect(Self.site.page("data/eggs.csv") == Self.home.page("data/eggs.csv"))
        #expect(Self.site.page("data/eggs.csv").count > 10_000)
        for path in [
            "index.html", "calendar/2026-11.html", "list/eggs/2026-11.html", "list/notes.html", "hens/henrietta.html",
            "hens/senora-clucks.html", "graphs/index.html", "graphs/forecast.html", "stats.html", "kinds/index.html",
            "feeds/notes.xml", "feeds/coop.ics", "photos/henrietta.svg",
        ] {
            #expect(Self.site.has(path), "\(path) is missing")
        }
        // This month's count, as at home.
        let month = "calendar/2026-11.html"
        let total = Self.home.visibleText(month).range(of: #"[0-9,]+ eggs"#, options: .regularExpression).map {
            String(Self.home.visibleText(month)[$0])
        }
        #expect(total != nil && Self.site.visibleText(month).contains(total ?? "-"))
        // Notes without a name stay; the hen's page keeps her breed and her notes.
        let notes = Self.site.visibleText("list/notes.html")
        for title in ["Heat wave", "Snow week", "Olive's bumblefoot", "Fox took Pepper", "Biscuit squatting"] {
            #expect(notes.contains(title), "the note '\(title)' is missing")
        }
        #expect(Self.site.visibleText("hens/senora-clucks.html").contains("Cream Legbar"))
        #expect(Self.site.visibleText("hens/senora-clucks.html").contains("Integration done"))
        #expect(!Self.site.visibleText("list/notes.html").contains("Jen joins"))
        #expect(!Self.site.has("tags/sharing.html"), "every sharing note names a person")
    }

    /// The home build is the one it always was: the public switches change nothing there.
    @Test func theHomeBuildKeepsEverything() {
        for path in [
            "add.html", "people/index.html", "people/jen-kowalski.html", "list/expenses.html", "list/deliveries.html",
            "list/contributions.html", "data/expenses.csv", "graphs/price.html",
        ] {
            #expect(sampleSite.has(path), "\(path) is missing at home")
        }
        #expect(sampleSite.page("index.html").contains("add.html"))
        #expect(sampleSite.page("list/notes.html").contains("Jen joins"))
    }
}
