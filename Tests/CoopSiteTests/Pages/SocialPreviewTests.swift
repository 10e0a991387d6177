import CoopTestSupport
import Testing

/// The link preview of chat and social apps (Open Graph, Twitter) on every page.
@Suite struct SocialPreviewTests {
    @Test func withAnAddressThePreviewHasTheAddressAndAnImage() {
        let site = BuiltSite(files: CrawlerFilesTests.tiny)
        #expect(
            site.page("calendar/2026-11.html").contains(
                """
                <meta property="og:type" content="website">
                <meta property="og:site_name" content="Hill Coop">
                <meta property="og:title" content="November 2026 · Hill Coop">
                <meta property="og:description" content="The eggs of Hill Coop, day by day.">
                <meta property="og:url" content="https://eggs.example.org/hill/calendar/2026-11.html">
                <meta property="og:image" content="https://eggs.example.org/hill/assets/icon-512.png">
                <meta property="og:image:width" content="512">
                <meta property="og:image:height" content="512">
                <meta name="twitter:card" content="summary">

                """))
        #expect(site.has("assets/icon-512.png"))
    }

    @Test func withoutAnAddressThereIsNoAddressNorImageAndTheDescriptionIsTheCoops() {
        let site = BuiltSite(files: [
            "coop.yaml": "title: Hill Coop\ndescription: Four hens & a rooster\n", "eggs.yaml": "2026-11-21: 3\n",
        ])
        let page = site.page("index.html")
        #expect(
            page.contains(
                """
                <meta name="description" content="Four hens &amp; a rooster">
                <meta property="og:type" content="website">
                <meta property="og:site_name" content="Hill Coop">
                <meta property="og:title" content="Dashboard · Hill Coop">
                <meta property="og:description" content="Four hens &amp; a rooster">
                <meta name="twitter:card" content="summary">

                """))
        #expect(!page.contains("og:url") && !page.contains("og:image"))
    }
}
