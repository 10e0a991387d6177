import CoopDiagnostics

extension DiagnosticCode {
    /// A YAML file whose name says nothing Coop Count knows.
    public static let unknownFile: DiagnosticCode = "unknown-file"
    /// The same record file twice (`coop.yaml` and `coop.yml`).
    public static let duplicateFile: DiagnosticCode = "duplicate-file"
    /// A file or folder that cannot be read.
    public static let unreadable: DiagnosticCode = "unreadable"
    /// A list where a mapping belongs, a mapping where a value belongs, and so on.
    public static let wrongType: DiagnosticCode = "wrong-type"
    /// A key a record does not have.
    public static let unknownKey: DiagnosticCode = "unknown-key"
    /// The same key twice in one mapping.
    public static let duplicateKey: DiagnosticCode = "duplicate-key"
    /// A required field is missing or empty.
    public static let missingField: DiagnosticCode = "missing-field"
    /// Not a date, or a day that does not exist.
    public static let invalidDate: DiagnosticCode = "invalid-date"
    /// A date after today (a warning).
    public static let futureDate: DiagnosticCode = "future-date"
    /// An end before its start, or hen dates out of order.
    public static let dateOrder: DiagnosticCode = "date-order"
    /// A count of eggs that is not a whole number in range.
    public static let invalidCount: DiagnosticCode = "invalid-count"
    /// An amount of money that is not a positive decimal with at most two places.
    public static let invalidMoney: DiagnosticCode = "invalid-money"
    /// Shares that are not a number (0 or more).
    public static let invalidShares: DiagnosticCode = "invalid-shares"
    /// A value that is not true or false.
    public static let invalidBool: DiagnosticCode = "invalid-bool"
    /// A quantity that is not a number and a unit of weight (`20 kg`).
    public static let invalidQuantity: DiagnosticCode = "invalid-quantity"
    /// A hen's `cause` that is not one of the causes, or one without `removed`.
    public static let invalidCause: DiagnosticCode = "invalid-cause"
    /// A setting with a value it cannot take.
    public static let invalidSetting: DiagnosticCode = "invalid-setting"
    /// A colour that is neither hex nor a CSS colour name.
    public static let invalidColor: DiagnosticCode = "invalid-color"
    /// A URL that is not http(s).
    public static let invalidURL: DiagnosticCode = "invalid-url"
    /// A name used twice (ignoring case), or two names with the same page address.
    public static let duplicateName: DiagnosticCode = "duplicate-name"
    /// A name Coop Count keeps for itself (`cracked`), or an empty one.
    public static let reservedName: DiagnosticCode = "reserved-name"
    /// A kind and a hen with the same name.
    public static let nameCollision: DiagnosticCode = "name-collision"
    /// An egg entry key, or a hen's kind, that names no kind (or hen).
    public static let unknownKind: DiagnosticCode = "unknown-kind"
    /// A reference to a hen that does not exist.
    public static let unknownHen: DiagnosticCode = "unknown-hen"
    /// A reference to a person who does not exist.
    public static let unknownPerson: DiagnosticCode = "unknown-person"
    /// A buyer (`shares: 0`) paying an expense or contributing to the pot.
    public static let buyerPays: DiagnosticCode = "buyer-pays"
    /// A day recorded twice.
    public static let duplicateDate: DiagnosticCode = "duplicate-date"
    /// A range overlapping another entry.
    public static let overlappingRange: DiagnosticCode = "overlapping-range"
    /// Two sharing periods of one person overlapping.
    public static let overlappingPeriod: DiagnosticCode = "overlapping-period"
    /// More cracked eggs than laid.
    public static let crackedExceedsLaid: DiagnosticCode = "cracked-exceeds-laid"
    /// Eggs recorded on days when no hen was in the flock (a warning; only when hens are listed).
    public static let eggsWithoutHens: DiagnosticCode = "eggs-without-hens"
    /// A hen credited with eggs when she was not in the flock.
    public static let creditOutsideFlock: DiagnosticCode = "credit-outside-flock"
    /// A hen treated when she was not in the flock.
    public static let treatedOutsideFlock: DiagnosticCode = "treated-outside-flock"
    /// A hatch sat on by a hen who was not in the flock on the day the eggs were set.
    public static let hatchOutsideFlock: DiagnosticCode = "hatch-outside-flock"
    /// A delivery or sale on a day whose eggs are withheld after a treatment (a warning).
    public static let deliveredWhileWithheld: DiagnosticCode = "delivered-while-withheld"
    /// A referenced file that does not exist.
    public static let missingFile: DiagnosticCode = "missing-file"
    /// A path or link leading outside the content folder.
    public static let pathOutsideContent: DiagnosticCode = "path-outside-content"
    /// A note (or a hen's text) that names a person, left out of a public build (a warning of
    /// `coop check --public`).
    public static let namesAPerson: DiagnosticCode = "names-a-person"
    /// A note or an expense with more than ``TagLimits/perRecord`` tags (a warning).
    public static let manyTags: DiagnosticCode = "many-tags"
    /// More than ``TagLimits/distinct`` distinct tags in the coop (a warning, at the record
    /// bringing the one past the limit).
    public static let manyDistinctTags: DiagnosticCode = "many-distinct-tags"
    /// A chore's `every` that is not `N days`, `N weeks` or `N months`.
    public static let invalidPeriod: DiagnosticCode = "invalid-period"
    /// A time of day that is not `HH:MM` from 00:00 to 23:59.
    public static let invalidTime: DiagnosticCode = "invalid-time"
}
