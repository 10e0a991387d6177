import CoopValues

/// A content folder read without errors, with everything the read depended on: the folder
/// (its real path, how messages name it), the day, the files found (record files by kind and
/// path, and the other files, photos among them) and every record file's bytes.
///
/// Reading is a function of these alone when the content has no errors (an error may come
/// from a look at the disk beyond them: a photo in a folder Coop Count skips), so a read that
/// finds them all the same is this one: `coop serve` checks an edit once, and the rebuild
/// after it starts from what the check read instead of parsing and checking it again.
struct CheckedContent: Sendable {
    /// What the read depended on.
    struct Inputs: Sendable, Equatable {
        /// The content folder's real path.
        let root: String
        /// The content folder as messages name it.
        let displayRoot: String
        /// The day future dates are measured from.
        let today: CivilDate
        /// The files other than record files, relative to the folder.
        let assets: [String]
        /// The record files, sorted by path.
        let files: [RecordFileEntry]
        /// Each record file's bytes, in the order of `files`.
        let bytes: [[UInt8]]
    }

    /// What the read depended on.
    let inputs: Inputs
    /// What it gave.
    let content: LoadedContent
}
