import CoopRecords
import CoopRecordsTestSupport
import CoopTestSupport
import CoopValues
import Testing

/// A complete small coop read into typed values.
@Suite struct ContentReadingTests {
    static let files: [String: String] = [
        "coop.yaml": """
        # Our settings
        title: Maple Street Coop
        description: Six hens.
        currency: EUR
        week_starts: sunday
        latitude: 45.52
        goal: {eggs_per_week: 30}
        base_url: https://example.org/coop
        edit_url: https://github.com/me/coop/edit/main/content/

        """,
        "kinds.yaml": "- name: brown\n  label: Brown (Orpingtons)\n  color: \"#9c5a2e\"\n  size: large\n- name: blue\n",
        "hens/henrietta.yaml": """
        name: Henrietta
        breed: Buff Orpington
        kind: brown
        hatched: 2023-03-14
        added: 2023-05-01
        started_laying: 2023-09-02
        removed: 2026-08-30
        removed_reason: fox
        photo: photos/henrietta.jpg
        about: |
          Goes broody every June.
          *Markdown* allowed.
        details:
          comb: single
          favourite treat: mealworms

        """,
        "hens/pip.yml": "name: Pip\nkind: blue\n",
        "photos/henrietta.jpg": "JPEG",
        "eggs/2026.yaml": """
        2026-08-01: 5
        2026-08-02: {brown: 3, blue: 2}
        2026-08-03: {brown: 4, cracked: 1}
        2026-08-04: {brown: 3, blue: 1, cracked: {blue: 1}}
        2026-08-05: {Henrietta: 1, brown: 2}
        2026-08-06: 0
        "2026-08-07..2026-08-10": 14

        """,
        "notes/2026.yaml": """
        - date: 2026-10-02
          until: 2026-11-10
          title: Molt started
          tags: [molt, health]
          hens: [Henrietta, pip]
          text: Feathers everywhere.
        - date: 2026-09-01
          title: New straw
          tags: chores

        """,
        "people.yaml": """
        - name: Alvarez family
          shares: 4
        - name: Rivera family
          shares: 1.5
          from: 2026-03-01
          until: 2026-09-30
        - name: Rivera family
          shares: 2
          from: 2026-10-15

        """,
        "expenses/2026.yaml": """
        - date: 2026-11-02
          item: Layer feed 50 lb
          amount: 24.99
          paid_by: Alvarez family
          tags: [feed]
        - date: 2026-10-01
          item: Coop kit
          amount: 640
          consumable: false
          shared: no

        """,
        "contributions.yaml": "- date: 2026-11-05\n  person: Rivera family\n  amount: 20\n  note: November\n",
        "deliveries.yaml": "- date: 2026-11-06\n  person: rivera family\n  eggs: 12\n",
    ]

    @Test func readsEveryRecordKind() throws {
        let loaded = loadContent(Self.files)
        #expect(describe(loaded.diagnostics) == [])
        let coop = loaded.coop
        #expect(coop.settings.title == "Maple Street Coop")
        #expect(coop.settings.description == "Six hens.")
        #expect(coop.settings.currency.code == "EUR")
        #expect(coop.settings.weekStart == .sunday)
        #expect(coop.settings.latitude == 45.52)
        #expect(coop.settings.weeklyGoal == 30)
        #expect(coop.settings.baseURL == "https://example.org/coop/")
        #expect(coop.settings.editURL == "https://github.com/me/coop/edit/main/content/")

        #expect(coop.kinds.map(\.name) == ["brown", "blue"])
        #expect(coop.kinds[0].displayName == "Brown (Orpingtons)")
        #expect(coop.kinds[0].color == "#9c5a2e")
        #expect(coop.kinds[1].displayName == "blue")

        #expect(coop.hens.map(\.name) == ["Henrietta", "Pip"])
        let henrietta = coop.hens[0]
        #expect(henrietta.slug == "henrietta")
        #expect(henrietta.kindIndex == 0 && coop.hens[1].kindIndex == 1)
        #expect(henrietta.hatched?.iso == "2023-03-14" && henrietta.added?.iso == "2023-05-01")
        #expect(henrietta.startedLaying?.iso == "2023-09-02" && henrietta.removed?.iso == "2026-08-30")
        #expect(henrietta.removedReason == "fox")
        #expect(henrietta.photo == "photos/henrietta.jpg")
        #expect(henrietta.about == "Goes broody every June.\n*Markdown* allowed.")
        #expect(henrietta.details == [DetailRow(label: "comb", value: "single"), DetailRow(label: "favourite treat", value: "mealworms")])
        #expect(henrietta.location.description == "content/hens/henrietta.yaml:1:7")
        #expect(coop.assets == ["photos/henrietta.jpg"])

        let entries = coop.eggs.entries
        #expect(entries.map(\.laid) == [[5, 0], [3, 2], [4, 0], [3, 1], [3, 0], [0, 0], [14, 0]])
        #expect(entries.map(\.cracked) == [0, 0, 1, 1, 0, 0, 0])
        #expect(entries[2].crackedByKind == [1, 0])
        #expect(entries[3].crackedByKind == [0, 1])
        #expect(entries[4].credits == [EggEntry.Credit(henIndex: 0, count: 1)])
        #expect(entries[6].first.iso == "2026-08-07" && entries[6].last.iso == "2026-08-10" && entries[6].dayCount == 4)
        #expect(coop.eggs.dayCount == 10)
        #expect(coop.eggs.totalLaid == 5 + 5 + 4 + 4 + 3 + 0 + 14)
        #expect(entries[3].edible == 3)

        #expect(coop.notes.map(\.title) == ["New straw", "Molt started"])
        #expect(coop.notes[0].tags == ["chores"])
        #expect(coop.notes[1].tags == ["molt", "health"])
        #expect(coop.notes[1].henIndexes == [0, 1])
        #expect(coop.notes[1].until?.iso == "2026-11-10")
        #expect(coop.notes[1].text == "Feathers everywhere.")

        #expect(coop.people.map(\.name) == ["Alvarez family", "Rivera family"])
        let rivera = coop.people[1]
        #expect(rivera.slug == "rivera-family")
        #expect(rivera.periods.map(\.shares.description) == ["1.5", "2"])
        #expect(rivera.shares(on: CivilDate(iso: "2026-10-01")!) == nil)
        #expect(rivera.shares(on: CivilDate(iso: "2026-11-01")!) == Shares(thousandths: 2000))
        #expect(coop.people[0].shares(on: CivilDate(iso: "2020-01-01")!) == Shares(thousandths: 4000))

        #expect(coop.expenses.map(\.item) == ["Coop kit", "Layer feed 50 lb"])
        #expect(coop.expenses[0].amount == Money(minorUnits: 64000))
        #expect(coop.expenses[0].consumable == false && coop.expenses[0].shared == false && coop.expenses[0].paidByIndex == nil)
        #expect(coop.expenses[1].amount == Money(minorUnits: 2499) && coop.expenses[1].paidByIndex == 0)
        #expect(coop.contributions.map(\.amount) == [Money(minorUnits: 2000)])
        #expect(coop.contributions[0].note == "November" && coop.contributions[0].personIndex == 1)
        #expect(coop.deliveries.map(\.eggs) == [12])
        let summary = ContentSummary(coop)
        #expect(
            [summary.hens, summary.kinds, summary.eggDays, summary.eggsLaid, summary.notes, summary.people, summary.expenses]
                == [2, 2, 10, 35, 2, 2, 2])
    }

    @Test func byteOrderMarkAndWindowsLineEnds() {
        let folder = TemporaryFolder()
        folder.write("eggs.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("# kept\r\n2026-11-20: 5\r\n2026-11-21: x\r\n".utf8))
        let loaded = ContentLoader.load(from: folder.path, displayRoot: "content", today: testToday)
        #expect(
            describe(loaded.diagnostics) == [
                "content/eggs.yaml:3:13: error: a count of eggs must be a whole number, not 'x' [invalid-count]"
            ])
        #expect(loaded.coop.eggs.totalLaid == 5)
    }

    @Test func aCoopWithNothingButEggs() {
        let loaded = loadContent(["eggs.yaml": "2026-11-20: 5\n"])
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.coop.kinds.map(\.name) == ["eggs"])
        #expect(loaded.coop.settings.title == nil, "the site says its language's default title")
        #expect(loaded.coop.settings.currency == .usd && loaded.coop.settings.weekStart == .monday)
    }

    @Test func allErrorsAreReportedSortedByFileAndLine() {
        let loaded = loadContent([
            "notes.yaml": "- date: 2026-02-30\n  title: x\n- date: x\n  title: y\n",
            "eggs.yaml": "2026-11-20: -1\n2026-11-21: a\n",
        ])
        #expect(
            describe(loaded.diagnostics).map { String($0.prefix(22)) } == [
                "content/eggs.yaml:1:13", "content/eggs.yaml:2:13", "content/notes.yaml:1:9", "content/notes.yaml:3:9",
            ])
    }
}

@Suite struct SlugTests {
    @Test(arguments: [
        ("Señora Clucks", "senora-clucks"), ("Henrietta", "henrietta"), ("Mrs. O'Leary", "mrs-o-leary"),
        ("  Dot  ", "dot"), ("Björk & Ørn", "bjork-and-orn"), ("Straße", "strasse"), ("Hen #2", "hen-2"),
        ("小鸡", "u5c0f-u9e21"), ("Zoë", "zoe"),
        ("Fox & Hound", "fox-and-hound"), ("--Coop 2026!--", "coop-2026"), ("Zoe\u{308}", "zoe"), ("ÉLAN", "elan"),
        ("Hen\r\nTwo", "hen-two"), ("Café Noir", "cafe-noir"), ("?! ?", "u3f-u21-u3f"), ("&", "and"),
    ])
    func slugs(_ name: String, _ slug: String) {
        #expect(Slug.make(name) == slug)
    }
}
