import CoopValues
import CoopYAML
import Testing

@testable import CoopEditing

/// ``Placement``: where a new entry goes. In date order when the file's dates never go
/// backwards, right after the last entry dated before it (so that comments written above the
/// next entry stay with it), before the first when it is the earliest, at the end otherwise;
/// copying the entries' indentation. Files written as one flow value are refused.
@Suite struct PlacementTests {
    /// The placement of the file `text`, dating egg-file keys, or list items by their `date` when `list`.
    static func placement(_ text: String, list: Bool = false) throws -> Placement {
        let root = try YAMLParser.parse(Array(text.utf8), path: "f.yaml").get()
        return try Placement(root: root, file: TextFile(Array(text.utf8)), date: list ? ContentEditor.itemDate : ContentEditor.eggDate)
    }

    /// The day written `iso`.
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }

    /// An egg file with comments above, between and after its entries (lines 2, 5 and 6).
    static let eggs = """
        # November
        2026-11-02: 3   # windy

        # away
        2026-11-05..2026-11-07: 9
        2026-11-09: 4
        # end of the month
        """ + "\n"

    @Test func entriesSpanTheirLinesWithoutTheCommentsAfterThem() throws {
        let placement = try Self.placement(Self.eggs)
        #expect(placement.entries.map { "\($0.firstLine)-\($0.lastLine)" } == ["2-2", "5-5", "6-6"])
        #expect(placement.entries.map { $0.date?.iso } == ["2026-11-02", "2026-11-05", "2026-11-09"])
        #expect(placement.isOrdered && placement.indent == 0 && placement.lineCount == 7)
        let notes = try Self.placement(
            "- date: 2026-11-01\n  title: A\n  text: |\n    x\n\n    y\n\n# b\n- date: 2026-11-03\n  title: B\n", list: true)
        #expect(notes.entries.map { "\($0.firstLine)-\($0.lastLine)" } == ["1-6", "9-10"])
    }

    @Test func aNewEntryGoesAfterTheLastOneDatedBeforeIt() throws {
        let placement = try Self.placement(Self.eggs)
        // Between two entries: after the earlier one, so that "# away" stays above its range.
        #expect(placement.line(for: Self.day("2026-11-03")) == 3)
        #expect(placement.line(for: Self.day("2026-11-08")) == 6)
        // Earlier than all: before the first entry, after the file's opening comment.
        #expect(placement.line(for: Self.day("2026-11-01")) == 2)
        // Later than all, or the same day as the last: at the end, after the closing comment.
        #expect(placement.line(for: Self.day("2026-11-30")) == 8)
        #expect(placement.line(for: Self.day("2026-11-09")) == 8)
        // The same day as one in the middle: after it.
        #expect(placement.line(for: Self.day("2026-11-02")) == 3)
    }

    @Test func aFileOutOfOrderGetsNewEntriesAtTheEnd() throws {
        let placement = try Self.placement("2026-11-09: 4\n2026-11-02: 3\n")
        #expect(!placement.isOrdered)
        #expect(placement.line(for: Self.day("2026-11-05")) == 3)
        #expect(placement.line(for: Self.day("2026-11-01")) == 3)
    }

    @Test func listItemsAreDatedByTheirDateAndCopyTheirIndentation() throws {
        let placement = try Self.placement("  - date: 2026-11-01\n    title: A\n  - title: undated\n  - date: 2026-11-05\n", list: true)
        #expect(placement.indent == 2)
        #expect(placement.entries.map { $0.date?.iso } == ["2026-11-01", nil, "2026-11-05"])
        // An undated item does not make the file unordered.
        #expect(placement.isOrdered)
        #expect(placement.line(for: Self.day("2026-11-03")) == 4)
        #expect(placement.line(for: Self.day("2026-10-30")) == 1)
    }

    @Test func anEmptyFileTakesTheFirstEntryOnItsFirstLine() throws {
        let empty = try Self.placement("")
        #expect(empty.entries.isEmpty && empty.indent == 0 && empty.line(for: Self.day("2026-11-01")) == 1)
        let comments = try Self.placement("# Eggs\n# one line a day\n")
        #expect(comments.entries.isEmpty && comments.line(for: Self.day("2026-11-01")) == 3)
    }

    @Test func aFileOfOneFlowValueIsRefused() {
        #expect(
            EditOutcome.of { try Self.placement("{2026-11-01: 3, 2026-11-02: 4}\n") } == [
                "the file is written as one { } mapping; add the line by hand or rewrite it one entry a line"
            ])
        #expect(
            EditOutcome.of { try Self.placement("[{date: 2026-11-01, title: A}]\n", list: true) } == [
                "the file is written as one [ ] list; add the record by hand or rewrite it one item a block"
            ])
        #expect(EditOutcome.of { try Self.placement("just words\n") } == ["the file holds a single value, not entries"])
    }

    @Test func blankAndCommentLinesAreToldApart() {
        #expect(Placement.isBlankOrComment(""))
        #expect(Placement.isBlankOrComment(" \t "))
        #expect(Placement.isBlankOrComment("  # note"))
        #expect(!Placement.isBlankOrComment("  a: 1 # note"))
        #expect(!Placement.isBlankOrComment("- #"))
    }
}
