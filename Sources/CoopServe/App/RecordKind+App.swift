import CoopEditing
import CoopRecords

/// The kinds of record the coop app adds, edits and removes: every kind with records (all
/// but the settings), in the order its forms offer them.
extension RecordKind {
    /// The kinds the app's forms offer, in the order of its menu: the egg count first (also
    /// the order of `coop describe`).
    public static let appKinds: [RecordKind] = allCases.filter { $0.declaration.identity != .none }.sorted { $0.appOrder < $1.appOrder }

    /// Where the kind comes in the app's menu of forms.
    var appOrder: Int {
        switch self {
        case .eggs: 0
        case .notes: 1
        case .treatments: 2
        case .expenses: 3
        case .contributions: 4
        case .deliveries: 5
        case .hens: 6
        case .people: 7
        case .kinds: 8
        case .hatches: 9
        case .chores: 10
        case .settings: 11
        }
    }

    /// The kind in a sentence, with its article: "an egg count", "a note".
    var withArticle: String { declaration.recordName }

    /// The kind of the record at `place`, by the file it is in.
    init?(place: RecordPlace) { self.init(path: place.path) }
}
