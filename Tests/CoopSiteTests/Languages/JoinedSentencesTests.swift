import CoopRecordsTestSupport
import Testing

/// The sentences Swift used to put together with its own punctuation, now each a message of
/// the catalogue (issue 30): a chart's tooltips, a calendar day with its notes, a person's
/// periods of sharing. English keeps its words; French puts its no-break space (U+00A0)
/// before `:` and `;` and its own words around the dates.
@Suite struct JoinedSentencesTests {
    /// A small coop in `language`: five weeks of eggs, a span and two notes on one day, and
    /// a family sharing in two periods.
    static func site(_ language: String) -> BuiltSite {
        var eggs = ""
        for offset in 0..<35 { eggs += "\(testToday.adding(days: offset - 35).iso): \(3 + offset % 2)\n" }
        return BuiltSite(files: [
            "coop.yaml": "language: \(language)\n",
            "hens.yaml": "- name: Pearl\n- name: Dot\n",
            "eggs.yaml": eggs,
            "notes.yaml": """
            - date: 2026-11-02
              until: 2026-11-04
              title: Fence & gate
            - date: 2026-11-10
              title: Molt
            - date: 2026-11-10
              title: Fox

            """,
            "people.yaml": """
            - name: Rivera family
              shares: 2
              from: 2025-03-01
              until: 2025-11-30
            - name: Rivera family
              shares: 2
              from: 2026-02-01
            - name: Us
              shares: 1

            """,
        ])
    }

    static let english = site("en")
    static let french = site("fr")

    @Test func chartTooltipsAreTheCataloguesSentences() {
        let english = Self.english.page("graphs/index.html")
        #expect(english.contains("<title>Week of 9 Nov 2026: Eggs 24</title>"))
        #expect(english.contains("<title>Fence &amp; gate: 2 Nov 2026 – 4 Nov 2026</title>"))
        #expect(english.contains("<title>10 Nov 2026: Molt</title>") && english.contains("<title>10 Nov 2026: Fox</title>"))
        let french = Self.french.page("graphs/index.html")
        #expect(french.contains("<title>Semaine du 9 nov. 2026\u{A0}: Œufs 24</title>"))
        #expect(french.contains("<title>Fence &amp; gate\u{A0}: du 2 nov. 2026 au 4 nov. 2026</title>"))
        #expect(french.contains("<title>10 nov. 2026\u{A0}: Molt</title>") && french.contains("<title>10 nov. 2026\u{A0}: Fox</title>"))
        #expect(!french.contains("2026: ") && !french.contains(" – "))
    }

    @Test func aCalendarDaysNotesFollowItInTheLanguagesWay() {
        let english = Self.english.page("calendar/2026-11.html")
        #expect(english.contains("<td title=\"Tuesday 10 November 2026: 4 eggs; Molt; Fox\" data-level=\"4\" data-recorded>"))
        #expect(english.contains("<span class=\"visually-hidden\">Tuesday 10 November 2026: 4 eggs; Molt; Fox</span>"))
        let french = Self.french.page("calendar/2026-11.html")
        #expect(
            french.contains("<td title=\"mardi 10 novembre 2026\u{A0}: 4 œufs\u{A0}; Molt\u{A0}; Fox\" data-level=\"4\" data-recorded>"))
        #expect(french.contains("<span class=\"visually-hidden\">mardi 10 novembre 2026\u{A0}: 4 œufs\u{A0}; Molt\u{A0}; Fox</span>"))
    }

    @Test func periodsOfSharingFollowOneAnotherInTheLanguagesWay() {
        #expect(
            Self.english.page("people/index.html").contains(
                "<span class=\"period\">1 Mar 2025 – 30 Nov 2025; from 1 Feb 2026</span>"))
        #expect(
            Self.french.page("people/index.html").contains(
                "<span class=\"period\">du 1er mars 2025 au 30 nov. 2025\u{A0}; depuis le 1er févr. 2026</span>"))
    }
}
