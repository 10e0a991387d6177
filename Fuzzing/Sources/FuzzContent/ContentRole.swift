/// The content file a fuzz input becomes, chosen by the input's first byte.
///
/// Every file of DESIGN.md section 3, both as the single file and inside its folder where
/// a folder is allowed, so every reader of `Sources/CoopRecords/Reading` sees the bytes.
struct ContentRole: Sendable {
    /// The path relative to the content folder.
    let path: String

    /// Every role, in the order the selector byte picks them.
    static let all: [ContentRole] = [
        "coop.yaml", "kinds.yaml", "hens.yaml", "hens/pearl.yaml", "eggs.yaml", "eggs/2026.yaml", "notes.yaml",
        "notes/2026.yaml", "people.yaml", "expenses.yaml", "expenses/2026.yaml", "contributions.yaml",
        "deliveries.yaml", "eggs/2025.yml", "hens.yml", "expences.yaml",
    ].map(ContentRole.init(path:))

    /// The role picked by `selector`: the low four bits choose the file.
    static func pick(_ selector: UInt8) -> ContentRole { all[Int(selector & 0x0F) % all.count] }
}

/// A small coop the fuzzed file can refer to: kinds, hens, people and settings, so that
/// references (a hen's kind, a note's hens, a payer) resolve and the deeper rules run.
enum FuzzContext {
    /// The files, by path relative to the content folder.
    static let files: [String: [UInt8]] = [
        "coop.yaml": "title: Fuzz Coop\ncurrency: EUR\nweek_starts: sunday\nlatitude: 45.5\ngoal: {eggs_per_week: 20}\n",
        "kinds.yaml": "- name: brown\n  color: \"#a0612f\"\n- name: blue\n  label: Blue\n  color: teal\n  size: medium\n",
        "hens.yaml": """
        - name: Henrietta
          kind: brown
          hatched: 2024-03-14
          added: 2024-05-01
          started_laying: 2024-09-02
        - name: Señora Clucks
          kind: blue
          added: 2025-01-01
          removed: 2026-08-30
          photo: photos/pearl.svg
        """,
        "people.yaml": "- name: Alvarez family\n  shares: 4\n- name: Rivera family\n  shares: 2\n  from: 2026-03-01\n",
        "eggs/2024.yaml": "2024-06-01: 3\n2024-06-02: {brown: 2, blue: 1, cracked: 1}\n2024-06-03..2024-06-05: 7\n",
    ].mapValues { Array($0.utf8) }
}
