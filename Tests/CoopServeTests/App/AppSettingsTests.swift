import CoopRecordsTestSupport
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// The coop's settings from the phone (`/__coop/settings`): only the changed settings'
/// values rewritten, comments kept, a cleared setting removed, a refused value written
/// nowhere, and Undo.
@Suite(.serialized) struct AppSettingsTests {
    /// A coop.yaml with comments and the goal in its block form.
    static let settings = """
        # Our coop's settings
        title: Hill Street Hens   # the kids chose it
        description: Six hens behind the garage.

        goal:
          eggs_per_week: 30   # summer
        latitude: 45.5
        currency: EUR
        # the end

        """

    /// A coop with `settings` as its coop.yaml.
    static func files(_ settings: String) -> [String: String] {
        var files = CoopAppTests.files
        files["coop.yaml"] = settings
        return files
    }

    /// Opens the settings form and saves it with `changes` over what it shows: the status and the page.
    static func save(_ changes: [String: String], app: AppClient) async throws -> (status: Int, page: String) {
        let form = try #require(try await app.running.raw(target: "/__coop/settings")).text
        let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: form))
        let record = try #require(AppClient.value(of: "form-record", in: form))
        var fields = [("form-kind", "settings"), ("form-record", record), ("form-fingerprint", fingerprint)]
        for name in ["title", "description", "currency", "store_price", "week_starts", "latitude", "goal", "language"] {
            fields.append((name, changes[name] ?? Self.shown(name, in: form)))
        }
        return try await app.submit("/__coop/save", fields)
    }

    /// What the form shows in its field `name`: a text box's value, a choice's selected option.
    static func shown(_ name: String, in form: String) -> String {
        if let value = AppClient.value(
            of: name, in: form.replacingOccurrences(of: "name=\"\(name)\" type=\"text\"", with: "name=\"\(name)\""))
        {
            return value
        }
        if let value = AppClient.value(
            of: name, in: form.replacingOccurrences(of: "name=\"\(name)\" type=\"number\"", with: "name=\"\(name)\""))
        {
            return value
        }
        guard let select = form.range(of: "name=\"\(name)\"") else { return "" }
        let rest = form[select.upperBound...]
        guard let end = rest.range(of: "</select>"), let selected = rest[..<end.lowerBound].range(of: "<option value=\"") else { return "" }
        let options = rest[selected.lowerBound..<end.lowerBound]
        guard let chosen = options.range(of: "\" selected") else { return "" }
        let before = options[..<chosen.lowerBound]
        return before.range(of: "value=\"", options: .backwards).map { String(before[$0.upperBound...]) } ?? ""
    }

    @Test func theGoalAndTheTitleAreChangedInTheirLines() async throws {
        let running = try await RunningServer(files: Self.files(Self.settings))
        let app = AppClient(running: running)
        let form = try #require(try await running.raw(target: "/__coop/settings")).text
        #expect(form.contains("name=\"title\" type=\"text\" value=\"Hill Street Hens\""))
        #expect(form.contains("name=\"goal\" type=\"number\" value=\"30\""))
        #expect(form.contains("<option value=\"monday\">Monday</option><option value=\"sunday\">Sunday</option>"))
        #expect(!form.contains("Remove…"))
        // The theme's languages: English, the default, then the others by name (qps is for tests).
        #expect(
            form.contains(
                "name=\"language\"><option value=\"\" selected>English (the default)</option><option value=\"fr\">French</option>"
                    + "<option value=\"de\">German</option><option value=\"es\">Spanish</option></select>"))
        let saved = try await Self.save(["title": "Hill Street Hens & Co", "goal": "35"], app: app)
        #expect(saved.status == 200, "\(saved.page)")
        #expect(saved.page.contains("Changed the settings"))
        #expect(
            running.content.text("coop.yaml")
                == "# Our coop's settings\ntitle: Hill Street Hens & Co   # the kids chose it\ndescription: Six hens behind the garage.\n\n"
                + "goal:\n  eggs_per_week: 35   # summer\nlatitude: 45.5\ncurrency: EUR\n# the end\n")
        // Undo, from the confirmation: the file as it was.
        let change = try #require(AppClient.value(of: "form-change", in: saved.page))
        #expect(try await app.submit("/__coop/undo", [("form-change", change)]).status == 200)
        #expect(running.content.text("coop.yaml") == Self.settings)
        await running.server.stop()
    }

    @Test func aGoalInItsFlowFormANewSettingAndAClearedOne() async throws {
        let running = try await RunningServer(
            files: Self.files("title: Hens   # ours\ngoal: {eggs_per_week: 30}   # a guess\nlatitude: 45.5\n"))
        let app = AppClient(running: running)
        let saved = try await Self.save(["goal": "28", "latitude": "", "week_starts": "sunday"], app: app)
        #expect(saved.status == 200, "\(saved.page)")
        #expect(running.content.text("coop.yaml") == "title: Hens   # ours\ngoal: {eggs_per_week: 28}   # a guess\nweek_starts: sunday\n")
        // A goal cleared takes its line away; a title that needs quotes gets them.
        let again = try await Self.save(["goal": "", "title": "Hens: the coop"], app: app)
        #expect(again.status == 200, "\(again.page)")
        #expect(running.content.text("coop.yaml") == "title: \"Hens: the coop\"   # ours\nweek_starts: sunday\n")
        await running.server.stop()
    }

    @Test func aDescriptionOnSeveralLinesIsKeptUnlessChanged() async throws {
        let settings = "title: Hens\ndescription: |\n  Six hens\n  and a rooster.\nlatitude: 45.5\n"
        let running = try await RunningServer(files: Self.files(settings))
        let app = AppClient(running: running)
        let form = try #require(try await running.raw(target: "/__coop/settings")).text
        #expect(form.contains("name=\"description\" type=\"text\" value=\"Six hens and a rooster.\""))
        let saved = try await Self.save(["latitude": "45,25"], app: app)
        #expect(saved.status == 200, "\(saved.page)")
        #expect(running.content.text("coop.yaml") == "title: Hens\ndescription: |\n  Six hens\n  and a rooster.\nlatitude: 45.25\n")
        await running.server.stop()
    }

    @Test func settingsAreWrittenIntoANewCoopYAML() async throws {
        var files = CoopAppTests.files
        files["coop.yaml"] = nil
        let running = try await RunningServer(files: files)
        let app = AppClient(running: running)
        let saved = try await Self.save(["title": "Fern Lane", "goal": "20"], app: app)
        #expect(saved.status == 200, "\(saved.page)")
        #expect(running.content.text("coop.yaml") == "title: Fern Lane\ngoal: {eggs_per_week: 20}\n")
        let change = try #require(AppClient.value(of: "form-change", in: saved.page))
        #expect(try await app.submit("/__coop/undo", [("form-change", change)]).status == 200)
        #expect(running.content.text("coop.yaml") == nil)
        await running.server.stop()
    }

    @Test func aRefusedValueIsShownWhereItIsAndNothingIsWritten() async throws {
        let running = try await RunningServer(files: Self.files(Self.settings))
        let app = AppClient(running: running)
        let refused = try await Self.save(["latitude": "200", "title": "Changed"], app: app)
        #expect(refused.status == 422)
        #expect(refused.page.contains("/<wbr>coop.yaml:7:11:</span> <strong>error:</strong>"), "\(refused.page)")
        #expect(refused.page.contains("<span class=\"app-line\">7 |</span> latitude: <mark>200</mark></pre>"), "\(refused.page)")
        // What was typed is kept.
        #expect(refused.page.contains("name=\"latitude\" type=\"text\" value=\"200\""))
        #expect(running.content.text("coop.yaml") == Self.settings)
        // The settings are reached from the add form.
        let add = try #require(try await running.raw(target: "/add.html")).text
        #expect(add.contains("<a class=\"app-settings-link\" href=\"/__coop/settings\">Settings</a>"))
        await running.server.stop()
    }

    @Test func theSampleCoopsSettingsKeepTheirFoldedDescription() async throws {
        let sample = try #require(
            try? String(contentsOfFile: repositoryRoot + "/content/coop.yaml", encoding: .utf8), "the sample coop's coop.yaml")
        let running = try await RunningServer(files: Self.files(sample))
        let app = AppClient(running: running)
        let saved = try await Self.save(["goal": "20", "title": "Maple Street Hens"], app: app)
        #expect(saved.status == 200, "\(saved.page)")
        let expected = sample.replacingOccurrences(of: "goal: {eggs_per_week: 18}", with: "goal: {eggs_per_week: 20}")
            .replacingOccurrences(of: "title: Maple Street Coop        #", with: "title: Maple Street Hens        #")
        #expect(expected != sample && running.content.text("coop.yaml") == expected, "\(running.content.text("coop.yaml") ?? "")")
        await running.server.stop()
    }
}
