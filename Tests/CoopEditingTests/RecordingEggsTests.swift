import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Testing

/// ``ContentEditor/addEggs(on:until:counts:cracked:recorded:)`` beyond a plain new day: a day
/// already recorded is refused, replaced or added to (a second collection, hens' credits and
/// cracked eggs kept); days collected together are one range that may not overlap; a year's
/// file in `eggs/` is chosen or made; files indented with tabs or written as one `{ }` mapping
/// are refused.
@Suite struct RecordingEggsTests {
    /// The day written `iso`.
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    /// Two kinds, a hen laying brown eggs, and an egg file with a range and a day crediting her.
    static let files = [
        "kinds.yaml": "- name: brown\n- name: blue\n",
        "hens.yaml": "- name: Pearl\n  kind: brown\n",
        "eggs.yaml": "# November\n2026-11-18..2026-11-19: 6\n  # indented note\n2026-11-21: {brown: 3, Pearl: 1, cracked: 1}   # windy\n",
    ]

    /// Adds `counts` on `iso` (to `until`) in `folder`, doing with a day already recorded what `recorded` says.
    static func add(
        _ folder: TemporaryFolder, _ iso: String, until: String? = nil, _ counts: [(name: String?, count: Int)], cracked: Int? = nil,
        _ recorded: ContentEditor.Recorded = .refuse
    ) throws -> ContentEditor.Change {
        try EditOutcome.editor(folder).addEggs(
            on: day(iso), until: until.map(day), counts: counts, cracked: cracked, recorded: recorded)
    }

    @Test func aSecondCollectionIsAddedToTheDay() throws {
        let folder = TemporaryFolder(files: Self.files)
        let change = try Self.add(folder, "2026-11-21", [(nil, 2), ("PEARL", 1), ("blue", 1)], cracked: 1, .addTo)
        #expect(change.replaced && change.line == 4 && change.lines == ["2026-11-21: {brown: 5, Pearl: 2, blue: 1, cracked: 2}"])
        #expect(
            folder.text("eggs.yaml")
                == "# November\n2026-11-18..2026-11-19: 6\n  # indented note\n2026-11-21: {brown: 5, Pearl: 2, blue: 1, cracked: 2}\n")
    }

    @Test func aDayAlreadyRecordedIsRefusedOrReplaced() throws {
        let folder = TemporaryFolder(files: Self.files)
        #expect(
            EditOutcome.of { try Self.add(folder, "2026-11-21", [(nil, 4)]) } == [
                "2026-11-21 is already recorded (content/eggs.yaml, line 4); add --more to add to it, or --replace to change it"
            ])
        #expect(EditOutcome.holds(folder, Self.files))
        _ = try Self.add(folder, "2026-11-21", [(nil, 4)], .replace)
        #expect(folder.text("eggs.yaml") == "# November\n2026-11-18..2026-11-19: 6\n  # indented note\n2026-11-21: 4\n")
        // A day inside a range is changed by changing the range.
        #expect(
            EditOutcome.of { try Self.add(folder, "2026-11-19", [(nil, 1)], .replace) } == [
                "2026-11-19 is part of the range 2026-11-18..2026-11-19 (content/eggs.yaml, line 2); change the range by hand"
            ])
    }

    @Test func daysCollectedTogetherAreOneRangeThatMayNotOverlap() throws {
        let folder = TemporaryFolder(files: Self.files)
        let range = try Self.add(folder, "2026-11-10", until: "2026-11-12", [("blue", 5)])
        #expect(range.line == 2 && range.lines == ["2026-11-10..2026-11-12: {blue: 5}"])
        #expect(
            folder.text("eggs.yaml")
                == "# November\n2026-11-10..2026-11-12: {blue: 5}\n2026-11-18..2026-11-19: 6\n  # indented note\n2026-11-21: {brown: 3, Pearl: 1, cracked: 1}   # windy\n"
        )
        #expect(
            EditOutcome.of { try Self.add(folder, "2026-11-19", until: "2026-11-20", [(nil, 2)]) } == [
                "2026-11-19..2026-11-20 overlaps the range 2026-11-18..2026-11-19, already recorded (content/eggs.yaml, line 3)"
            ])
        #expect(
            EditOutcome.of { try Self.add(folder, "2026-11-20", until: "2026-11-21", [(nil, 2)], .replace) } == [
                "2026-11-20..2026-11-21 overlaps 2026-11-21, already recorded (content/eggs.yaml, line 5)"
            ])
        #expect(
            EditOutcome.of { try Self.add(folder, "2026-11-20", until: "2026-11-19", [(nil, 2)]) } == [
                "the last day, 2026-11-19, comes before the first, 2026-11-20"
            ])
    }

    @Test func aDayGoesIntoItsYearsFileOrANewOne() throws {
        let folder = TemporaryFolder(files: [
            "eggs/2025.yaml": "2025-12-30: 4\n",
            "eggs/2026.yaml": "# This year\n2026-01-02: 2\n2026-03-01: 5\n",
        ])
        #expect(try Self.add(folder, "2026-02-14", [(nil, 3)]).file == "content/eggs/2026.yaml")
        #expect(try Self.add(folder, "2025-12-31", [(nil, 1)]).file == "content/eggs/2025.yaml")
        let new = try Self.add(folder, "2024-06-01", [(nil, 7)], cracked: 2)
        #expect(new.file == "content/eggs/2024.yaml" && new.created && new.line == 2)
        #expect(folder.text("eggs/2026.yaml") == "# This year\n2026-01-02: 2\n2026-02-14: 3\n2026-03-01: 5\n")
        #expect(folder.text("eggs/2025.yaml") == "2025-12-30: 4\n2025-12-31: 1\n")
        #expect(
            folder.text("eggs/2024.yaml")
                == "# Eggs collected in 2024. One line a day: date: count, or counts by kind.\n2024-06-01: {eggs: 7, cracked: 2}\n")
    }

    @Test func anEggFileIndentedWithTabsOrWrittenAsOneMappingIsRefused() throws {
        let day = Self.day("2026-11-21")
        /// Adds one egg on the 21st.
        func add(_ editor: ContentEditor) throws -> ContentEditor.Change {
            try editor.addEggs(on: day, counts: [(nil, 1)], cracked: nil, replace: false)
        }
        #expect(
            EditOutcome.ofEdit(in: ["eggs.yaml": "2026-11-20:\n\tbrown: 3\n"], add) == [
                "content/eggs.yaml:2:1: error: a tab is used for indentation; YAML indents with spaces only [tab-indent]"
            ])
        #expect(
            EditOutcome.ofEdit(in: ["eggs.yaml": "{2026-11-20: 3}\n"], add) == [
                "the file is written as one { } mapping; add the line by hand or rewrite it one entry a line"
            ])
    }
}
