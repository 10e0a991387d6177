import CoopCLITestSupport
import CoopTestSupport
import Testing

/// `coop add`, end to end: what it prints and how it exits, a refused add changing nothing,
/// and each kind of record's options reaching its file. (Where the lines go and how files are
/// written is tested on ``ContentEditor`` in CoopEditingTests.)
@Suite struct AddCommandTests {
    /// Runs `coop add` on `folder` with today 2026-11-22.
    func add(_ folder: TemporaryFolder, _ arguments: [String]) async -> CommandRun {
        await runCoop(["add"] + arguments + ["--content", folder.path, "--today", "2026-11-22"])
    }

    @Test func appendsToTheFileOfTheYearKeepingEveryOtherByte() async {
        let original = "# Eggs, 2026\n2026-11-20: 5   # windy\n\n2026-11-21: {eggs: 3, cracked: 1}\n"
        let folder = TemporaryFolder(files: ["eggs/2026.yaml": original, "eggs/2025.yaml": "2025-12-31: 1\n"])
        let run = await add(folder, ["4"])
        #expect(run.status == 0)
        #expect(
            run.out
                == "Added in \(folder.path)/eggs/2026.yaml, line 5:\n    2026-11-22: 4\nToday: 4 eggs. Week of Mon 16 Nov: 12 eggs so far.\n"
        )
        #expect(folder.text("eggs/2026.yaml") == original + "2026-11-22: 4\n")
        #expect(folder.text("eggs/2025.yaml") == "2025-12-31: 1\n")
    }

    @Test func aRefusedAddChangesNoFile() async throws {
        let files = [
            "eggs.yaml": "2026-11-21: 3\n", "kinds.yaml": "- name: brown\n- name: blue\n", "notes.yaml": "- date: 2026-11-01\n  title: x\n",
        ]
        let folder = TemporaryFolder(files: files)
        let before = files.keys.map { folder.read($0) }
        let refused = await [
            add(folder, ["3", "blu"]), add(folder, ["2", "--date", "2026-11-21"]), add(folder, ["-1"]),
            add(folder, ["1", "--cracked", "2"]), add(folder, ["note", "x", "--hen", "Nobody"]),
            add(folder, ["expense", "24.999", "Feed"]), add(folder, ["delivery", "12", "Rivera"]),
        ]
        #expect(refused.map(\.status) == [1, 1, 64, 1, 1, 1, 1])
        #expect(files.keys.map { folder.read($0) } == before)
        #expect(!folder.exists("expenses.yaml") && !folder.exists("deliveries.yaml"))
        #expect(
            refused[1].err
                == "coop: error: 2026-11-21 is already recorded (\(folder.path)/eggs.yaml, line 1); add --more to add to it, or --replace to change it\ncoop: nothing was written\n"
        )
        #expect(
            refused[0].err.hasPrefix(
                "\(folder.path)/eggs.yaml:2:14: error: unknown egg kind 'blu'; did you mean 'blue'? [unknown-kind]\n    2 | 2026-11-22: {blu: 3}\n"
            ))
    }

    @Test func replaceSwapsOnlyThatEntry() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-20: 5 # good day\n2026-11-21: 3\n2026-11-22: 1\n"])
        #expect(await add(folder, ["4", "--date", "2026-11-21", "--replace"]).status == 0)
        #expect(folder.text("eggs.yaml") == "2026-11-20: 5 # good day\n2026-11-21: 4\n2026-11-22: 1\n")
        let range = TemporaryFolder(files: ["eggs.yaml": "2026-11-20..2026-11-22: 6\n"])
        let run = await add(range, ["4", "--date", "2026-11-21", "--replace"])
        #expect(run.status == 1 && run.err.contains("is part of the range 2026-11-20..2026-11-22"))
    }

    @Test func otherRecords() async {
        let folder = TemporaryFolder(files: [
            "people.yaml": "- name: Rivera family\n", "hens.yaml": "- name: Pearl\n",
            "notes/2026.yaml": "# Notes\n  - date: 2026-11-01\n    title: Old\n",
        ])
        #expect(
            await add(folder, ["note", "Molt: started #1", "--tag", "molt", "--tag", "health", "--hen", "Pearl", "--text", "Feathers!"])
                .status
                == 0)
        #expect(
            folder.text("notes/2026.yaml")
                == "# Notes\n  - date: 2026-11-01\n    title: Old\n  - date: 2026-11-22\n    title: \"Molt: started #1\"\n    tags: [molt, health]\n    hens: [Pearl]\n    text: Feathers!\n"
        )
        #expect(
            await add(folder, ["expense", "24.99", "Layer feed", "--tag", "feed", "--paid-by", "Rivera family", "--date", "yesterday"])
                .status
                == 0)
        #expect(
            folder.text("expenses.yaml")
                == "- date: 2026-11-21\n  item: Layer feed\n  amount: 24.99\n  paid_by: Rivera family\n  tags: [feed]\n")
        #expect(await add(folder, ["delivery", "12", "Rivera family"]).status == 0)
        #expect(folder.text("deliveries.yaml") == "- date: 2026-11-22\n  person: Rivera family\n  eggs: 12\n")
        #expect(await add(folder, ["contribution", "20", "Rivera family", "--note", "November"]).status == 0)
        #expect(folder.text("contributions.yaml") == "- date: 2026-11-22\n  person: Rivera family\n  amount: 20\n  note: November\n")
    }
}

/// Selling eggs from the command line: a buyer, then a sale to them.
@Suite struct AddSaleTests {
    @Test func aBuyerAndASale() async {
        let folder = TemporaryFolder(files: ["people.yaml": "- name: Alvarez family\n"])
        let person = await runCoop(["add", "person", "Corner shop", "--shares", "0", "--content", folder.path, "--today", "2026-11-22"])
        #expect(person.status == 0)
        #expect(folder.text("people.yaml") == "- name: Alvarez family\n- name: Corner shop\n  shares: 0\n")
        let sale = await runCoop(["add", "delivery", "12", "Corner shop", "--paid", "5", "--content", folder.path, "--today", "2026-11-22"])
        #expect(sale.status == 0)
        #expect(
            sale.out
                == "Added a sale in \(folder.path)/deliveries.yaml, line 1:\n    - date: 2026-11-22\n      person: Corner shop\n      eggs: 12\n      paid: 5\n"
        )
        #expect(folder.text("deliveries.yaml") == "- date: 2026-11-22\n  person: Corner shop\n  eggs: 12\n  paid: 5\n")
        // A buyer paying an expense is refused, with its place, and nothing is written.
        let refused = await runCoop([
            "add", "expense", "24.99", "Feed", "--paid-by", "Corner shop", "--content", folder.path, "--today", "2026-11-22",
        ])
        #expect(refused.status == 1)
        #expect(
            refused.err.contains(
                "expenses.yaml:4:12: error: 'Corner shop' is a buyer (shares: 0), and a buyer does not pay the coop's expenses [buyer-pays]"
            ))
        #expect(!folder.exists("expenses.yaml"))
    }
}

/// `coop add expense --quantity`: feed, and a misspelt unit refused.
@Suite struct AddFeedTests {
    @Test func feedWithItsQuantity() async {
        let folder = TemporaryFolder(files: [:])
        func add(_ arguments: [String]) async -> CommandRun {
            await runCoop(["add", "expense"] + arguments + ["--content", folder.path, "--today", "2026-11-22"])
        }
        let run = await add(["24.99", "Layer feed", "--quantity", "20 kg", "--tag", "feed"])
        #expect(run.status == 0, "\(run.err)")
        #expect(
            folder.text("expenses.yaml") == "- date: 2026-11-22\n  item: Layer feed\n  amount: 24.99\n  quantity: 20 kg\n  tags: [feed]\n")
        // A unit misspelt is refused with its place and a did-you-mean, and nothing is written.
        let refused = await add(["24.99", "Layer feed", "--quantity", "20 kgs", "--tag", "feed"])
        #expect(refused.status == 1)
        #expect(refused.err.contains("expenses.yaml:9:13: error: 'kgs' is not a unit of weight; did you mean 'kg'? [invalid-quantity]"))
        #expect(
            folder.text("expenses.yaml") == "- date: 2026-11-22\n  item: Layer feed\n  amount: 24.99\n  quantity: 20 kg\n  tags: [feed]\n")
    }

    @Test func aHatch() async {
        let folder = TemporaryFolder(files: ["hens.yaml": "- name: Henrietta\n"])
        let run = await runCoop(["add", "hatch", "8", "--by", "Henrietta", "--content", folder.path, "--today", "2026-11-22"])
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.text("hatches.yaml") == "- date: 2026-11-22\n  eggs: 8\n  by: Henrietta\n")
        let refused = await runCoop(["add", "hatch", "8", "--by", "Henrieta", "--content", folder.path, "--today", "2026-11-22"])
        #expect(refused.status == 1)
        #expect(refused.err.contains("hatches.yaml:6:7: error: unknown hen 'Henrieta'; did you mean 'Henrietta'? [unknown-hen]"))
        #expect(folder.text("hatches.yaml") == "- date: 2026-11-22\n  eggs: 8\n  by: Henrietta\n")
    }
}
