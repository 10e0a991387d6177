import CoopDiagnostics
import CoopMarkdown
import CoopRecords
import CoopTemplate
import CoopValues

/// A treatment on a hen's page: what, when, until which day her eggs are withheld, its text.
struct TreatmentItem: TemplateData {
    let what: String
    let date: CivilDate
    let until: CivilDate?
    let withheldUntil: CivilDate
    let text: Markup?
    let actions: RecordActions?

    static let templateFields = TemplateFields<TreatmentItem>(
        "TreatmentItem",
        [
            .field("what", { $0.what }, "the product or the treatment"),
            .field("date", { $0.date }, "the first day"),
            .field("until", { $0.until }, "the last day, when it lasted more than one"),
            .field("withheldUntil", { $0.withheldUntil }, "the last day whose eggs are withheld: its last day plus the withdrawal"),
            .field("text", { $0.text }, "the text, as HTML from Markdown"),
            .field("actions", { $0.actions }, "Edit and Remove, under coop serve"),
        ])

    /// `treatment` as shown, with its edit and remove links under coop serve.
    init(_ treatment: Treatment, actions: RecordActions?) {
        what = treatment.what
        date = treatment.date
        until = treatment.until > treatment.date ? treatment.until : nil
        withheldUntil = treatment.withheldUntil
        text = treatment.text.map { Markup(trusted: Markdown.html($0)) }
        self.actions = actions
    }

    /// The treatments of the hen at `henIndex`, newest first: those naming her, and those of
    /// the whole flock while she was in it.
    static func treatments(ofHen henIndex: Int, in coop: Coop, actions: (SourceLocation) -> RecordActions?) -> [TreatmentItem] {
        coop.treatments.filter { $0.treats(henIndex, in: coop.hens) }.reversed().map { TreatmentItem($0, actions: actions($0.location)) }
    }
}
