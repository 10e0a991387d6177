/// The kinds of record file, named by file or folder (DESIGN.md section 3).
enum RecordKind: String, CaseIterable, Sendable {
    case settings, kinds, hens, eggs, notes, people, expenses, contributions, deliveries

    /// The file name without extension: `coop` for settings, else the kind's name.
    var stem: String { self == .settings ? "coop" : rawValue }

    /// Whether a folder of that name may hold the records, one or more per file.
    var allowsFolder: Bool {
        switch self {
        case .hens, .eggs, .notes, .expenses: true
        default: false
        }
    }

    /// The first lines of one record of a list file, for the help of a file that is not a list.
    var listExample: String {
        switch self {
        case .kinds: "- name: brown"
        case .hens: "- name: Henrietta"
        case .people: "- name: Alvarez family"
        case .notes: "- date: 2026-10-02\n  title: Molt started"
        case .expenses: "- date: 2026-11-02\n  item: Layer feed\n  amount: 24.99"
        case .contributions: "- date: 2026-11-05\n  person: Rivera family\n  amount: 20"
        case .deliveries: "- date: 2026-11-06\n  person: Rivera family\n  eggs: 12"
        case .settings, .eggs: ""
        }
    }

    /// Every file and folder name that means something, for did-you-mean.
    static var knownNames: [String] {
        allCases.flatMap { kind in
            [kind.stem + ".yaml", kind.stem + ".yml"] + (kind.allowsFolder ? [kind.stem + "/"] : [])
        }
    }

    /// The order records are read in: definitions before the records that refer to them.
    static let readingOrder: [RecordKind] = [.settings, .kinds, .hens, .people, .eggs, .notes, .expenses, .contributions, .deliveries]
}
