import CoopDiagnostics
import CoopValues
import CoopYAML
import Synchronization

/// A ``ParseCache`` shared by the reads of one long-running process (`coop serve`: its coop
/// app's forms and edits, and its rebuilds of the site), so that each read parses only the
/// files changed since the last, and a read of what the last read (or the last check of an
/// edit) saw is that read, not done again.
public final class SharedParseCache: Sendable {
    private let cache = Mutex(ParseCache())

    /// An empty cache.
    public init() {}

    /// The content folder read as ``ContentLoader/load(from:displayRoot:today:overlay:)``
    /// reads it, reusing and refreshing the cache. Reads take turns.
    public func load(from directory: String, displayRoot: String?, today: CivilDate, overlay: [String: [UInt8]] = [:]) -> LoadedContent {
        cache.withLock { ContentLoader.load(from: directory, displayRoot: displayRoot, today: today, overlay: overlay, cache: &$0) }
    }

    /// The file shown in messages as `path`, holding `bytes`, parsed: the parse the last read
    /// kept if the file held exactly these bytes then, else parsed now (and not kept).
    public func parse(_ bytes: [UInt8], path: String) -> Result<YAMLNode?, Diagnostic> {
        if let kept = cache.withLock({ $0.result(for: path, bytes: bytes) }) { return kept }
        return YAMLParser.parse(bytes, path: path)
    }
}
