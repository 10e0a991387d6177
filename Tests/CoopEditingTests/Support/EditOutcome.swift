import CoopEditing
import CoopTestSupport
import CoopValues

/// What the editing tests share: the day they treat as today, an editor that names the folder
/// `content` in its messages, and what became of an edit, in words.
enum EditOutcome {
    /// The day the tests treat as today.
    static let today = CivilDate(iso: "2026-11-22")!

    /// An editor for `folder`, which its messages call `content`.
    static func editor(_ folder: TemporaryFolder) -> ContentEditor {
        ContentEditor(directory: folder.path, displayRoot: "content", today: today)
    }

    /// `["done"]` when `edit` succeeds; else why not: the refusal's message, the file system's
    /// reason (`io: …`), or each diagnostic as ``describe(_:)`` writes it.
    static func of(_ edit: () throws -> Any) -> [String] {
        do {
            _ = try edit()
            return ["done"]
        } catch EditError.refused(let refusal) {
            return [refusal.commandLineText]
        } catch EditError.io(let reason) {
            return ["io: \(reason)"]
        } catch EditError.invalid(let diagnostics, _) {
            return describe(diagnostics)
        } catch {
            return ["\(error)"]
        }
    }

    /// Whether `folder` holds exactly `files` (by path, their text): nothing written, nothing
    /// added, nothing left behind (the lock is in the state folder beside it, ``StateFolder``).
    static func holds(_ folder: TemporaryFolder, _ files: [String: String]) -> Bool {
        let expected = TemporaryFolder(files: files)
        return FolderSnapshot(folder.path).entries == FolderSnapshot(expected.path).entries
    }

    /// What became of `edit` run on a new folder of `files` (see ``of(_:)``), followed by
    /// `"written"` when it changed anything there.
    static func ofEdit(in files: [String: String], _ edit: (ContentEditor) throws -> Any) -> [String] {
        let folder = TemporaryFolder(files: files)
        let outcome = of { try edit(editor(folder)) }
        return holds(folder, files) ? outcome : outcome + ["written"]
    }
}
