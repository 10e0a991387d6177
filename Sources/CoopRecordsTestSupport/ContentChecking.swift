import CoopRecords
import CoopTestSupport
import CoopValues

/// The day tests treat as today.
public let testToday = CivilDate(iso: "2026-11-22")!

/// Reads a content folder made of `files` and returns the coop and its diagnostics, with
/// paths shown as `content/...`.
public func loadContent(_ files: [String: String], today: CivilDate = testToday) -> LoadedContent {
    let folder = TemporaryFolder(files: files)
    return ContentLoader.load(from: folder.path, displayRoot: "content", today: today)
}

/// The diagnostics of a content folder made of `files`, described by ``describe(_:)``.
public func diagnostics(_ files: [String: String], today: CivilDate = testToday) -> [String] {
    describe(loadContent(files, today: today).diagnostics)
}

/// One table row of a rule test: a content folder and the exact diagnostics it must give.
public struct ContentCase: CustomStringConvertible, Sendable {
    /// What the row shows, printed when it fails.
    public let name: String
    /// The files of the content folder, by relative path.
    public let files: [String: String]
    /// The diagnostics, as ``describe(_:)`` writes them.
    public let expected: [String]

    /// Creates a row.
    public init(_ name: String, _ files: [String: String], _ expected: [String]) {
        self.name = name
        self.files = files
        self.expected = expected
    }

    /// The row's name.
    public var description: String { name }
}

/// The sample coop of `content/`, read with today = 2026-11-22.
public func loadSampleContent() -> LoadedContent {
    ContentLoader.load(from: repositoryRoot + "/content", displayRoot: "content", today: testToday)
}
