/// Where `coop` keeps what it needs between runs that is not the family's records: the lock
/// that makes two writers take turns, the browsers paired with `coop serve`, the ids of the
/// entries the coop app applied.
///
/// It is a folder named as the content folder inside `.coop/` beside it (`.coop/content/` for
/// a coop's usual `content/`), as the `theme/` folder of a coop's own theme is beside it:
/// outside `content/`, so that a family that commits or publishes its content never commits
/// or publishes these (the pairings are hashes of the phones' keys), and never inside the
/// site; named after the content folder, so that two content folders side by side never share
/// a lock or their pairings. `coop new` writes a `.gitignore` that leaves `.coop/` out of git.
/// Versions before it kept the files in the content folder (`.coop-lock`, `.coop-pairings`,
/// `.coop-entries`): the first run that needs one moves it here, so phones stay paired.
public struct StateFolder: Sendable {
    /// The name of the folder beside the content folder that holds the state folders.
    public static let name = ".coop"

    /// The state folder.
    public let path: FilePath
    /// The content folder it belongs to.
    private let content: FilePath

    /// The state folder of the content folder `content`.
    public init(content: String) {
        self.content = FilePath(content)
        // `.` or `..` names no folder, and a link is not where the folder is: the state folder
        // is then beside the real folder, so that every path to one content folder takes the
        // same lock and finds the same pairings.
        var named = self.content
        let unnamed = [".", ".."].contains(named.lastComponent) || named.isCurrentFolder
        if unnamed || FileSystem.entry(at: named.trimmingTrailingSlashes) == .link, let real = FileSystem.realPath(named) { named = real }
        path = named.parent.appendingAsTyped(Self.name).appending(named.lastComponent)
    }

    /// The path of `file`, whether or not it exists.
    public func path(of file: StateFile) -> FilePath { path.appending(file.rawValue) }

    /// The path of `file`, ready to be opened: the state folder made if it is missing, and the
    /// file an earlier version left in the content folder moved here (a lock left there is
    /// removed). When the content folder does not exist nothing is made: the caller's own
    /// error about the missing folder comes first.
    public func prepared(_ file: StateFile) -> FilePath {
        let target = path(of: file)
        guard FileSystem.entry(at: content, followingLinks: true) == .directory else { return target }
        _ = FileSystem.makeDirectories(path)
        let former = content.appending(file.formerName)
        if FileSystem.entry(at: former) == .file {
            switch file {
            case .lock: _ = FileSystem.removeTree(former)
            case .pairings, .entries:
                if FileSystem.entry(at: target) == .missing { _ = FileSystem.move(former, target) }
            }
        }
        return target
    }
}

/// A file of the ``StateFolder``.
public enum StateFile: String, CaseIterable, Sendable {
    /// Held while the content folder is written (`coop add`, the coop app).
    case lock
    /// The SHA-256 of each paired browser's key (`coop serve`).
    case pairings
    /// The ids of the entries the coop app applied, so that one sent twice is written once.
    case entries

    /// Its name in the content folder, where versions before the state folder kept it.
    public var formerName: String { ".coop-" + rawValue }
}
