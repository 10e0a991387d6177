/// The kinds of record of DESIGN.md section 3, each named by a file or a folder of the content
/// and declared once (``declaration``): every consumer walks `allCases` and each kind's
/// declaration, and a consumer that treats kinds apart switches over them exhaustively, so
/// that a new kind is a compile error wherever it is not handled yet.
public enum RecordKind: String, CaseIterable, Sendable {
    case settings, kinds, hens, eggs, notes, people, expenses, contributions, deliveries, treatments, hatches
    case chores

    /// Everything about the kind.
    public var declaration: RecordDeclaration {
        switch self {
        case .settings: .settings
        case .kinds: .kinds
        case .hens: .hens
        case .eggs: .eggs
        case .notes: .notes
        case .people: .people
        case .expenses: .expenses
        case .contributions: .contributions
        case .deliveries: .deliveries
        case .treatments: .treatments
        case .chores: .chores
        case .hatches: .hatches
        }
    }

    /// The file name without extension: `coop` for settings, else the kind's name.
    public var stem: String { declaration.stem }

    /// One record's name on the command line and in the app: `note`.
    public var noun: String { declaration.noun }

    /// The kind a noun names (`note`), or nil.
    public init?(noun: String) {
        guard let kind = Self.allCases.first(where: { $0.noun == noun }) else { return nil }
        self = kind
    }

    /// The kind whose records are in the file or folder `stem` names, or nil.
    public init?(stem: String) {
        guard let kind = Self.allCases.first(where: { $0.stem == stem }) else { return nil }
        self = kind
    }

    /// The kind of the records of the file at `path` in the content folder (`notes.yaml`,
    /// `eggs/2026.yml`), or nil.
    public init?(path: String) {
        let first = path.split(separator: "/").first.map(String.init) ?? ""
        let stem = first.hasSuffix(".yaml") ? String(first.dropLast(5)) : first.hasSuffix(".yml") ? String(first.dropLast(4)) : first
        self.init(stem: stem)
    }

    /// Every file and folder name that means something, for did-you-mean.
    public static var knownNames: [String] { allCases.flatMap(\.declaration.fileNames) }

    /// The order records are read in: definitions before the records that refer to them.
    public static let readingOrder: [RecordKind] = [
        .settings, .kinds, .hens, .people, .eggs, .notes, .expenses, .contributions, .deliveries, .treatments, .hatches,
        .chores,
    ]
}
