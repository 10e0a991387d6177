import CoopValues

extension ContentEditor {
    /// What ``ContentEditor/undo(_:)`` needs to put a change's file back, and no more: not
    /// the whole file before and after the change, but how many bytes at its start and end
    /// the change left as they were, the bytes of the file before the change between them
    /// (the record's lines), and a fingerprint (length and FNV-1a hash) of the file as the
    /// change left it. What it keeps is bounded by the change, not by the file
    /// (``keptBytes``): the coop app remembers 100 of them.
    public struct Undo: Sendable, Hashable {
        /// The file, relative to the content folder.
        public let path: String
        /// Whether the change made the file: undoing it removes the file.
        public let created: Bool
        /// How many bytes at the start the file before and after the change share.
        public let prefix: Int
        /// How many bytes at the end they share, after ``prefix``.
        public let suffix: Int
        /// The bytes of the file before the change between the shared start and end; empty
        /// when the change made the file.
        public let replaced: [UInt8]
        /// The length of the file as the change left it.
        public let afterCount: Int
        /// The FNV-1a hash of the file as the change left it.
        public let afterHash: UInt64

        /// The undo of the change of the file at `path` (relative) from `before` (`nil`: the
        /// change made it) to `after`.
        init(path: String, before: [UInt8]?, after: [UInt8]) {
            self.path = path
            afterCount = after.count
            afterHash = FNV1a.hash(after)
            guard let before else {
                (created, prefix, suffix, replaced) = (true, 0, 0, [])
                return
            }
            let shortest = min(before.count, after.count)
            var start = 0
            while start < shortest, before[start] == after[start] { start += 1 }
            var end = 0
            while end < shortest - start, before[before.count - 1 - end] == after[after.count - 1 - end] { end += 1 }
            (created, prefix, suffix) = (false, start, end)
            replaced = Array(before[start..<(before.count - end)])
        }

        /// How many bytes of the file it keeps: the ones the change replaced.
        public var keptBytes: Int { replaced.count }

        /// Whether `bytes` are the file as the change left it: the same length and hash.
        public func isLeft(_ bytes: [UInt8]) -> Bool { bytes.count == afterCount && FNV1a.hash(bytes) == afterHash }

        /// The file as it was before the change, from `after`, the file as the change left it;
        /// `nil` when the change made the file or `after` is not what it left.
        public func before(from after: [UInt8]) -> [UInt8]? {
            guard !created, isLeft(after), prefix + suffix <= after.count else { return nil }
            return Array(after[..<prefix]) + replaced + Array(after[(after.count - suffix)...])
        }
    }
}
