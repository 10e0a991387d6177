import CoopCharts
import CoopDiagnostics
import CoopLocale
import CoopRecords
import CoopValues
import Testing

@testable import CoopInsight
@testable import CoopSite

/// The English catalogue says what the graph, hen, people and stats pages said before their
/// words moved to it, in the cases the sample coops do not show: each variant of a sentence.
@Suite struct PageWordingTests {
    static func day(_ iso: String) -> CivilDate { CivilDate(iso: iso)! }
    static let words = englishWords

    @Test func howAPhonesChartIsCut() {
        #expect(Self.words(.graphRecent(26, .week)) == "The last 26 weeks")
        #expect(Self.words(.graphRecent(104, .week)) == "The last 2 years")
        #expect(Self.words(.graphRecent(26, .month)) == "The last 26 months")
        #expect(Self.words(.graphRecent(24, .month)) == "The last 2 years")
        #expect(Self.words(.graphRecent(30, .day)) == "The last 30 days")
        #expect(Self.words(.graphWhole(since: Self.day("2024-07-15"))) == "The whole history, since July 2024")
        #expect(Self.words(.weekOf(Self.day("2026-11-16"))) == "Week of 16 Nov 2026")
        #expect(Self.words(.graphHours(10.54)) == "10.5 h")
    }

    @Test func theWeeklyGraphsIntroductionSaysWhatItsChartHas() {
        #expect(Self.words(.weeklyIntro(notesMarked: false, daylight: false)) == "Eggs laid each week.")
        #expect(
            Self.words(.weeklyIntro(notesMarked: true, daylight: true))
                == "Eggs laid each week. Notes are marked on top; spans and molts are shaded. The dashed line is the hours of daylight.")
        #expect(
            Self.words(.weeklyIntro(notesMarked: false, daylight: true)) == "Eggs laid each week. The dashed line is the hours of daylight."
        )
    }

    @Test func thisMonthSoFar() {
        let today = Self.day("2026-11-22")
        let whole = MonthForecast(month: YearMonth(year: 2026, month: 11), expected: 30, low: 21, high: 45, layingHens: 5)
        let now = CurrentMonthOutlook(month: whole, laid: 1_234, today: today)
        #expect(Self.words(now.soFar(today)) == "1,234 laid by 22 Nov 2026")
        #expect(now.daysToCome(Self.words) == "the 8 days left")
        let gaps = CurrentMonthOutlook(month: whole, laid: 20, recordedBeforeToday: 19, todayRecorded: false, today: today)
        #expect(Self.words(gaps.soFar(today)) == "20 laid by 22 Nov 2026 (2 days not recorded)")
        #expect(gaps.daysToCome(Self.words) == "the 2 days not recorded, today and the 8 days left")
        let one = CurrentMonthOutlook(month: whole, laid: 20, recordedBeforeToday: 20, todayRecorded: false, today: today)
        #expect(Self.words(one.soFar(today)) == "20 laid by 22 Nov 2026 (1 day not recorded)")
        #expect(one.daysToCome(Self.words) == "the day not recorded, today and the 8 days left")
        let last = CurrentMonthOutlook(month: whole, laid: 31, today: Self.day("2026-11-30"))
        #expect(last.daysToCome(Self.words) == "the 0 days left")
        let none = CurrentMonthOutlook(month: whole, laid: 0, recordedBeforeToday: 0, todayRecorded: false, today: today)
        #expect(Self.words(none.soFar(today)) == "nothing recorded yet by 22 Nov 2026")
    }

    @Test func theForecastsMethodsInWords() {
        #expect(MethodWeights.modelOnly.said(Self.words) == "the laying model alone")
        #expect(
            MethodWeights(model: 6, seasonalNaive: 4, recentRate: 0).said(Self.words)
                == "a blend of the laying model (60%) and the same month last year (40%)")
        #expect(
            MethodWeights(model: 5, seasonalNaive: 3, recentRate: 2).said(Self.words)
                == "a blend of the laying model (50%), the same month last year (30%) and the recent laying rate (20%)")
        #expect(
            Self.words(.forecastStoppedHens("Pioupioute", count: 1, days: 180))
                == "Pioupioute is not counted as laying: no egg of hers is known in the last 180 days. The forecast expects none from her until her next egg."
        )
        #expect(
            Self.words(.forecastStoppedHens("Pearl and Dot", count: 2, days: 180))
                == "Pearl and Dot are not counted as laying: no egg of theirs is known in the last 180 days. The forecast expects none from them until their next egg."
        )
        #expect(
            Self.words(.forecastLearnedGrowing(months: 14, change: 0.05)).hasSuffix(
                "how much a hen's laying grows each year while the flock is young (here 5% a year)."))
        #expect(
            Self.words(.forecastScaledDefault(days: 200)).hasPrefix(
                "With 200 recorded days there is not yet a year of records, so the months follow a usual backyard pattern"))
        #expect(
            Self.words(.forecastTurnover(joining: 1.25, daysToFirstEgg: 122, leaving: 0.09))
                == "The flock's history also says about 1.3 pullets join a year (they are expected again, laying 122 days after joining) and about 9% of hens leave a year, older hens more often."
        )
    }

    /// The season's strength is said when the flock's own months set it apart from the usual
    /// backyard season, once its season is learned; never with the usual one.
    @Test func theSeasonsStrength() throws {
        #expect(
            Self.words(try #require(.forecastSeasonStrength(0)))
                == "Its own months say this flock has no season to speak of: it lays as much in the short days of the year as in the long ones (a lit house, or a breed that lays through winter). A month with few years, or none, to learn from is kept near its own level, not a backyard season."
        )
        #expect(
            Self.words(try #require(.forecastSeasonStrength(0.3)))
                == "Its own months say this flock's season is weaker than a usual backyard flock's: 30% of its swings. A month with few years, or none, to learn from is kept near this weaker season."
        )
        #expect(
            Self.words(try #require(.forecastSeasonStrength(1.5)))
                == "Its own months say this flock's season is stronger than a usual backyard flock's: 150% of its swings, its low months lower. A month with few years, or none, to learn from is kept near this stronger season."
        )
        #expect(Message.forecastSeasonStrength(1) == nil)
        func said(_ source: LayingModel.Source, _ strength: Double) -> [String] {
            let model = LayingModel(
                monthlyRate: Array(repeating: 0.5, count: 12), decline: 0.85, source: source, spread: 0.25, seasonStrength: strength)
            return ForecastWording.method(model, Self.words)
        }
        let weaker = Self.words(try #require(.forecastSeasonStrength(0.3)))
        #expect(said(.learnedSeason(months: 14), 0.3).contains(weaker))
        #expect(said(.learned(months: 30), 0.3).contains(weaker))
        #expect(!said(.learned(months: 30), 1).contains { $0.hasPrefix("Its own months say") })
        // Under a year, the flat season has its own sentence (forecast.scaled-flat).
        #expect(!said(.scaledFlat(days: 200), 0).contains { $0.hasPrefix("Its own months say") })
    }

    @Test func theHensOfABreed() {
        #expect(Self.words(.breedHens("Leghorn", count: 1)) == "a Leghorn")
        #expect(Self.words(.breedHens("Australorp", count: 1)) == "an Australorp")
        #expect(Self.words(.breedHens("Buff Orpington", count: 2)) == "2 Buff Orpingtons")
        #expect(Self.words(.breedHens("Silkies", count: 3)) == "3 Silkies")
        #expect(Self.words(.breedHens(nil, count: 1)) == "a hen")
        #expect(Self.words(.breedHens(nil, count: 3)) == "3 hens")
    }

    @Test func aHensLaying() {
        let day = Self.day("2026-05-02")
        #expect(Self.words(.henDay(day, eggs: 1, future: false)) == "Saturday 2 May 2026: 1 egg")
        #expect(Self.words(.henDay(day, eggs: 0, future: false)) == "Saturday 2 May 2026: no eggs")
        #expect(Self.words(.henDay(day, eggs: nil, future: false)) == "Saturday 2 May 2026: not known")
        #expect(Self.words(.henDay(day, eggs: nil, future: true)) == "Saturday 2 May 2026: still to come")
        #expect(
            Self.words(.henEggsKnown(days: 1, credited: true, sole: false, kind: "White"))
                == "Her eggs are known on 1 day: the days they are credited to her. Other days, the flock's eggs do not say whose they were."
        )
        #expect(
            Self.words(.henEggsKnown(days: 852, credited: false, sole: true, kind: "White"))
                == "Her eggs are known on 852 days: the days she was the only hen laying White eggs: all of them were hers. Other days, the flock's eggs do not say whose they were."
        )
        #expect(
            Self.words(.henStopped(lastEgg: nil))
                == "stopped laying: no egg of hers is known, none in the last \(StoppedHens.window) days, so the forecast does not count her"
        )
        #expect(Self.words(.henLeft(Self.day("2025-06-03"), reason: "fox")) == "left 3 Jun 2025 (fox)")
        #expect(Self.words(.hensMenuGroup(gone: true, count: 1_000)) == "Gone (1,000)")
    }

    @Test func sharing() {
        let location = SourceLocation(path: "people.yaml", line: 1, column: 1)
        let from = Self.day("2025-03-01")
        let until = Self.day("2025-09-30")
        #expect(Self.words(.sharingPeriod(SharingPeriod(from: nil, until: nil, shares: .one, location: location))) == "from the start")
        #expect(Self.words(.sharingPeriod(SharingPeriod(from: nil, until: until, shares: .one, location: location))) == "until 30 Sep 2025")
        #expect(
            Self.words(.sharingPeriod(SharingPeriod(from: from, until: until, shares: .one, location: location)))
                == "1 Mar 2025 – 30 Sep 2025")
        #expect(Self.words(.sharingPeriodShares("from 1 Mar 2025", shares: .one)) == "from 1 Mar 2025, 1 share")
        #expect(
            Self.words(.sharingPeriodShares("from 1 Mar 2025", shares: Shares(thousandths: 1500))) == "from 1 Mar 2025, 1.5 shares")
        #expect(Self.words.format(Shares(thousandths: 250).messageValue) == "0.25")
        let usd = Currency.usd
        func verdict(_ verdict: Sales.Verdict) -> String {
            Self.words(
                .salesVerdict(
                    price: Money(minorUnits: 400), consumables: Money(minorUnits: 310), allIn: Money(minorUnits: 460), usd, verdict: verdict
                ))
        }
        #expect(
            verdict(.coversConsumables)
                == "You sell at $4.00 a dozen; your eggs cost $3.10 a dozen in feed and supplies, $4.60 all in: selling at $4.00 covers feed and supplies but not the coop and its equipment."
        )
        #expect(verdict(.coversAll).hasSuffix("selling at $4.00 covers all of it, the coop and its equipment too."))
        #expect(verdict(.coversLess).hasSuffix("selling at $4.00 does not cover the feed and supplies."))
    }

    @Test func theChartsWriteTheLanguagesNamesAndNumbers() {
        let french = LocaleFormats(
            names: DateNames(
                months: [
                    "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre",
                ],
                shortMonths: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
                weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
                shortWeekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
                weekdayLetters: ["D", "L", "M", "M", "J", "V", "S"])!,
            numbers: NumberStyle(decimalSeparator: ",", groupSeparator: "\u{202F}"),
            currency: CurrencyStyle(symbolFirst: false, spaceAfterNumber: "\u{A0}"),
            weekStart: .monday, patterns: [:])
        let words = ChartWords(
            formats: french, week: { "Semaine du " + french.format($0, .dayMonthYear) },
            tooltip: {
                guard case .value(let point, let series, let value) = $0 else { return "" }
                return point + "\u{A0}: " + series + " " + value
            })
        let weeks = ["2026-11-02", "2026-11-09", "2026-11-16"].map(Self.day)
        let weekly = ChartWriter.svg(
            Chart(
                id: "c", title: "t", summary: "s", style: .bars, x: .time(weeks, .week),
                series: [Chart.Series(name: "Œufs", values: [1_500, 2, 3])], decimals: 1, words: words))
        #expect(weekly.contains("<title>Semaine du 2 nov. 2026\u{A0}: Œufs 1\u{202F}500,0</title>"))
        let months = (1...12).map { YearMonth(year: 2026, month: $0).firstDay }
        let money = ChartWriter.svg(
            Chart(
                id: "m", title: "t", summary: "s", style: .bars, x: .time(months, .month),
                series: [Chart.Series(name: "Grain", values: [2.5, 7.5] + Array(repeating: 1, count: 10))],
                currency: Currency(code: "EUR")!, words: words))
        #expect(money.contains("<title>janvier 2026\u{A0}: Grain 2,50\u{A0}€</title>"))
        // The axis: whole euros after the number (a step of 2: 0 to 8), January with its year.
        #expect(money.contains(">8\u{A0}€</text>") && money.contains(">janv. 2026</text>") && money.contains(">févr.</text>"))
    }
}
