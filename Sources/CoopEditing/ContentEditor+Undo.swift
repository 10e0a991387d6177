import CoopFiles
import CoopRecords

extension ContentEditor {
    /// Puts the file of a change back as it was before it, if it still holds exactly what the
    /// change wrote: an undo never loses what was written since. A file the change made is
    /// removed. The content as it will be is checked first, like any edit.
    public func undo(_ undo: Undo) throws(EditError) -> LoadedContent {
        do {
            return try locked {
                let file = fullPath(undo.path)
                guard FileSystem.holdsExactly(file, undo.after) else {
                    throw EditError.refused(.undoFileChanged(file: shown(undo.path)))
                }
                let checked = load(overlay: undo.before.map { [undo.path: $0] } ?? [undo.path: []])
                if checked.hasErrors { throw EditError.invalid(checked.diagnostics, checked.sources) }
                if let before = undo.before {
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
