import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop add hen`, `coop add person`, `coop add kind`: a named record goes at the end of its
/// list (or, for a hen in a coop with one file a hen, into a file of her own), every other
/// byte kept, checked with every rule first.
@Suite struct AddNamedRecordTests {
    func add(_ folder: TemporaryFolder, _ arguments: [String]) async -> CommandRun {
        await runCoop(["add"] + arguments + ["--content", folder.path, "--today", "2026-11-22"])
    }

    @Test func aHenGoesAtTheEndOfTheFlockKeepingCommentsAndSpacing() async {
        let hens = "# Our flock\n- name: Henrietta   # the boss\n  kind: brown\n\n- name: Dot\n"
        let folder = TemporaryFolder(files: ["hens.yaml": hens, "kinds.yaml": "- name: brown\n- name: white\n"])
        let run = await add(folder, ["hen", "Pearl", "--breed", "White Leghorn", "--kind", "white", "--hatched", "2026-03-01"])
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(
            run.out == """
                Added a hen in \(folder.path)/hens.yaml, line 6:
                    - name: Pearl
                      breed: White Leghorn
                      kind: white
                      hatched: 2026-03-01

                """)
        #expect(folder.text("hens.yaml") == hens + "- name: Pearl\n  breed: White Leghorn\n  kind: white\n  hatched: 2026-03-01\n")
    }

    @Test func aHenOfACoopWithAFileAHenGetsAFileOfHerOwn() async {
        let folder = TemporaryFolder(files: ["hens/henrietta.yaml": "name: Henrietta\n"])
        let run = await add(folder, ["hen", "Señora Clucks", "--added", "2026-11-01"])
        #expect(run.status == 0)
        #expect(folder.text("hens/senora-clucks.yaml") == "name: Señora Clucks\nadded: 2026-11-01\n")
        #expect(folder.text("hens/henrietta.yaml") == "name: Henrietta\n")
        #expect(!folder.exists("hens.yaml"))
    }

    @Test func aPersonAndAKindStartTheirFileWhenThereIsNone() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: 3\n"])
        #expect(await add(folder, ["person", "Corner shop", "--shares", "2", "--from", "2026-11-01"]).status == 0)
        #expect(folder.text("people.yaml") == "- name: Corner shop\n  shares: 2\n  from: 2026-11-01\n")
        #expect(await add(folder, ["kind", "eggs", "--label", "Eggs: all of them", "--color", "#9c5a2e"]).status == 0)
        #expect(folder.text("kinds.yaml") == "- name: eggs\n  label: \"Eggs: all of them\"\n  color: \"#9c5a2e\"\n")
    }

    @Test func aNameAlreadyTakenIsALocatedErrorAndNothingIsWritten() async {
        let kinds = "- name: brown\n"
        let people = "- name: Rivera family\n"
        let folder = TemporaryFolder(files: ["kinds.yaml": kinds, "people.yaml": people])
        let kind = await add(folder, ["kind", "Brown"])
        #expect(kind.status == 1)
        #expect(kind.err.hasPrefix("\(folder.path)/kinds.yaml:2:9: error: "))
        #expect(kind.err.hasSuffix("coop: nothing was written\n"))
        #expect(folder.text("kinds.yaml") == kinds)
        // A person named again is a new sharing period, which may not overlap the first.
        let person = await add(folder, ["person", "Rivera family"])
        #expect(person.status == 1)
        #expect(
            person.err == """
                \(folder.path)/people.yaml:2:3: error: this sharing period of 'Rivera family' overlaps another of theirs [overlapping-period]
                    2 | - name: Rivera family
                      |   ^
                      = help: end the first period ('until') before the next one starts ('from')
                \(folder.path)/people.yaml:1:3: note: the other period is here
                    1 | - name: Rivera family
                      |   ^
                coop: nothing was written

                """)
        #expect(folder.text("people.yaml") == people)
        let badDate = await add(folder, ["hen", "Pearl", "--hatched", "2026-02-30"])
        #expect(badDate.status == 64)
        #expect(badDate.err.contains("--hatched must be a real date written YYYY-MM-DD, not '2026-02-30'"))
        #expect(!folder.exists("hens.yaml"))
    }
}

/// A misspelt kind of record is named, not taken for eggs.
@Suite struct AddMisspeltRecordKindTests {
    @Test func aMisspeltKindOfRecordGetsADidYouMean() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: 3\n"])
        let run = await runCoop(["add", "pearson", "Corner shop", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("Error: coop add has no 'pearson'; did you mean 'coop add person'?"))
        #expect(folder.text("eggs.yaml") == "2026-11-21: 3\n")
    }
}
