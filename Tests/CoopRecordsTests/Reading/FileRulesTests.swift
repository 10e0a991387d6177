import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import Testing

/// Which files are read, and problems with whole files: names, encodings, YAML syntax, shapes.
@Suite struct FileRulesTests {
    static let cases: [ContentCase] = [
        ContentCase(
            "misspelt file name", ["expences.yaml": "- date: 2026-01-01\n"],
            [
                "content/expences.yaml:1:1: error: 'expences.yaml' is not a coop file; did you mean 'expenses.yaml'? [unknown-file]"
            ]),
        ContentCase(
            "YAML in a folder that is not a record folder", ["photos/about.yaml": "a: 1\n"],
            [
                "content/photos/about.yaml:1:1: error: 'about.yaml' in 'content/photos/' is not a coop file [unknown-file]"
            ]),
        ContentCase(
            "the same file as .yaml and .yml", ["coop.yaml": "title: A\n", "coop.yml": "title: B\n"],
            [
                "content/coop.yml:1:1: error: both 'coop.yaml' and 'coop.yml' exist; keep one [duplicate-file]"
            ]),
        ContentCase(
            "ignored names",
            [
                "_drafts/notes.yaml": "nonsense: [", ".hidden.yaml": "x: 1", "_old.yaml": "- 1",
                "eggs/_scratch.yaml": "bad: {",
            ], []),
        ContentCase(
            "YAML syntax error located in its file", ["eggs/2026.yaml": "2026-11-20: 5\n2026-11-21: {brown: 3\n"],
            [
                "content/eggs/2026.yaml:2:13: error: the file ends before the { } mapping that opens here is closed [yaml-syntax]"
            ]),
        ContentCase(
            "tabs as indentation", ["hens.yaml": "- name: Pearl\n\tbreed: Leghorn\n"],
            [
                "content/hens.yaml:2:1: error: a tab is used for indentation; YAML indents with spaces only [tab-indent]"
            ]),
        ContentCase(
            "settings written as a list", ["coop.yaml": "- title: Our coop\n"],
            [
                "content/coop.yaml:1:1: error: coop.yaml must be a mapping of settings (title: ..., currency: ...), not a list [wrong-type]"
            ]),
        ContentCase(
            "a list file written as a mapping", ["hens.yaml": "name: Pearl\nbreed: Leghorn\n"],
            [
                "content/hens.yaml:1:1: error: this file must be a list, one '- ' item per record, but it is a mapping (key: value pairs) [wrong-type]"
            ]),
        ContentCase(
            "an egg file written as a list", ["eggs.yaml": "- 2026-11-20: 5\n"],
            [
                "content/eggs.yaml:1:1: error: an egg file is a mapping of dates to counts, like '2026-11-20: 5', not a list [wrong-type]"
            ]),
        ContentCase(
            "a list item that is not a mapping", ["notes.yaml": "- Molt started\n"],
            [
                "content/notes.yaml:1:3: error: a note must be a mapping of fields (key: value), not a single value [wrong-type]"
            ]),
        ContentCase(
            "a hen file in hens/ holding a list", ["hens/pearl.yaml": "- - Pearl\n"],
            [
                "content/hens/pearl.yaml:1:3: error: a hen must be a mapping of fields (key: value), not a list [wrong-type]"
            ]),
        ContentCase(
            "a file in hens/ holding a single value", ["hens/pearl.yaml": "Pearl\n"],
            [
                "content/hens/pearl.yaml:1:1: error: a file in hens/ holds one hen's fields (name: ...) or a list of hens, not a single value [wrong-type]"
            ]),
        ContentCase("empty and comment-only files are fine", ["notes.yaml": "# nothing yet\n", "eggs/2026.yaml": ""], []),
    ]

    @Test(arguments: cases)
    func rule(_ c: ContentCase) {
        #expect(diagnostics(c.files) == c.expected)
    }

    @Test func notUTF8() {
        let folder = TemporaryFolder()
        folder.write("hens.yaml", bytes: Array("- name: Se".utf8) + [0xF1] + Array("ora\n".utf8))
        let loaded = CoopRecords.ContentLoader.load(from: folder.path, displayRoot: "content", today: testToday)
        #expect(
            describe(loaded.diagnostics) == [
                "content/hens.yaml:1:11: error: the file is not UTF-8 text: byte 0xF1 cannot appear here [not-utf8]"
            ])
    }

    @Test func missingContentFolder() {
        let loaded = CoopRecords.ContentLoader.load(from: "/nonexistent/coop", today: testToday)
        #expect(describe(loaded.diagnostics) == ["error: there is no content folder '/nonexistent/coop' [unreadable]"])
    }

    @Test func linksLeadingOutsideAreRefused() throws {
        let outside = TemporaryFolder()
        outside.write("secret.yaml", "- name: Intruder\n")
        outside.write("photo.jpg", "jpeg")
        let folder = TemporaryFolder()
        folder.write("coop.yaml", "title: x\n")
        #expect(symlink(outside.url("secret.yaml"), folder.url("hens.yaml")) == 0)
        #expect(symlink(outside.path, folder.url("photos")) == 0)
        let loaded = CoopRecords.ContentLoader.load(from: folder.path, displayRoot: "content", today: testToday)
        #expect(
            describe(loaded.diagnostics) == [
                "error: 'content/hens.yaml' is a link to a place outside the content folder [path-outside-content]",
                "error: 'content/photos' is a link to a place outside the content folder [path-outside-content]",
            ])
        #expect(loaded.coop.hens.isEmpty)
        #expect(loaded.coop.assets.isEmpty)
    }

    @Test func aListFileOfAnotherShapeShowsARecordOfItsKind() {
        let loaded = loadContent(["deliveries.yaml": "date: 2026-11-06\n", "notes.yaml": "Molt\n"])
        #expect(
            loaded.diagnostics.map(\.help) == [
                "start each record with '- ', like:\n      - date: 2026-11-06\n        person: Rivera family\n        eggs: 12",
                "start each record with '- ', like:\n      - date: 2026-10-02\n        title: Molt started",
            ])
    }

    @Test func aLinkToNothingIsNamedAsSuch() {
        let folder = TemporaryFolder()
        folder.write("photos/dot.jpg", "jpeg")
        #expect(symlink("pearl-old.jpg", folder.url("photos/pearl.jpg")) == 0)
        let loaded = CoopRecords.ContentLoader.load(from: folder.path, displayRoot: "content", today: testToday)
        #expect(
            describe(loaded.diagnostics) == [
                "error: 'content/photos/pearl.jpg' is a link to 'pearl-old.jpg', which does not exist [missing-file]"
            ])
        #expect(loaded.coop.assets == ["photos/dot.jpg"])
    }

    @Test func linksInsideAreFollowed() {
        let folder = TemporaryFolder()
        folder.write("_archive/2025.yaml", "2025-01-01: 3\n")
        folder.write("eggs/2026.yaml", "2026-01-01: 2\n")
        #expect(symlink(folder.url("_archive/2025.yaml"), folder.url("eggs/2025.yaml")) == 0)
        let loaded = CoopRecords.ContentLoader.load(from: folder.path, displayRoot: "content", today: testToday)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.coop.eggs.totalLaid == 5)
    }
}

#if canImport(Glibc)
import Glibc
#endif
