import CoopLocale
import CoopRecords
import CoopTemplate
import CoopValues

/// A treatment whose eggs are not to be eaten or sold on the day the site shows: the
/// dashboard's line at its top ("Don't eat or sell Olive's eggs (brown) until Monday 30
/// November").
struct WithheldNotice: TemplateData {
    /// `flock` when the treatment is the whole flock's, else `hens`.
    let who: String
    /// The hens treated, in a sentence: "Olive and Ginger".
    let hens: String
    /// How many hens are named.
    let henCount: Int
    /// The kinds of egg they lay, in a sentence: "blue and brown".
    let kinds: String
    /// The last day whose eggs are withheld.
    let until: CivilDate

    static let templateFields = TemplateFields<WithheldNotice>(
        "WithheldNotice",
        [
            .field("who", { $0.who }, "flock when the whole flock is treated, else hens"),
            .field("hens", { $0.hens }, "the hens treated, in a sentence: Olive and Ginger"),
            .field("henCount", { $0.henCount }),
            .field("kinds", { $0.kinds }, "the kinds of egg they lay, in a sentence: blue and brown"),
            .field("until", { $0.until }, "the last day whose eggs are withheld"),
        ])

    /// The notices of the treatments withholding the eggs of `day`, the one ending first first.
    static func notices(_ coop: Coop, on day: CivilDate, words: Words) -> [WithheldNotice] {
        coop.treatments(withholding: day).sorted { $0.withheldUntil < $1.withheldUntil }.map { treatment in
            let hens = treatment.henIndexes.map { coop.hens[$0] }
            let kinds = Set(hens.map(\.kindIndex)).sorted().map { coop.kinds[$0].name }
            return WithheldNotice(
                who: treatment.isWholeFlock ? "flock" : "hens", hens: words.list(hens.map(\.name)), henCount: hens.count,
                kinds: words.list(kinds), until: treatment.withheldUntil)
        }
    }
}
