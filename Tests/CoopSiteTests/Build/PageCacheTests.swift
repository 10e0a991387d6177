import CoopRecordsTestSupport
import CoopTestSupport
import Testing

@testable import CoopSite

/// `coop serve` keeps the pages it made up to a budget, dropping the least recently asked
/// for (issue 27, point 1): its memory does not follow the size of the site.
@Suite struct PageCacheTests {
    static func bytes(_ count: Int) -> [UInt8] { [UInt8](repeating: 65, count: count) }

    @Test func theLeastRecentlyUsedPagesAreDroppedPastTheBudget() {
        let cache = PageCache(budget: 100)
        cache.keep(Self.bytes(30), at: "a.html")
        cache.keep(Self.bytes(30), at: "b.html")
        cache.keep(Self.bytes(30), at: "c.html")
        #expect(cache.total == 90)
        #expect(!cache.isFull)
        // Asking for a makes b, then c, the least recently used.
        #expect(cache.bytes(at: "a.html")?.count == 30)
        cache.keep(Self.bytes(20), at: "d.html")
        // 110 bytes is past 100: b goes (80 left), then c, to three quarters of the budget or less.
        #expect(cache.total == 50)
        #expect(cache.bytes(at: "b.html") == nil)
        #expect(!cache.contains("c.html"))
        #expect(cache.contains("a.html") && cache.contains("d.html"))
        // Keeping a path again replaces its bytes.
        cache.keep(Self.bytes(10), at: "a.html")
        #expect(cache.total == 30)
        #expect(cache.bytes(at: "a.html") == Self.bytes(10))
    }

    @Test func aPageLargerThanTheBudgetIsNotKept() {
        let cache = PageCache(budget: 100)
        cache.keep(Self.bytes(101), at: "big.html")
        #expect(cache.total == 0)
        #expect(cache.bytes(at: "big.html") == nil)
        cache.keep(Self.bytes(100), at: "full.html")
        #expect(cache.isFull)
    }

    @Test func aServedSiteMakesPagesAheadOnlyAsFarAsTheBudget() {
        let output = TemporaryFolder(prefix: "coop-serve")
        let session = SiteSession()
        let options = SiteOptions(content: repositoryRoot + "/content", output: output.url("public"), today: testToday)
        let site = session.update(options)
        #expect(site.isBuilt)
        site.makeAll()
        let everything = site.keptBytes
        // The sample's whole site fits the default budget: every page is made ahead.
        for path in site.paths { #expect(site.file(at: path) != nil) }
        #expect(everything > 1_000_000 && everything <= PageCache.defaultBudget)
        // With a newer version in its place, a version stops making pages ahead at once.
        let next = session.update(options)
        next.makeAll(while: { false })
        #expect(next.keptBytes == 0)
    }
}
