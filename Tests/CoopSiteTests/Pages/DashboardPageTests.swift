import CoopTestSupport
import Testing

/// The dashboard's account of today and yesterday.
@Suite struct DashboardPageTests {
    @Test func aDayRecordedAsZeroIsZeroEggsNotADayStillToWriteDown() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-20: 3\n2026-11-21: 0\n2026-11-22: 0\n"])
        #expect(describe(site.result.diagnostics) == [])
        let dashboard = site.visibleText("index.html")
        #expect(dashboard.contains("0 eggs today"))
        #expect(dashboard.contains("Yesterday: 0 eggs."))
        #expect(!dashboard.contains("not written down yet"))
    }

    @Test func aDayNotRecordedIsStillToWriteDown() {
        let site = BuiltSite(files: ["eggs.yaml": "2026-11-20: 3\n"])
        let dashboard = site.visibleText("index.html")
        #expect(dashboard.contains("? Today’s eggs are not written down yet"))
        #expect(!dashboard.contains("eggs today"))
        #expect(!dashboard.contains("Yesterday:"))
    }
}
