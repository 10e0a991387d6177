import Testing

@testable import CoopSite

extension ExportsTests {
    /// `manifest.webmanifest`: the theme's, carrying the coop's own name, short name,
    /// language and description, so a phone's home screen shows the coop, not the tool.
    @Suite struct WebManifestTests {
        static let theme = """
            {
              "name": "Coop Count",
              "short_name": "Coop",
              "description": "The theme's sentence.",
              "display": "standalone",
              "icons": [
                {"src": "a.png", "sizes": "192x192"}
              ]
            }

            """

        @Test func theCoopsNameComesFirstAndTheThemesMembersFollowAsWritten() throws {
            let bytes = try #require(
                WebManifest.bytes(theme: Array(Self.theme.utf8), title: "Maple Street Coop", language: "en", description: "Six \"hens\"."))
            #expect(
                String(decoding: bytes, as: UTF8.self) == """
                    {
                      "name": "Maple Street Coop",
                      "short_name": "Maple Street",
                      "lang": "en",
                      "description": "Six \\"hens\\".",
                      "display": "standalone",
                      "icons": [
                        {"src": "a.png", "sizes": "192x192"}
                      ]
                    }

                    """)
        }

        @Test func theThemesDescriptionStaysWhenTheCoopHasNone() throws {
            let bytes = try #require(WebManifest.bytes(theme: Array(Self.theme.utf8), title: "Hens", language: "fr", description: nil))
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(
                text.hasPrefix(
                    "{\n  \"name\": \"Hens\",\n  \"short_name\": \"Hens\",\n  \"lang\": \"fr\",\n  \"description\": \"The theme's sentence.\",\n"
                ))
        }

        @Test func aShortNameFitsAHomeScreen() {
            #expect(WebManifest.shortName("Our coop") == "Our coop")
            #expect(WebManifest.shortName("Twelve chars") == "Twelve chars")
            #expect(WebManifest.shortName("Maple Street Coop") == "Maple Street")
            #expect(WebManifest.shortName("Hühnerstallgemeinschaft") == "Hühnerstallg")
        }

        @Test func aThemeManifestThatIsNotOneJSONObjectIsCopiedAsItIs() {
            for broken in ["", "[]", "{\"name\": \"x\"", "{\"name\" \"x\"}", "{\"a\": [1, 2}", "{} {}", "{\"n\\u0061me\": 1}"] {
                #expect(WebManifest.bytes(theme: Array(broken.utf8), title: "T", language: "en", description: nil) == nil, "\(broken)")
            }
        }

        @Test func theBuiltSiteCarriesTheCoopsTitle() {
            let site = BuiltSite(files: ["coop.yaml": "title: The Hillside Hens\n", "hens.yaml": "- name: Dot\n"])
            let manifest = site.page("manifest.webmanifest")
            #expect(manifest.hasPrefix("{\n  \"name\": \"The Hillside Hens\",\n  \"short_name\": \"The Hillside\",\n  \"lang\": \"en\",\n"))
        }
    }
}
