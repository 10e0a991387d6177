import CoopCLITestSupport
import CoopTestSupport
import CoopValues
import Foundation
import Testing

/// Without `--today` or `SOURCE_DATE_EPOCH`, today is the local calendar day: the time zone
/// is the C library's (`TZ`), not UTC.
@Suite struct TodayTests {
    /// The day a build made now, in the time zone `tz` (a POSIX zone string, so no time zone
    /// database is needed), says it was built for.
    static func builtFor(tz: String) throws -> String {
        let executable = try #require(CoopProcess.executable)
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 3\n"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["build", "--content", folder.url("content"), "--output", folder.url("public")]
        process.environment = ["TZ": tz, "PATH": "/usr/bin:/bin"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let page = try #require(folder.text("public/index.html"))
        let marker = "built for <time datetime=\""
        let start = try #require(page.range(of: marker)).upperBound
        return String(page[start..<page.index(start, offsetBy: 10)])
    }

    @Test func theLocalDayFollowsTheTimeZone() throws {
        // UTC+14 and UTC−12 are 26 hours apart: their calendar days always differ.
        let east = try Self.builtFor(tz: "EAST-14")
        let west = try Self.builtFor(tz: "WEST+12")
        let (eastDay, westDay) = (try #require(CivilDate(iso: east)), try #require(CivilDate(iso: west)))
        #expect([1, 2].contains(westDay.days(until: eastDay)), "east \(east), west \(west)")
    }
}

/// A "today" outside the days Coop Count keeps is a usage error, never a crash.
@Suite struct TodayRangeTests {
    @Test func aTodayOutsideTheKeptDaysIsAUsageError() async {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-21: 3\n"])
        for today in ["9999-12-31", "1899-12-31"] {
            let run = await runCoop(["build", "--content", folder.url("content"), "--output", folder.url("public"), "--today", today])
            #expect(run.status == 64, "\(today)")
            #expect(
                run.err.hasPrefix("Error: today (\(today)) is outside the days Coop Count keeps, 1900-01-01 to 9998-12-31\n"), "\(today)")
            #expect(!folder.exists("public"))
        }
    }
}
