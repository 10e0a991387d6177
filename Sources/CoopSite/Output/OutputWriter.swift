import CoopDiagnostics
import CoopFiles
import CoopParallel

/// Writes a built site so that the output folder always holds a whole site: the previous
/// one or the new one, never half of either.
///
/// Files are written into a hidden sibling folder (`.public.coop-build-<pid>`), which is
/// then swapped with the output folder in one step; the old site is removed afterwards.
/// Every folder Coop Count makes carries a marker file, `.coop-site`: a folder without it
/// is never replaced or deleted, and leftovers of killed builds (hidden siblings with the
/// marker) are cleaned up by the next build. So that a kill at any moment leaves only such
/// leftovers, the marker is the first file written into a new folder and the last one
/// removed from an old one: a hidden sibling of ours is either empty or marked.
struct OutputWriter {
    /// The marker file's name and text.
    static let markerName = ".coop-site"
    static let markerText = "This folder is made by Coop Count (coop build) and replaced by every build.\n"

    let output: FilePath
    private let parent: FilePath
    private let name: String

    init(output: String) {
        self.output = FilePath(output).trimmingTrailingSlashes
        parent = self.output.parent
        name = self.output.lastComponent
    }

    private var leftoverPrefix: String { ".\(name).coop-" }

    /// Checks the output folder can be replaced, before anything is built.
    func check() throws(DiagnosticError) {
        switch FileSystem.entry(at: output) {
        case .missing:
            return
        case .directory:
            let names = FileSystem.list(output) ?? []
            if names.contains(Self.markerName), !FileSystem.isWritable(output) {
                // The new site would be swapped in, but the old one could not be removed.
                throw DiagnosticError([
                    .error(
                        .outputNotOurs, "'\(output)' is read-only, so coop cannot remove the old site from it", at: nil,
                        help: "make it writable (chmod -R u+w '\(output)'), or build somewhere else with --output DIR")
                ])
            }
            if names.isEmpty || names.contains(Self.markerName) { return }
            throw DiagnosticError([
                .error(
                    .outputNotOurs, "'\(output)' exists and was not made by coop, so coop will not replace it", at: nil,
                    help: "move it away, or build somewhere else with --output DIR")
            ])
        case .link:
            throw DiagnosticError([
                .error(
                    .outputNotOurs, "'\(output)' is a link; coop will not follow it or replace it", at: nil,
                    help: "build into a real folder with --output DIR")
            ])
        case .file, .other:
            throw DiagnosticError([
                .error(
                    .outputNotOurs, "'\(output)' exists and is not a folder", at: nil,
                    help: "move it away, or build somewhere else with --output DIR")
            ])
        }
    }

    /// Removes hidden siblings left by killed builds: those carrying the marker, and empty ones
    /// (a build killed between making its folder and marking it, or after unmarking it).
    func cleanLeftovers() {
        for entry in FileSystem.list(parent) ?? [] where entry.hasPrefix(leftoverPrefix) {
            let path = parent.appending(entry)
            guard FileSystem.entry(at: path) == .directory else { continue }
            if FileSystem.entry(at: path.appending(Self.markerName)) == .file {
                removeSite(path)
            } else if FileSystem.list(path)?.isEmpty == true {
                FileSystem.removeTree(path)
            }
        }
    }

    /// Removes a folder of ours, its marker last, so that a kill part-way leaves it marked.
    private func removeSite(_ path: FilePath) {
        for name in FileSystem.list(path) ?? [] where name != Self.markerName {
            FileSystem.removeTree(path.appending(name))
        }
        FileSystem.removeTree(path.appending(Self.markerName))
        FileSystem.removeTree(path)
    }

    /// Makes each of `files` and writes it into the new site, then swaps the site in; returns
    /// the bytes written. Each file is made on whichever core is free and written as soon as it
    /// is made, its bytes freed once written, so a build holds at any moment only the files
    /// being made, not the whole site: its memory follows the content and the largest page.
    ///
    /// Another build into the same output (or a sibling of it) is waited for: builds lock the
    /// output's parent folder from cleaning up leftovers to the swap, so that one never removes
    /// the other's staging folder or swaps a site in under it. `written` is called once every
    /// file is in the new folder, before the swap (the build's clock ends its "render" there).
    @discardableResult
    func write(_ files: [SiteFile], written: () -> Void = {}) throws(DiagnosticError) -> Int {
        guard FileSystem.makeDirectories(parent) else {
            let reason = FileSystem.entry(at: parent) == .file ? "a file has that name" : FileSystem.lastError
            throw failure("cannot create the folder '\(parent)': \(reason)")
        }
        let result: Result<Int, DiagnosticError>
        do {
            result = try FileSystem.withFolderLock(parent) { () -> Result<Int, DiagnosticError> in
                do throws(DiagnosticError) {
                    return .success(try writeLocked(files, written: written))
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            throw failure("cannot lock the folder '\(parent)' to write the site: \(error.reason)")
        }
        return try result.get()
    }

    /// ``write(_:)``, holding the lock.
    private func writeLocked(_ files: [SiteFile], written filesWritten: () -> Void) throws(DiagnosticError) -> Int {
        try check()
        cleanLeftovers()
        // A new folder of its own: whatever holds the name already is not ours to remove.
        let base = leftoverPrefix + "build-\(FileSystem.processID)"
        var staging = parent.appending(base)
        var attempt = 1
        var made = FileSystem.makeNewDirectory(staging)
        while made != .made {
            guard made == .exists, attempt < 100 else { throw failure("cannot write in '\(parent)': \(FileSystem.lastError)") }
            attempt += 1
            staging = parent.appending(base + "-\(attempt)")
            made = FileSystem.makeNewDirectory(staging)
        }
        guard FileSystem.writeNewFile(staging.appending(Self.markerName), Array(Self.markerText.utf8)) else {
            let reason = FileSystem.lastError
            FileSystem.removeTree(staging)
            throw failure("cannot write in '\(parent)': \(reason)")
        }
        var folders: Set<String> = [""]
        for file in files {
            var folder = FilePath("")
            for component in file.path.split(separator: "/").dropLast() {
                folder = folder.appending(String(component))
                if folders.insert(folder.string).inserted, !FileSystem.makeDirectory(staging.appending(folder.string)) {
                    let reason = FileSystem.lastError
                    removeSite(staging)
                    throw failure("cannot create '\(folder)' in the new site: \(reason)")
                }
            }
        }
        // The folders exist: the files are independent, made and written on every core. A
        // file whose bytes the current site already holds is not written again but linked, so
        // a rebuild writes only what changed, and the old site's removal frees only that.
        let folder = staging
        let previous = FileSystem.entry(at: output) == .directory ? output : nil
        let written = files.parallelMap { file -> Written in
            let bytes = file.make()
            let path = folder.appending(file.path)
            if let previous, FileSystem.holdsExactly(previous.appending(file.path), bytes),
                FileSystem.link(previous.appending(file.path), path)
            {
                return .written(bytes.count)
            }
            guard FileSystem.writeNewFile(path, bytes) else { return .failed("cannot write '\(file.path)': \(FileSystem.lastError)") }
            return .written(bytes.count)
        }
        var total = 0
        for file in written {
            switch file {
            case .written(let count): total += count
            case .failed(let message):
                removeSite(staging)
                throw failure(message)
            }
        }
        filesWritten()
        do {
            try swap(in: staging)
        } catch {
            // The staging folder is not left beside the output (it may be gone already).
            if FileSystem.entry(at: staging) == .directory { removeSite(staging) }
            throw error
        }
        return total
    }

    /// What became of one file: its size, or why it could not be written.
    private enum Written: Sendable {
        case written(Int)
        case failed(String)
    }

    private func swap(in staging: FilePath) throws(DiagnosticError) {
        if FileSystem.entry(at: output) == .missing {
            guard FileSystem.move(staging, output) else {
                throw failure("cannot move the new site into '\(output)': \(FileSystem.lastError)")
            }
            return
        }
        if FileSystem.exchange(staging, output) {
            removeSite(staging)  // now the old site
            return
        }
        // No atomic exchange here: move the old site aside, the new one in, then remove the old.
        let old = parent.appending(leftoverPrefix + "old-\(FileSystem.processID)")
        guard FileSystem.move(output, old) else {
            throw failure("cannot move the old site out of '\(output)': \(FileSystem.lastError)")
        }
        guard FileSystem.move(staging, output) else {
            let reason = FileSystem.lastError
            _ = FileSystem.move(old, output)
            throw failure("cannot move the new site into '\(output)': \(reason)")
        }
        removeSite(old)
    }

    private func failure(_ message: String) -> DiagnosticError {
        DiagnosticError([.error(.outputNotOurs, message, at: nil)])
    }
}

extension DiagnosticCode {
    /// The output folder cannot or may not be written.
    public static let outputNotOurs: DiagnosticCode = "output"
}
