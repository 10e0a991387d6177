import CoopTestSupport

/// A coop large enough that building it takes a while (about half a second for the debug
/// binary): 20 hens, 3 kinds, 3 years of daily egg lines, a note a month, and expenses,
/// people, contributions and deliveries. The same files every time.
enum BigCoop {
    /// The content files. `version` changes the title and the tags of one note, so that two
    /// versions differ in every page and each has a page (`tags/only-v<version>.html`) the
    /// other lacks.
    static func files(version: Int) -> [String: String] {
        var random = SplitMix64(seed: 2026)
        let kinds = ["brown", "blue", "white"]
        var files: [String: String] = [
            "coop.yaml": "title: Big Coop, version \(version)\ncurrency: EUR\nlatitude: 52.1\ngoal: {eggs_per_week: 120}\n",
            "kinds.yaml": kinds.map { "- name: \($0)\n" }.joined(),
            "people.yaml": "- name: Owners\n  shares: 3\n- name: Neighbours\n  shares: 1\n",
        ]
        files["hens.yaml"] = (0..<20).map { index in
            "- name: Hen \(index)\n  kind: \(kinds[index % 3])\n  added: 2024-0\(1 + index % 9)-01\n"
        }.joined()
        var notes = ""
        var expenses = ""
        var deliveries = ""
        var contributions = ""
        for year in 2024...2026 {
            var eggs = ""
            for month in 1...12 where year < 2026 || month <= 11 {
                let days = [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
                let stamp = "\(year)-" + (month < 10 ? "0\(month)" : "\(month)")
                for day in 1...days {
                    if year == 2026, month == 11, day > 21 { break }
                    let date = stamp + "-" + (day < 10 ? "0\(day)" : "\(day)")
                    let counts = kinds.map { "\($0): \(1 + Int(random.next() % 8))" }.joined(separator: ", ")
                    eggs += "\(date): {\(counts), cracked: \(Int(random.next() % 2))}\n"
                }
                notes +=
                    "- date: \(stamp)-03\n  title: Month note \(stamp)\n  tags: [month, m\(month)]\n"
                    + "  text: Things *happened* in \(stamp).\n"
                expenses += "- date: \(stamp)-05\n  item: Feed \(stamp)\n  amount: \(20 + month).50\n  tags: [feed]\n"
                deliveries += "- date: \(stamp)-10\n  person: Neighbours\n  eggs: \(6 + month)\n"
                contributions += "- date: \(stamp)-12\n  person: Neighbours\n  amount: 15\n"
            }
            files["eggs/\(year).yaml"] = eggs
        }
        notes += "- date: 2026-11-20\n  title: Version note\n  tags: [only-v\(version)]\n"
        files["notes.yaml"] = notes
        files["expenses.yaml"] = expenses
        files["deliveries.yaml"] = deliveries
        files["contributions.yaml"] = contributions
        return files
    }
}
