/// The largest numbers the format takes, each declared once.
public enum RecordLimits {
    /// The most eggs one count may say: 1,000,000.
    public static let eggCount = 1_000_000
    /// The most eggs a hen may be expected to lay in a year: one a day.
    public static let expectedPerYear = 366
    /// The weekly goals the settings take.
    public static let weeklyGoal = 1...100_000
    /// The longest withdrawal after a treatment, in days: a year.
    public static let withdrawalDays = 365
    /// The most days, weeks or months a chore's period may count: 1,000.
    public static let periodCount = 1_000
    /// The most eggs one hatch may set (and hatch).
    public static let hatchEggs = 1_000
    /// The longest incubation, in days (geese take 30, some swans 40).
    public static let incubationDays = 60
}
