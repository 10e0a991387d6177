import CoopLocale
import CoopRecordsTestSupport
import CoopValues
import Testing

@testable import CoopInsight
@testable import CoopSite

/// The stats page's "Seasons" says when the next molt is likely, once two molts are known.
@Suite struct NextMoltPageTests {
    /// Ten hens laying 7 eggs a day from 2 January 2023 to `today`, 2 a day for six weeks from
    /// each of `starts` (Mondays): a molt found from each.
    static func files(molts starts: [String], today: CivilDate) -> [String: String] {
        let starts = starts.compactMap { CivilDate(iso: $0) }
        var lines = ""
        var d = CivilDate(year: 2023, month: 1, day: 2) ?? today
        while d <= today {
            let molting = starts.contains { d >= $0 && d < $0.adding(days: 42) }
            lines += "\(d.iso): \(molting ? 2 : 7)\n"
            d = d.adding(days: 1)
        }
        return ["hens.yaml": (1...10).map { "- name: Hen \($0)\n" }.joined(), "eggs.yaml": lines]
    }

    /// Molts from 21 August 2023, 2 September 2024 and 25 August 2025 (days of the year 232,
    /// 244, 236): on 1 June 2026, 7 August to 16 September (two weeks before the earliest to two
    /// weeks after the latest: 218-258), around 25 August (the median); 2025 was within the
    /// window of 2023 and 2024 (218-258): 1 of 1.
    @Test func theSeasonsSayWhenTheNextMoltIsLikely() throws {
        let today = try #require(CivilDate(iso: "2026-06-01"))
        let site = BuiltSite(files: Self.files(molts: ["2023-08-21", "2024-09-02", "2025-08-25"], today: today), today: today)
        #expect(
            site.visibleText("stats.html").contains(
                "The next molt is likely to start between 7 Aug and 16 Sep (around 25 Aug), going by the molts of the last 3 years. "
                    + "Made the same way from the years before, the window held in 1 of 1 past year."))
    }

    /// In the pseudo-language every word of the stats page, the next molt's sentence with it,
    /// comes from the catalogue.
    @Test func everyWordComesFromTheCatalogue() throws {
        let today = try #require(CivilDate(iso: "2026-06-01"))
        var files = Self.files(molts: ["2023-08-21", "2024-09-02", "2025-08-25"], today: today)
        files["coop.yaml"] = "title: Our coop\nlanguage: qps\n"
        let site = BuiltSite(files: files, today: today)
        let page = site.page("stats.html")
        #expect(page.contains("⟦The next molt is likely to start between"))
        let left = ReadableWords.englishLeft(in: Array(page.utf8), page: "stats.html", dataWords: ["our", "coop", "hen"])
        #expect(left.isEmpty, "\(left)")
    }

    /// One molt known: no window is said.
    @Test func oneMoltSaysNothing() throws {
        let today = try #require(CivilDate(iso: "2026-06-01"))
        let site = BuiltSite(files: Self.files(molts: ["2025-08-25"], today: today), today: today)
        let text = site.visibleText("stats.html")
        #expect(text.contains("Seasons") && !text.contains("next molt"))
    }

    /// The sentence in each shipped language, two molts (nothing judged yet) and three.
    @Test func inEachLanguage() throws {
        let day = { (text: String) in CivilDate(iso: text) ?? testToday }
        let two = NextMolt(from: day("2026-08-20"), through: day("2026-09-05"), usual: day("2026-08-28"), seasons: 2, held: 0, judged: 0)
        let three = NextMolt(from: day("2026-08-20"), through: day("2026-09-05"), usual: day("2026-08-28"), seasons: 3, held: 2, judged: 3)
        let expected = [
            "fr": [
                "La prochaine mue devrait commencer entre le 20 août et le 5 sept. (vers le 28 août), d’après les mues des 2 dernières années.",
                "La prochaine mue devrait commencer entre le 20 août et le 5 sept. (vers le 28 août), d’après les mues des 3 dernières années. "
                    + "Calculée de la même façon à partir des années d’avant, la fenêtre a vu juste 2 fois sur 3 années passées.",
            ],
            "de": [
                "Die nächste Mauser beginnt wahrscheinlich zwischen dem 20. Aug. und dem 5. Sept. (um den 28. Aug.), nach den Mausern der letzten 2 Jahre.",
                "Die nächste Mauser beginnt wahrscheinlich zwischen dem 20. Aug. und dem 5. Sept. (um den 28. Aug.), nach den Mausern der letzten 3 Jahre. "
                    + "Auf dieselbe Weise aus den Jahren davor berechnet, lag das Fenster in 2 von 3 vergangenen Jahren richtig.",
            ],
            "es": [
                "La próxima muda probablemente empiece entre el 20 ago y el 5 sept (hacia el 28 ago), según las mudas de los últimos 2 años.",
                "La próxima muda probablemente empiece entre el 20 ago y el 5 sept (hacia el 28 ago), según las mudas de los últimos 3 años. "
                    + "Calculada igual con los años anteriores, la ventana acertó en 2 de 3 años pasados.",
            ],
        ]
        for (language, sentences) in expected {
            let words = try Theme.load(directory: nil, overrides: nil).get().words(language).get()
            #expect([words(.statsNextMolt(two)), words(.statsNextMolt(three))] == sentences, "\(language)")
        }
    }
}
