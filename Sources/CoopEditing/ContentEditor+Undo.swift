import CoopFiles
import CoopRecords

extension ContentEditor {
    /// Puts the file of a change back as it was before it, if it still is exactly as the
    /// change left it (the length and hash ``Undo`` keeps): an undo never loses what was
    /// written since. The bytes the change replaced go back between the ones it left as they
    /// were; a file the change made is removed. The content as it will be is checked first,
    /// like any edit, and the file is written atomically under the folder's lock.
    public func undo(_ undo: Undo) throws(EditError) -> LoadedContent {
        do {
            return try locked {
                let file = fullPath(undo.path)
                guard let current = FileSystem.readOwnFile(file), undo.isLeft(current) else {
                    throw EditError.refused(.undoFileChanged(file: shown(undo.path)))
                }
                var before: [UInt8]?
                if !undo.created {
                    guard let restored = undo.before(from: current) else {
                        throw EditError.refused(.undoFileChanged(file: shown(undo.path)))
                    }
                    before = restored
                }
                let checked = load(overlay: [undo.path: before ?? []])
                if checked.hasErrors { throw EditError.invalid(checked.diagnostics, checked.sources) }
                if let before {
                    try write(before, to: undo.path)
                } else if !FileSystem.removeTree(file) {
                    throw EditError.refused(.undoCannotRemove(file: shown(undo.path)))
                }
                return checked
            }
        } catch let error as EditError {
            throw error
        } catch {
            throw EditError.io("\(error)")
        }
    }
}
