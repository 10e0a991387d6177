import CoopCLITestSupport
import CoopRecords
import CoopServe
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// `coop describe`: the record kinds and the coop app's addresses as JSON, which the scripts of
/// `Scripts/` read instead of keeping a copy (issue 24, point 7). The binary is run as the
/// scripts run it.
@Suite struct DescribeCommandTests {
    /// One run of the built `coop describe`, and its document parsed.
    struct Described {
        let run: CommandRun
        let document: [String: Any]

        init() throws {
            run = runCoop(["describe"], in: repositoryRoot)
            document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any], "\(run.err)")
        }

        /// The kinds, in the order printed.
        var kinds: [[String: Any]] { document["kinds"] as? [[String: Any]] ?? [] }

        /// The kind whose noun is `noun`.
        func kind(_ noun: String) throws -> [String: Any] { try #require(kinds.first { $0["noun"] as? String == noun }) }

        /// A kind's fields, each as `key type required`.
        func fields(_ noun: String) throws -> [String] {
            try #require(try kind(noun)["fields"] as? [[String: Any]]).map { field in
                "\(field["key"] as? String ?? "?") \(field["type"] as? String ?? "?") \(field["required"] as? Bool ?? false)"
            }
        }
    }

    @Test func printsOneJSONDocumentAndNothingElse() async throws {
        let described = try Described()
        #expect(described.run.status == 0 && described.run.err.isEmpty)
        #expect(described.run.out.hasPrefix("{\n  \"version\": 1,\n  \"kinds\": [\n") && described.run.out.hasSuffix("}\n"))
        // The same bytes every time, and the same in this process as from the executable.
        #expect(runCoop(["describe"], in: repositoryRoot).out == described.run.out)
        #expect(await runCoop(["describe"]).out == described.run.out)
    }

    @Test func isHiddenFromHelp() async {
        let help = await runCoop(["--help"])
        #expect(help.status == 0 && !help.out.contains("describe"))
        // It takes nothing: an argument is bad usage.
        #expect(await runCoop(["describe", "--json"]).status == 64)
    }

    /// The kinds of the app's menu, in its order (the egg count first, as the dashboard's Add
    /// opens it), then the settings, which have no form.
    @Test func kindsInTheOrderOfTheAddMenu() throws {
        let described = try Described()
        let nouns = described.kinds.map { $0["noun"] as? String ?? "?" }
        #expect(
            nouns == [
                "eggs", "note", "treatment", "expense", "contribution", "delivery", "hen", "person", "kind", "hatch", "chore", "settings",
            ])
        #expect(nouns.dropLast() == RecordKind.appKinds.map(\.noun)[...])
    }

    /// Every kind of `RecordKind`, once, as its declaration says: a kind added to it shows up
    /// here without a change to the command.
    @Test func everyKindAsDeclared() throws {
        let described = try Described()
        #expect(described.kinds.count == RecordKind.allCases.count)
        for kind in RecordKind.allCases {
            let declaration = kind.declaration
            let printed = try described.kind(declaration.noun)
            #expect(printed["stem"] as? String == declaration.stem, "\(kind)")
            #expect(printed["files"] as? [String] == declaration.fileNames, "\(kind)")
            // Only the settings have no add form; every other kind's is the add page with its noun.
            let add = printed["add"] as? String
            #expect(add == (kind == .settings ? nil : "/add.html?kind=" + declaration.noun), "\(kind)")
            #expect((printed["list_page"] as? String) == (declaration.hasListPage ? "list/\(declaration.stem).html" : nil), "\(kind)")
            let fields = try #require(printed["fields"] as? [[String: Any]], "\(kind)")
            #expect(fields.map { $0["key"] as? String } == declaration.fields.map(\.name), "\(kind)")
            #expect(fields.map { $0["required"] as? Bool } == declaration.fields.map(\.required), "\(kind)")
            #expect(fields.allSatisfy { ($0["type"] as? String)?.isEmpty == false }, "\(kind)")
        }
    }

    /// A note and an expense field by field, as docs/format.md describes them; a count with
    /// its bounds; the egg counts, whose keys are the coop's kinds and hens, have no fields.
    @Test func aKindsFields() throws {
        let described = try Described()
        #expect(
            try described.fields("note") == [
                "date date true", "until date false", "title text true", "tags words false", "hens hen_names false",
                "text markdown false",
            ])
        #expect(
            try described.fields("expense") == [
                "date date true", "item text true", "amount money true", "quantity weight false", "consumable bool false",
                "shared bool false",
                "paid_by person_name false", "tags words false",
            ])
        let eggs = try #require(try described.kind("delivery")["fields"] as? [[String: Any]]).first { $0["key"] as? String == "eggs" }
        let bounds = try #require(
            RecordKind.deliveries.declaration.field(FieldKey("eggs")).flatMap { field -> ClosedRange<Int>? in
                if case .count(let range) = field.type { range } else { nil }
            })
        #expect(
            eggs?["type"] as? String == "count" && eggs?["min"] as? Int == bounds.lowerBound && eggs?["max"] as? Int == bounds.upperBound)
        #expect(try described.kind("note")["files"] as? [String] == ["notes.yaml", "notes.yml", "notes/"])
        #expect(try described.kind("eggs")["shape"] as? String == "days" && described.fields("eggs").isEmpty)
        #expect(try described.kind("settings")["stem"] as? String == "coop" && described.kind("settings")["shape"] as? String == "settings")
    }

    /// The list pages printed are pages the site has: the sample coop, built, has each, and
    /// no `list/STEM.html` of a kind without one.
    @Test func listPagesAreTheSitesPages() async throws {
        let described = try Described()
        let site = TemporaryFolder()
        let build = await runCoop([
            "build", "--content", repositoryRoot + "/content", "--output", site.url("public"), "--today", "2026-11-22",
        ])
        #expect(build.status == 0, "\(build.err)")
        var pages: [String] = []
        for kind in described.kinds {
            let stem = try #require(kind["stem"] as? String)
            if let page = kind["list_page"] as? String {
                pages.append(page)
                #expect(site.exists("public/" + page), "\(page)")
            } else {
                #expect(!site.exists("public/list/\(stem).html"), "\(stem)")
            }
        }
        #expect(pages == ["list/notes.html", "list/expenses.html", "list/contributions.html", "list/deliveries.html"])
    }

    /// Every route of `AppRoute` by name, the save route exactly, and the query parameters.
    @Test func routesAndParameters() throws {
        let described = try Described()
        let routes = try #require(described.document["routes"] as? [String: String])
        #expect(routes.count == AppRoute.allCases.count)
        for route in AppRoute.allCases { #expect(routes["\(route)"] == route.path, "\(route)") }
        #expect(routes["save"] == "/__coop/save" && routes["add"] == "/add.html" && routes["events"] == "/__coop/events")
        #expect(
            Set(routes.keys) == [
                "add", "edit", "save", "remove", "done", "undo", "settings", "style", "events", "changes", "pair", "secret", "queue",
                "queueStyle", "serviceWorker", "choreDone", "offline",
            ])
        let parameters = try #require(described.document["parameters"] as? [String])
        #expect(parameters == AppRoute.Parameter.allCases.map(\.rawValue))
        #expect(Set(parameters).isSuperset(of: ["kind", "record", "back", "change"]))
        // In the order of the declaration, one a line.
        #expect(described.run.out.contains("  \"routes\": {\n    \"add\": \"/add.html\",\n    \"edit\": \"/__coop/edit\",\n"))
    }
}
