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

    /// Every file and folder name that means something, for did-you-mean.
    static var knownNames: [String] {
        allCases.flatMap { kind in
            [kind.stem + ".yaml", kind.stem + ".yml"] + (kind.allowsFolder ? [kind.stem + "/"] : [])
        }
    }

    /// The order records are read in: definitions before the records that refer to them.
    static let readingOrder: [RecordKind] = [.settings, .kinds, .hens, .people, .eggs, .notes, .expenses, .contributions, .deliveries]
}
