import CoopDefaultTheme
import CoopDiagnostics
import CoopFiles
import CoopRecords
import CoopTemplate

/// A theme's files: templates (`*.xhtml`) and static files (`static/...`, copied to the
/// site root), from the built-in theme or `--theme DIR`, with single files overridden by a
/// `theme/` folder beside the content.
public struct Theme: Sendable {
    /// Where a file came from, for diagnostics.
    public enum Origin: Sendable, Equatable {
        /// The theme built into the binary.
        case builtIn
        /// A folder on disk (the `--theme` folder or the `theme/` override folder).
        case folder(String)
    }

    /// Every file by its path in the theme, with its bytes and where it came from.
    public let files: [String: (bytes: [UInt8], origin: Origin)]

    /// Collects the theme: `directory` (or the built-in theme), then `overrides` on top.
    /// A missing override folder is fine; a missing `--theme` folder is an error.
    public static func load(directory: String?, overrides: String?) -> Result<Theme, DiagnosticError> {
        var files: [String: (bytes: [UInt8], origin: Origin)] = [:]
        if let directory {
            guard let found = readFolder(directory) else {
                return .failure(DiagnosticError([.error(.unknownTemplate, "there is no theme folder '\(directory)'", at: nil)]))
            }
            for (path, bytes) in found { files[path] = (bytes, .folder(directory)) }
        } else {
            for (path, bytes) in DefaultTheme.files { files[path] = (bytes, .builtIn) }
        }
        if let overrides, let found = readFolder(overrides) {
            for (path, bytes) in found { files[path] = (bytes, .folder(overrides)) }
        }
        return .success(Theme(files: files))
    }

    /// Whether `other` has exactly these files, from the same places.
    public func hasSameFiles(as other: Theme) -> Bool {
        files.count == other.files.count
            && files.allSatisfy { path, file in
                other.files[path].map { $0.origin == file.origin && $0.bytes == file.bytes } ?? false
            }
    }

    /// Whether every file is the built-in theme's: no `--theme` folder, no override.
    var isBuiltIn: Bool { files.values.allSatisfy { $0.origin == .builtIn } }

    /// The path shown in diagnostics for a theme file.
    public func displayPath(_ path: String) -> String {
        switch files[path]?.origin {
        case .folder(let folder)?: FilePath(folder).appending(path).string
        default: "Themes/default/" + path
        }
    }

    /// The templates, loaded and checked for well-formedness; those named in `left` (by path in
    /// the theme) are left out, unread.
    public func templates(excluding left: Set<String> = []) -> TemplateLibrary {
        TemplateLibrary(
            files: files.filter { $0.key.hasSuffix(".xhtml") && !left.contains($0.key) }.mapValues(\.bytes), displayPath: displayPath)
    }

    /// The static files, by their path in the site (`assets/coop.css`).
    public var staticFiles: [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        for (path, file) in files where path.hasPrefix("static/") {
            out[String(path.dropFirst("static/".count))] = file.bytes
        }
        return out
    }

    /// Every regular file under `folder`, by relative path, skipping names starting with `.`.
    /// A link is read when it leads to a regular file inside `folder`; links leaving the
    /// folder, and links to folders, are ignored. Nil when `folder` is not a folder.
    private static func readFolder(_ folder: String) -> [String: [UInt8]]? {
        guard FileSystem.entry(at: FilePath(folder), followingLinks: true) == .directory,
            let root = FileSystem.realPath(FilePath(folder))
        else { return nil }
        var out: [String: [UInt8]] = [:]
        var pending: [(path: FilePath, relative: FilePath, depth: Int)] = [(root, "", 0)]
        while let (path, relative, depth) = pending.popLast() {
            for name in (FileSystem.list(path) ?? []).sorted() where !name.hasPrefix(".") {
                let entryPath = path.appending(name)
                let entryRelative = relative.appending(name)
                switch FileSystem.entry(at: entryPath) {
                case .directory where depth < 32:
                    pending.append((entryPath, entryRelative, depth + 1))
                case .file:
                    if let bytes = FileSystem.read(entryPath) { out[entryRelative.string] = bytes }
                case .link:
                    // Followed only to a regular file inside the theme.
                    guard let target = FileSystem.realPath(entryPath), root.contains(target),
                        FileSystem.entry(at: target) == .file, let bytes = FileSystem.read(target)
                    else { continue }
                    out[entryRelative.string] = bytes
                default:
                    continue
                }
            }
        }
        return out
    }
}
