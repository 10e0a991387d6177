import CoopValues

/// The values the generator draws from: the edges of what Coop Count keeps (the first and
/// last days, the largest amounts, shares and counts), names that make awkward page
/// addresses, and text that must be escaped, isolated or refused.
enum Palette {
    /// The days a generated coop is built around.
    static let bases = [
        "2026-11-22", "9998-12-31", "1900-01-01", "2000-02-29", "2024-02-29", "1999-12-31", "9998-06-15", "1900-03-01",
        "2100-02-28",
    ].map { CivilDate(iso: $0)! }

    /// Steps from the base day: around weeks, months, leap days and years.
    static let offsets = [
        0, 1, -1, 2, -2, 6, -6, 7, -7, 29, -29, 30, -30, 31, 59, -59, 180, -180, 364, -365, 366, -366, 730, -730, 1095,
        -1100, 1500, -2000, 3000, -3000,
    ]

    /// Names of hens and people.
    static let names = [
        "Pearl", "Pe\u{200B}arl", "PEARL", "index", "Señora Clucks", "Senora Clucks", "Пеструшка 1", "Θάλεια",
        "\u{202E}lraeP", "<script>alert(1)</script>", String(repeating: "Henrietta", count: 34), "a/b", "..", ".",
        "🐔 Chick", "cracked", "brown", "Pearl & \"Opal\"", "ﬁ", "İstanbul", "hens", "new", "-", "x", "Alvarez family",
        "Corner shop", "Rivera", "اللؤلؤة", "真珠", "Ⅻ", "con", "Pearl\u{301}",
    ]

    /// Names of egg kinds.
    static let kinds = ["brown", "blue", "white", "Brown", "cracked", "eggs", "grün", "index", "💙", "Pearl", "speckled"]

    /// Tags of notes and expenses.
    static let tags = ["molt", "health", "index", "ÉTÉ", "a b", "<b>", String(repeating: "t", count: 300), "feed", "x"]

    /// Titles, items and free text.
    static let texts = [
        "Molt started", "**bold** and _this_", "<script>alert(1)</script>", "\u{202E}txet", "two\nlines", "\u{0}",
        "\u{1B}[2J", String(repeating: "long ", count: 80), "Layer feed 50 lb", "Ünïcödé ✓", "&amp; \"quotes\"",
    ]

    /// Amounts, from the smallest to past the largest.
    static let amounts = [
        "0.01", "24.99", "999999999999.99", "1000000000000", "5", "0.5", "123456789.12", "20", "99999999999.99", "0",
    ]

    /// Shares, from a buyer's to past the most.
    static let shares = ["0", "0.001", "1", "1.5", "1000000", "999999.999", "4", "2", "1000000.001"]

    /// Counts of eggs.
    static let counts = [0, 1, 2, 3, 5, 12, 1_000_000, 999_999, 7, 1_000_001]

    /// Currency codes, known and not.
    static let currencies = ["USD", "EUR", "JPY", "CHF", "GBP", "BHD", "XXX", "usd"]

    /// Latitudes, including the poles.
    static let latitudes = ["45.52", "90", "-90", "0", "66.56", "-89.99", "89.999"]
}
