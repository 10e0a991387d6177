import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Testing

/// The pages `coop serve --host` shows a browser that is not paired, made from the theme's
/// `pages/app-pairing.xhtml`: what each says, in English and in the pseudo-language.
@Suite struct PairingPageTests {
    /// The text of the page for `situation`, in the built-in theme's English, its tags left out
    /// and its lines kept.
    static func english(_ situation: AppPairingPage.Situation) throws -> String {
        let bytes = try #require(SiteVersion.builtInPairingPage(AppPairingPage(situation, wrongCodesPerCode: 10)))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func eachSituationSaysWhatToDo() throws {
        let notPaired = try Self.english(.notPaired)
        #expect(notPaired.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"))
        #expect(notPaired.contains("<title>Pair this browser · Coop Count</title>"))
        #expect(
            notPaired.contains(
                "<li>On that computer, find the pairing address in the terminal where coop serve runs. "
                    + "It looks like http://192.168.1.20:8080/__coop/pair?code=…, with a QR code under it.</li>"))
        #expect(!notPaired.contains("That code") && !notPaired.contains("Pairing is off"))

        let wrongCode = try Self.english(.wrongCode)
        #expect(wrongCode.contains("<title>That code did not work · Coop Count</title>"))
        #expect(
            wrongCode.contains(
                "<p>It may be mistyped, or already used: each code pairs one browser, and after 10 wrong tries the code is replaced.</p>"))
        #expect(!wrongCode.contains("<ol>"))

        let stopped = try Self.english(.stopped)
        #expect(stopped.contains("<h1>Pairing is off</h1>\n<p>Too many wrong codes were tried"))
        #expect(stopped.contains("<p>To pair this one, restart coop serve and open the new address it shows.</p>\n</main></body></html>"))
    }

    @Test func thePagesHoldNoCoopData() throws {
        for situation in AppPairingPage.Situation.allCases {
            let page = try Self.english(situation)
            #expect(!page.contains("<link") && !page.contains("<script") && !page.contains("<img"), "\(situation)")
        }
    }

    @Test func inThePseudoLanguageEveryWordIsTheCatalogues() throws {
        let copy = PseudoLanguageTests.copy(of: repositoryRoot + "/Tests/Fixtures/two-weeks", language: "qps")
        let site = SiteSession().update(SiteOptions(content: copy.url("content"), output: "", today: testToday))
        #expect(site.isBuilt)
        for situation in AppPairingPage.Situation.allCases {
            let bytes = try #require(site.pairingPage(AppPairingPage(situation, wrongCodesPerCode: 10)))
            let found = ReadableWords.englishLeft(in: bytes, page: situation.rawValue, dataWords: ["coop", "count"])
            #expect(found.isEmpty, "\(found)")
            #expect(String(decoding: bytes, as: UTF8.self).contains("<html lang=\"qps\">"))
        }
    }
}
