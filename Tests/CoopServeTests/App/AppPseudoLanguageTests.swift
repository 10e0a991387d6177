import CoopRecordsTestSupport
import CoopServe
import Testing

/// The coop app's pages served for a coop in the pseudo-language `qps`: every word a person
/// reads on them comes from the catalogue (it is between `⟦` and `⟧`) or from the coop's
/// records. The add form of every kind, an edit form, a removal question, a confirmation,
/// a refused form and a notice; the settings and their confirmation (a value refused by the
/// check is said in the check's English, like a record's); a hen's, a person's, a kind's and
/// a delivery's edit forms with their new fields, a refused fact and a refused photo.
@Suite(.serialized) struct AppPseudoLanguageTests {
    @Test func everyWordOfTheAppsPagesIsTheCatalogues() async throws {
        var files = CoopAppTests.files
        files["coop.yaml"] = "language: qps\n"
        files["chores.yaml"] = "- title: Clean the coop\n  every: 2 weeks\n  from: 2026-11-01\n"
        let running = try await RunningServer(files: files)
        let app = AppClient(running: running)
        var pages: [(String, [UInt8])] = []
        for kind in ["eggs", "note", "expense", "contribution", "delivery", "hen", "person", "kind", "chore"] {
            let target = "/add.html?kind=\(kind)"
            pages.append((target, try #require(try await running.raw(target: target)).body))
        }
        for target in [
            "/__coop/edit?record=notes.yaml:1", "/__coop/remove?record=expenses.yaml:1", "/__coop/edit?record=notes.yaml:99",
            "/__coop/edit?record=hens.yaml:2", "/__coop/edit?record=people.yaml:1", "/__coop/edit?record=kinds.yaml:1",
            "/__coop/edit?record=deliveries.yaml:1", "/__coop/settings", "/__coop/edit?record=chores.yaml:1",
            "/__coop/chore-done?record=chores.yaml:1", "/__coop/offline",
        ] {
            pages.append((target, try #require(try await running.raw(target: target)).body))
        }
        let saved = try await app.submit("/__coop/save", [("form-kind", "note"), ("date", "2026-11-22"), ("title", "Fox seen")])
        #expect(saved.status == 200)
        pages.append(("a confirmation", Array(saved.page.utf8)))
        let refused = try await app.submit("/__coop/save", [("form-kind", "eggs"), ("date", "2026-11-22"), ("count.brown", "lots")])
        #expect(refused.page.contains("⟦"))
        pages.append(("a refused form", Array(refused.page.utf8)))
        let settings = try #require(try await running.raw(target: "/__coop/settings")).text
        let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: settings))
        let settingsForm = [
            ("form-kind", "settings"), ("form-record", "coop.yaml:1"), ("form-fingerprint", fingerprint), ("language", "qps"),
        ]
        let changed = try await app.submit("/__coop/save", settingsForm + [("title", "Hill Street"), ("goal", "30")])
        #expect(changed.status == 200, "\(changed.page)")
        pages.append(("the settings changed", Array(changed.page.utf8)))
        let refusedFact = try await app.submit("/__coop/save", [("form-kind", "hen"), ("name", "Clover"), ("details", "Pearl")])
        #expect(refusedFact.status == 422)
        pages.append(("a refused fact", Array(refusedFact.page.utf8)))
        let refusedPhoto = try await app.submit("/__coop/save", [("form-kind", "hen"), ("name", "Clover"), ("photo.upload", "PHN2Zy8+")])
        #expect(refusedPhoto.status == 422)
        pages.append(("a refused photo", Array(refusedPhoto.page.utf8)))
        // The words of the records, the settings' title saved above included.
        let data = ReadableWords.dataWords(in: running.content.path)
        var found: [String] = []
        for (name, bytes) in pages {
            #expect(String(decoding: bytes, as: UTF8.self).contains("<html lang=\"qps\""), "\(name)")
            // The words of the queue's panel of waiting entries, given to its script.
            #expect(String(decoding: bytes, as: UTF8.self).contains("data-words=\"{&quot;title&quot;:&quot;⟦"), "\(name)")
            found += ReadableWords.englishLeft(in: bytes, page: name, dataWords: data)
        }
        #expect(found.isEmpty, "\(found.count) words outside the catalogue:\n\(found.prefix(60).joined(separator: "\n"))")
        await running.server.stop()
    }
}
