import CoopFiles

/// Makes a folder hold exactly a built site, as `coop publish` does: first every new or
/// changed file is written (each one atomically, by renaming a whole temporary file over
/// it), then what the site no longer has is removed. A reader of the folder meanwhile sees
/// the old site with some pages already new, never a half-written file, and for a moment at
/// the end some pages the site no longer links to.
struct SiteMirror {
    /// The hidden file that marks a folder as one `coop publish --to` made: only such a
    /// folder, or an empty one, is ever emptied of what the site does not hold.
    static let marker = ".coop-published"

    /// What the marker says to whoever opens it.
    static let markerText = """
        This folder is published by Coop Count (coop publish --to): each publish replaces
        everything in it with the coop's public site. Do not keep other files here.

        """

    /// What one mirroring changed.
    struct Changes {
        /// Files written because they were new or different.
        var written = 0
        /// Files and folders removed because the site no longer has them.
        var removed = 0

        /// Whether nothing changed.
        var isEmpty: Bool { written == 0 && removed == 0 }
    }

    /// Why a mirroring stopped, with the path concerned.
    struct Failure: Error {
        /// The message, naming the path and the reason.
        let message: String
    }

    /// The built site.
    let site: FilePath

    /// Makes `destination` hold exactly the site's files, leaving the names in `keeping` at
    /// its top (the marker, a repository's `.git`) alone.
    func mirror(into destination: FilePath, keeping: Set<String>) throws(Failure) -> Changes {
        var changes = Changes()
        try copy(site, into: destination, changes: &changes)
        try prune(destination, against: site, keeping: keeping, changes: &changes)
        return changes
    }

    /// Writes the files of `source` that `target` lacks or holds differently, folder by folder.
    private func copy(_ source: FilePath, into target: FilePath, changes: inout Changes) throws(Failure) {
        guard let names = FileSystem.list(source) else {
            throw Failure(message: "cannot read the built site at '\(source)': \(FileSystem.lastError)")
        }
        for name in names.sorted() {
            let from = source.appending(name)
            let to = target.appending(name)
            switch FileSystem.entry(at: from) {
            case .directory:
                if FileSystem.entry(at: to) != .directory {
                    if FileSystem.entry(at: to) != .missing { try remove(to, changes: &changes) }
                    guard FileSystem.makeDirectory(to) else {
                        throw Failure(message: "cannot create the folder '\(to)': \(FileSystem.lastError)")
                    }
                }
                try copy(from, into: to, changes: &changes)
            case .file:
                guard let bytes = FileSystem.read(from) else {
                    throw Failure(message: "cannot read the built file '\(from)': \(FileSystem.lastError)")
                }
                let existing = FileSystem.entry(at: to)
                if existing == .file, FileSystem.holdsExactly(to, bytes) { continue }
                if existing != .file, existing != .missing { try remove(to, changes: &changes) }
                do {
                    try FileSystem.writeAtomically(bytes, to: to, temporaryTag: "coop-publish")
                } catch {
                    throw Failure(message: "\(error)")
                }
                changes.written += 1
            default:
                continue  // a build writes only files and folders
            }
        }
    }

    /// Removes what `target` has and `source` does not, except `keeping` at the top.
    private func prune(_ target: FilePath, against source: FilePath, keeping: Set<String>, changes: inout Changes) throws(Failure) {
        guard let names = FileSystem.list(target) else {
            throw Failure(message: "cannot read the folder '\(target)': \(FileSystem.lastError)")
        }
        for name in names.sorted() where !keeping.contains(name) {
            let here = target.appending(name)
            let there = source.appending(name)
            switch (FileSystem.entry(at: here), FileSystem.entry(at: there)) {
            case (.directory, .directory):
                try prune(here, against: there, keeping: [], changes: &changes)
            case (.file, .file):
                continue
            default:
                try remove(here, changes: &changes)
            }
        }
    }

    /// Removes `path` (a folder with everything in it), counting it.
    private func remove(_ path: FilePath, changes: inout Changes) throws(Failure) {
        guard FileSystem.removeTree(path) else {
            throw Failure(message: "cannot remove '\(path)', which the site no longer has: \(FileSystem.lastError)")
        }
        changes.removed += 1
    }
}
