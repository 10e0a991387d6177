import CoopFiles

/// The browsers paired with a coop: the SHA-256 of each one's token (``PairingCookie``), never
/// the token, kept in a file so that pairing outlives a restart of `coop serve`.
///
/// The file (`pairings` in the coop's ``StateFolder``, `.coop/content/` beside the content
/// folder: never in the content a family commits or publishes) holds one digest in hex per line after two lines of comment;
/// other lines are ignored. It is written atomically with mode 0600. It is read again
/// whenever it changes on disk, so deleting it (or a line of it) unpairs at once, without a
/// restart. Someone who reads the file learns no token: a digest cannot be turned back into
/// one, nor be sent as a cookie.
struct PairingBook: Sendable {
    /// The file, or `nil` to keep the pairings in memory only.
    let file: FilePath?
    /// The digests of the paired browsers' tokens, in lowercase hex.
    private(set) var digests: Set<String> = []
    /// The file as it was when last read or written (`nil`: it was not there).
    private var seen: FileSystem.Status?

    /// The pairings kept in `file` (none yet if it does not exist); throws if it exists and
    /// cannot be read.
    init(file: FilePath?) throws(PairingsUnreadable) {
        self.file = file
        guard let file, let status = FileSystem.status(of: file, followingLinks: true) else { return }
        guard let bytes = FileSystem.read(file) else { throw PairingsUnreadable(path: file.string, reason: FileSystem.lastError) }
        digests = Self.digests(in: bytes)
        seen = status
    }

    /// Whether `token` is a paired browser's.
    func contains(token: String) -> Bool {
        digests.contains(SHA256.hex(token))
    }

    /// Reads the file again if it changed on disk since it was last read or written: gone
    /// (or unreadable), no pairings.
    mutating func refresh() {
        guard let file else { return }
        let status = FileSystem.status(of: file, followingLinks: true)
        guard status != seen else { return }
        seen = status
        digests = status == nil ? [] : FileSystem.read(file).map(Self.digests(in:)) ?? []
    }

    /// Pairs the browser holding `token`, and writes the file. The pairing holds in memory
    /// even when the file cannot be written (the error says why). The file is read first if
    /// it changed: a browser unpaired by deleting the file, or a line, stays unpaired.
    mutating func add(token: String) throws(FileFailure) {
        refresh()
        digests.insert(SHA256.hex(token))
        guard let file else { return }
        try FileSystem.writeAtomically(contents, to: file, temporaryTag: "pairing", permissions: 0o600)
        seen = FileSystem.status(of: file, followingLinks: true)
    }

    /// What the file holds: the comment, then the digests in order.
    var contents: [UInt8] {
        Array((AccessWording.pairingsFileHeader + digests.sorted().map { $0 + "\n" }.joined()).utf8)
    }

    /// The digests in a file's `bytes`: its lines of 64 hex digits.
    static func digests(in bytes: [UInt8]) -> Set<String> {
        var found: Set<String> = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let text = HTTPRequestHead.trimmed(Substring(String(decoding: line, as: UTF8.self))).lowercased()
            if SHA256.isHexDigest(text[...]) { found.insert(text) }
        }
        return found
    }
}

/// A pairings file that exists but cannot be read: `coop serve` does not start.
public struct PairingsUnreadable: Error, CustomStringConvertible {
    /// The file.
    public let path: String
    /// The system's reason, in words.
    public let reason: String
    /// What went wrong, for the user.
    public var description: String { AccessWording.cannotReadPairings(path, reason: reason) }
}
