/// A path in the file system, as text: what is joined, split and shown instead of strings
/// put together with `"/"` by hand.
///
/// The path is kept exactly as given (`content`, `./content`, `/srv/coop/`), so that paths
/// shown in messages read as the user typed them. Nothing is resolved: use
/// ``FileSystem/realPath(_:)`` for links, `.` and `..`.
///
/// ```swift
/// FilePath("content").appending("eggs/2026.yaml")         // content/eggs/2026.yaml
/// FilePath("content/").appending("eggs/2026.yaml")        // content/eggs/2026.yaml
/// FilePath(".").appendingAsTyped("eggs/2026.yaml")        // eggs/2026.yaml
/// FilePath("site/public/").parent                         // site
/// FilePath("site/public/").lastComponent                  // public
/// ```
public struct FilePath: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The path as given.
    public let string: String

    /// The path `string`, kept as it is.
    public init(_ string: String) {
        self.string = string
    }

    /// The path written in the code.
    public init(stringLiteral string: String) {
        self.string = string
    }

    /// The path as given, for messages.
    public var description: String { string }

    /// Whether this is the current folder: `.`, or the empty path.
    public var isCurrentFolder: Bool { string.isEmpty || string == "." }

    /// `relative` inside this folder: joined with one `/` (none after a path that already
    /// ends with one); the empty path gives `relative` alone.
    public func appending(_ relative: String) -> FilePath {
        if string.isEmpty { return FilePath(relative) }
        return FilePath(string.hasSuffix("/") ? string + relative : string + "/" + relative)
    }

    /// `relative` inside this folder as a person would type it: as ``appending(_:)``, except
    /// that in the current folder (`.`) it is `relative` alone, `eggs/2026.yaml` rather than
    /// `./eggs/2026.yaml`. For paths shown in messages, and those the user sees derived from
    /// another.
    public func appendingAsTyped(_ relative: String) -> FilePath {
        isCurrentFolder ? FilePath(relative) : appending(relative)
    }

    /// What follows this folder in `path` (`eggs/2026.yaml` of `content/eggs/2026.yaml`),
    /// or `nil` when `path` does not start with this folder and a `/`.
    public func relativePath(of path: String) -> String? {
        let prefix = string.hasSuffix("/") ? string : string + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Whether `other` is this path or lies inside it, compared as text (resolve both with
    /// ``FileSystem/realPath(_:)`` first to compare where they lead).
    public func contains(_ other: FilePath) -> Bool {
        other.string == string || relativePath(of: other.string) != nil
    }

    /// The path without slashes at its end (`/` stays `/`).
    public var trimmingTrailingSlashes: FilePath {
        var trimmed = Substring(string)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return FilePath(String(trimmed))
    }

    /// The folder holding this path: `content` of `content/eggs`, `.` of `content`, `/` of
    /// `/srv`.
    public var parent: FilePath {
        let trimmed = trimmingTrailingSlashes.string
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : FilePath(String(trimmed[..<slash]))
    }

    /// The last component: `2026.yaml` of `content/eggs/2026.yaml`, `public` of `public/`.
    public var lastComponent: String {
        let trimmed = trimmingTrailingSlashes.string
        return trimmed.split(separator: "/").last.map(String.init) ?? trimmed
    }
}
