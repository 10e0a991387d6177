import CoopCLITestSupport
import CoopTestSupport
import Testing

/// A language added the way docs/architecture.md says ("Adding a language"): a catalogue in
/// the coop's `theme/messages/`, chosen by `language:` in coop.yaml. What it does not
/// translate stays English; a mistake in it is located in the file.
@Suite struct LanguageTests {
    static let french = """
        language: fr
        name: français
        plural:
          one: i = 0,1
        formats:
          decimal: ","
          group: " "
          currency: after
          months: [janvier, février, mars, avril, mai, juin, juillet, août, septembre, octobre, novembre, décembre]
          short-months: [janv., févr., mars, avr., mai, juin, juil., août, sept., oct., nov., déc.]
          weekdays: [dimanche, lundi, mardi, mercredi, jeudi, vendredi, samedi]
          short-weekdays: [dim., lun., mar., mer., jeu., ven., sam.]
          weekday-letters: [D, L, M, M, J, V, S]
          dates:
            month-year: MMMM yyyy
        messages:
          tab:
            calendar: Calendrier
          calendar:
            month-summary: "{#strong}{laid, plural, one {# œuf} other {# œufs}}{/strong} sur {recorded} {days, plural, one {jour} other {jours}}"

        """

    /// A coop with a French catalogue in `theme/messages/fr.yaml` (`catalogue`), built.
    static func build(_ catalogue: String) async -> (TemporaryFolder, CommandRun) {
        let folder = TemporaryFolder()
        folder.write("content/coop.yaml", "title: Le poulailler\nlanguage: fr\n")
        folder.write("content/eggs.yaml", "2026-11-20: 1250\n2026-11-21: 1\n")
        folder.write("theme/messages/fr.yaml", catalogue)
        let run = await runCoop([
            "build", "--content", folder.url("content"), "--output", folder.url("public"), "--today", "2026-11-22",
        ])
        return (folder, run)
    }

    @Test func aTranslationInTheCoopsThemeFolder() async throws {
        let (folder, run) = await Self.build(Self.french)
        #expect(run.status == 0, "\(run.err)")
        let month = try #require(folder.text("public/calendar/2026-11.html"))
        #expect(month.contains("<html lang=\"fr\">"))
        #expect(month.contains("<title>novembre 2026 · Le poulailler</title>"))
        // Its numbers grouped the French way, its plurals by its rules (1,251 eggs: "œufs").
        #expect(month.contains("<strong>1 251 œufs</strong> sur 2 jours"))
        #expect(month.contains("<span class=\"tab-label\">Calendrier</span>"))
        // What it does not translate is English's.
        #expect(month.contains("<span class=\"tab-label\">Stats</span>"))
    }

    @Test func aTranslatedMessageWithAnArgumentEnglishDoesNotGiveIsLocated() async {
        let wrong = Self.french.replacingOccurrences(of: "sur {recorded}", with: "sur {recordedDays}")
        let (folder, run) = await Self.build(wrong)
        #expect(run.status == 1)
        #expect(
            run.err.hasPrefix(
                "\(folder.url("theme"))/messages/fr.yaml:20:86: error: the message 'calendar.month-summary' uses 'recordedDays', "
                    + "which English gives it no value for [message-arguments]\n"), "\(run.err)")
        // The caret under the argument, counted in characters (œ is one).
        #expect(run.err.contains("\n      |" + String(repeating: " ", count: 86) + "^~~~~~~~~~~~~\n"), "\(run.err)")
        #expect(run.err.contains("= help: its arguments are strong, laid, recorded, days, as in en\n"), "\(run.err)")
        #expect(!folder.exists("public"), "nothing is written")
    }
}
