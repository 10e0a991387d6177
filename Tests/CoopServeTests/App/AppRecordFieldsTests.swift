import CoopRecordsTestSupport
import CoopServe
import CoopTestSupport
import Foundation
import Testing

/// The fields the coop app's forms ask besides the first ones: a sale's money, a hen's
/// text, expected eggs, free facts and photo, a person's and a kind's facts; each save
/// compared byte for byte.
@Suite(.serialized) struct AppRecordFieldsTests {
    /// Opens the edit form of `record` and saves it with `fields`: the status and the page.
    static func edit(_ record: String, _ fields: [(String, String)], app: AppClient) async throws -> (status: Int, page: String) {
        let form = try #require(try await app.running.raw(target: "/__coop/edit?record=\(record)")).text
        let fingerprint = try #require(AppClient.value(of: "form-fingerprint", in: form))
        let kind = try #require(AppClient.value(of: "form-kind", in: form))
        return try await app.submit(
            "/__coop/save", [("form-kind", kind), ("form-record", record), ("form-fingerprint", fingerprint)] + fields)
    }

    @Test func aSaleIsRecordedWithWhatWasPaid() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let app = AppClient(running: running)
        let form = try #require(try await running.raw(target: "/add.html?kind=delivery")).text
        #expect(form.contains("name=\"paid\" type=\"text\" value=\"\" inputmode=\"decimal\""))
        // A decimal comma, as phones type it: written `paid: 4.50`, as `coop add delivery --paid 4.50` writes it.
        let saved = try await app.submit(
            "/__coop/save",
            [
                ("form-kind", "delivery"), ("date", "2026-11-22"), ("person", "Alvarez family"), ("eggs", "12"), ("paid", "4,50"),
                ("note", ""),
            ])
        #expect(saved.status == 200, "\(saved.page)")
        #expect(
            running.content.text("deliveries.yaml")
                == "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n- date: 2026-11-22\n  person: Alvarez family\n  eggs: 12\n  paid: 4.50\n")
        // Edited: the money goes in its place, before the note; emptied, it goes away.
        let edited = try await Self.edit(
            "deliveries.yaml:1", [("date", "2026-11-06"), ("person", "Jen"), ("eggs", "6"), ("paid", "3"), ("note", "Sold")], app: app)
        #expect(edited.status == 200, "\(edited.page)")
        #expect(
            running.content.text("deliveries.yaml")?.hasPrefix(
                "- date: 2026-11-06\n  person: Jen\n  eggs: 6\n  paid: 3\n  note: Sold\n- date") == true)
        let emptied = try await Self.edit(
            "deliveries.yaml:1", [("date", "2026-11-06"), ("person", "Jen"), ("eggs", "6"), ("paid", ""), ("note", "Sold")], app: app)
        #expect(emptied.status == 200, "\(emptied.page)")
        #expect(
            running.content.text("deliveries.yaml")?.hasPrefix("- date: 2026-11-06\n  person: Jen\n  eggs: 6\n  note: Sold\n- date") == true
        )
        await running.server.stop()
    }

    /// A coop whose hen has free facts, one with a comment.
    static let files: [String: String] = {
        var files = CoopAppTests.files
        files["hens.yaml"] =
            "# The flock\n- name: Pearl\n  kind: brown\n  details:\n    Favourite treat: mealworms   # every time\n    Comb: single\n"
        return files
    }()

    /// A real JPEG of 2 by 2 pixels, 632 bytes, in base64.
    static let jpeg =
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwCSiiivGPWP/9k="

    /// The bytes of the file `relative` in the served content folder, if it exists.
    static func bytes(_ relative: String, in running: RunningServer) -> [UInt8]? {
        FileManager.default.contents(atPath: running.content.path + "/" + relative).map { [UInt8]($0) }
    }

    @Test func aHensTextExpectedEggsAndDetailsAreEditedLineByLine() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let form = try #require(try await running.raw(target: "/__coop/edit?record=hens.yaml:2")).text
        #expect(
            form.contains(
                "name=\"details\" rows=\"4\" aria-describedby=\"f-details-hint\">Favourite treat: mealworms\nComb: single</textarea>"))
        #expect(form.contains("<input id=\"f-photo\" type=\"file\" accept=\"image/*\" capture=\"environment\""))
        let saved = try await Self.edit(
            "hens.yaml:2",
            [
                ("name", "Pearl"), ("kind", "brown"), ("about", "Bossy.\r\nLoves the dust bath."), ("expected_per_year", "250"),
                ("details", "Favourite treat: mealworms\r\nComb: rose\r\n\r\nTemper: calm\r\n"),
            ], app: app)
        #expect(saved.status == 200, "\(saved.page)")
        // Only the fact that changed is rewritten, its neighbour's comment kept; the new one goes last.
        #expect(
            running.content.text("hens.yaml")
                == "# The flock\n- name: Pearl\n  kind: brown\n  about: |-\n    Bossy.\n    Loves the dust bath.\n  expected_per_year: 250\n"
                + "  details:\n    Favourite treat: mealworms   # every time\n    Comb: rose\n    Temper: calm\n")
        // A fact taken out goes; the box emptied takes the details away.
        let fewer = try await Self.edit(
            "hens.yaml:2",
            [
                ("name", "Pearl"), ("kind", "brown"), ("about", "Bossy.\nLoves the dust bath."), ("expected_per_year", "250"),
                ("details", "Favourite treat: mealworms\nTemper: calm"),
            ], app: app)
        #expect(fewer.status == 200, "\(fewer.page)")
        #expect(
            running.content.text("hens.yaml")?.hasSuffix("  details:\n    Favourite treat: mealworms   # every time\n    Temper: calm\n")
                == true)
        let none = try await Self.edit(
            "hens.yaml:2", [("name", "Pearl"), ("kind", "brown"), ("about", "Bossy.\nLoves the dust bath."), ("expected_per_year", "250")],
            app: app)
        #expect(none.status == 200, "\(none.page)")
        #expect(running.content.text("hens.yaml")?.hasSuffix("  expected_per_year: 250\n") == true)
        // A line that is not `name: value` is refused, and nothing written.
        let before = running.content.text("hens.yaml")
        let refused = try await Self.edit(
            "hens.yaml:2", [("name", "Pearl"), ("kind", "brown"), ("details", "Comb: rose\nvery calm")], app: app)
        #expect(refused.status == 422 && refused.page.contains("Details: 'very calm' is not a fact written name: value"), "\(refused.page)")
        #expect(running.content.text("hens.yaml") == before)
        await running.server.stop()
    }

    @Test func aHensPhotoIsSavedInTheContentFolderWithHerRecord() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let jpeg = try #require(Data(base64Encoded: Self.jpeg)).map { $0 }
        // A new hen with a photo: photos/<her slug>.jpg, named by her record.
        let added = try await app.submit("/__coop/save", [("form-kind", "hen"), ("name", "Clover"), ("photo.upload", Self.jpeg)])
        #expect(added.status == 200, "\(added.page)")
        #expect(running.content.text("hens.yaml")?.hasSuffix("    Comb: single\n- name: Clover\n  photo: photos/clover.jpg\n") == true)
        #expect(Self.bytes("photos/clover.jpg", in: running) == jpeg)
        // Another photo of her: a new file; the old one is left where it is.
        let place = "hens.yaml:7"
        let again = try await Self.edit(place, [("name", "Clover"), ("photo", "photos/clover.jpg"), ("photo.upload", Self.jpeg)], app: app)
        #expect(again.status == 200, "\(again.page)")
        #expect(running.content.text("hens.yaml")?.hasSuffix("- name: Clover\n  photo: photos/clover-2.jpg\n") == true)
        #expect(Self.bytes("photos/clover-2.jpg", in: running) == jpeg)
        // Undo: her record is back; the photo file stays.
        let change = try #require(AppClient.value(of: "form-change", in: again.page))
        #expect(try await app.submit("/__coop/undo", [("form-change", change)]).status == 200)
        #expect(running.content.text("hens.yaml")?.hasSuffix("- name: Clover\n  photo: photos/clover.jpg\n") == true)
        // Saved without a new photo, her photo is kept.
        let kept = try await Self.edit(place, [("name", "Clover"), ("photo", "photos/clover.jpg"), ("breed", "Sussex")], app: app)
        #expect(kept.status == 200, "\(kept.page)")
        #expect(running.content.text("hens.yaml")?.hasSuffix("- name: Clover\n  breed: Sussex\n  photo: photos/clover.jpg\n") == true)
        await running.server.stop()
    }

    @Test func aPhotoThatIsNotAJPEGOrARefusedSaveLeavesNoFile() async throws {
        let running = try await RunningServer(files: Self.files)
        let app = AppClient(running: running)
        let before = running.content.text("hens.yaml")
        // Not a JPEG: "<svg/>" in base64.
        let notJPEG = try await app.submit("/__coop/save", [("form-kind", "hen"), ("name", "Clover"), ("photo.upload", "PHN2Zy8+")])
        #expect(
            notJPEG.status == 422 && notJPEG.page.contains("Photo: the picked file is not a JPEG photo; pick another"), "\(notJPEG.page)")
        let notBase64 = try await app.submit("/__coop/save", [("form-kind", "hen"), ("name", "Clover"), ("photo.upload", "*!*")])
        #expect(notBase64.status == 422 && notBase64.page.contains("is not a JPEG photo"))
        // A JPEG cut short has no end mark.
        let cut = String(Self.jpeg.dropLast(8))
        #expect(try await app.submit("/__coop/save", [("form-kind", "hen"), ("name", "Clover"), ("photo.upload", cut)]).status == 422)
        // A hen whose name is taken: refused by the check, and her photo not left behind.
        let taken = try await app.submit("/__coop/save", [("form-kind", "hen"), ("name", "Pearl"), ("photo.upload", Self.jpeg)])
        #expect(taken.status == 422, "\(taken.page)")
        #expect(running.content.text("hens.yaml") == before)
        #expect(!FileManager.default.fileExists(atPath: running.content.path + "/photos/pearl.jpg"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: running.content.path + "/photos")) ?? [] == [])
        await running.server.stop()
    }

    @Test func aPersonsAndAKindsDetailsAndExpectedEggs() async throws {
        let running = try await RunningServer(files: CoopAppTests.files)
        let app = AppClient(running: running)
        let person = try await Self.edit("people.yaml:3", [("name", "Jen"), ("details", "Phone: 555-0101\nLives: next door")], app: app)
        #expect(person.status == 200, "\(person.page)")
        #expect(
            running.content.text("people.yaml")
                == "- name: Alvarez family\n  shares: 2\n- name: Jen\n  details:\n    Phone: 555-0101\n    Lives: next door\n")
        let kind = try await Self.edit(
            "kinds.yaml:2", [("name", "blue"), ("expected_per_year", "200"), ("details", "Breed: Ameraucana")], app: app)
        #expect(kind.status == 200, "\(kind.page)")
        #expect(
            running.content.text("kinds.yaml")
                == "- name: brown\n- name: blue\n  expected_per_year: 200\n  details:\n    Breed: Ameraucana\n")
        let form = try #require(try await running.raw(target: "/add.html?kind=kind")).text
        #expect(form.contains("name=\"expected_per_year\"") && form.contains("name=\"details\""))
        await running.server.stop()
    }
}
