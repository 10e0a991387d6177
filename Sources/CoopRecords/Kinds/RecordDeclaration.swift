import CoopDiagnostics
import CoopValues

/// Everything a kind of record is, declared once: its files, its fields, its export, and the
/// names the command line and the coop app call one record by. The reader and its checks,
/// the editor, the app's forms, the exports, the JSON Schemas, the format's reference, the
/// command line's help and `coop describe` walk it (docs/architecture.md, "Adding a kind of
/// record").
public struct RecordDeclaration: Sendable {
    /// How the records of a file are written.
    public enum Shape: Sendable, Equatable {
        /// One mapping of settings (`coop.yaml`).
        case settings
        /// A list of records, one `- ` item each; in a folder, a file may also hold one record
        /// as a mapping when `oneRecordPerFile` (a hen in `hens/pearl.yaml`).
        case list(oneRecordPerFile: Bool)
        /// A mapping from a day (or a range of days) to counts (`eggs.yaml`).
        case days
    }

    /// What tells one record from another, for editing and removing it.
    public enum Identity: Sendable, Equatable {
        /// Nothing: there is one (the settings).
        case none
        /// Its day, and for several on one day what names it (a note's title).
        case date
        /// Its name, unique in the coop.
        case name
        /// Its day as the mapping's key (egg counts).
        case day
    }

    /// The kind.
    public let kind: RecordKind
    /// The file's name without extension, and the folder's: `notes` (`coop` for the settings).
    public let stem: String
    /// One record's name on the command line and in the coop app's addresses: `note`
    /// (`coop add note`, `/add.html?kind=note`).
    public let noun: String
    /// One record in a diagnostic's words, with its article: "a note". Diagnostics are English.
    public let recordName: String
    /// Whether a folder of that name may hold the records, spread over files.
    public let allowsFolder: Bool
    /// How the records are written.
    public let shape: Shape
    /// What tells one record from another.
    public let identity: Identity
    /// The fields, in the order a new record writes them.
    public let fields: [FieldDeclaration]
    /// How one record of a list file starts, for the help of a file that is not a list.
    public let listExample: String
    /// The title of its JSON Schema: "notes.yaml, notes/*.yaml: notes".
    public let schemaTitle: String
    /// Whether the site lists the records on a page of their own (`list/<stem>.html`) when there are any.
    public let hasListPage: Bool
    /// How it is written into the data exports.
    public let export: RecordExport
    /// The field a person names one record by on the command line (`coop remove note
    /// "Molt started"`): a note's title, an expense's item, a contribution's person; a named
    /// kind's name; nil for the settings and the egg counts (named by their day).
    public let namedBy: FieldKey?
    /// The day of each record and where it is written, for a kind whose records are dated
    /// (new records go in date order, into the file of their year); nil for the others.
    public let dates: (@Sendable (Coop) -> [(date: CivilDate, location: SourceLocation)])?

    init(
        kind: RecordKind, stem: String, noun: String, recordName: String, allowsFolder: Bool, shape: Shape, identity: Identity,
        fields: [FieldDeclaration], listExample: String, schemaTitle: String, hasListPage: Bool, export: RecordExport,
        namedBy: FieldKey? = nil, dates: (@Sendable (Coop) -> [(date: CivilDate, location: SourceLocation)])? = nil
    ) {
        self.kind = kind
        self.stem = stem
        self.noun = noun
        self.recordName = recordName
        self.allowsFolder = allowsFolder
        self.shape = shape
        self.identity = identity
        self.fields = fields
        self.listExample = listExample
        self.schemaTitle = schemaTitle
        self.hasListPage = hasListPage
        self.export = export
        self.namedBy = namedBy ?? (identity == .name ? .name : nil)
        self.dates = dates
    }

    /// The field of `key`, if the kind has it.
    public func field(_ key: FieldKey) -> FieldDeclaration? { fields.first { $0.key == key } }

    /// The keys, as written, for did-you-mean and help.
    public var keyNames: [String] { fields.map(\.name) }

    /// The fields the coop app's form asks for, in order.
    public var formFields: [FieldDeclaration] { fields.filter { $0.form != nil } }

    /// Every file and folder name the kind answers to: `notes.yaml`, `notes.yml`, `notes/`.
    public var fileNames: [String] { [stem + ".yaml", stem + ".yml"] + (allowsFolder ? [stem + "/"] : []) }
}
