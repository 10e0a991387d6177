import CoopValues
import Testing

@testable import CoopSite

/// The calendar's day cells: labels written byte by byte, as screen readers read them.
@Suite struct CalendarCellsTests {
    let cells = CalendarCells(exportContext(["eggs.yaml": "2026-11-20: 3\n"]), shading: Shading(high: 4))

    func day(_ iso: String) throws -> CivilDate { try #require(CivilDate(iso: iso)) }

    @Test func labelsOfRecordedDays() throws {
        #expect(cells.label(try day("2026-11-20"), laid: 3, isRange: false, titles: []) == "Friday 20 November 2026: 3 eggs")
        #expect(cells.label(try day("2026-11-01"), laid: 1, isRange: false, titles: []) == "Sunday 1 November 2026: 1 egg")
        #expect(cells.label(try day("2026-02-09"), laid: 0, isRange: false, titles: []) == "Monday 9 February 2026: no eggs")
        #expect(
            cells.label(try day("2026-11-14"), laid: 1234, isRange: true, titles: ["Molt", "Fence; gate & café"])
                == "Saturday 14 November 2026: 1,234 eggs (part of a range); Molt; Fence; gate & café")
    }

    @Test func labelsOfDaysWithoutACount() throws {
        #expect(cells.label(try day("2026-11-21"), laid: nil, isRange: false, titles: []) == "Saturday 21 November 2026: not recorded")
        #expect(
            cells.label(try day("2026-11-22"), laid: nil, isRange: false, titles: ["Today"])
                == "Sunday 22 November 2026: not recorded; Today")
        #expect(cells.label(try day("2026-11-23"), laid: nil, isRange: false, titles: []) == "Monday 23 November 2026: still to come")
    }

    @Test func eggCounts() {
        #expect(englishWords(.eggsOrNone(0)) == "no eggs")
        #expect(englishWords(.eggsOrNone(1)) == "1 egg")
        #expect(englishWords(.eggsOrNone(999)) == "999 eggs")
        #expect(englishWords(.eggsOrNone(12_345)) == "12,345 eggs")
        #expect(englishWords(.eggs(0)) == "0 eggs")
    }
}
