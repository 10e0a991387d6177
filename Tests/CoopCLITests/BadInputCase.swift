import CoopTestSupport
import Foundation
import Testing

/// One case of the bad-input corpus: a folder in Tests/Corpus/bad-input, or a
/// ``GeneratedBadInput`` written when the test runs.
struct BadInputCase: Sendable, CustomTestStringConvertible {
    /// Where the case comes from.
    enum Source: Sendable {
        /// A case folder: `content/`, perhaps `theme/`, and `expected.txt`.
        case folder(String)
        /// A case written by the test.
        case generated(GeneratedBadInput)
    }

    /// `NNN-what-is-wrong`.
    let slug: String
    let source: Source

    var testDescription: String { slug }

    /// The corpus folder.
    static let corpus = repositoryRoot + "/Tests/Corpus/bad-input"

    /// The case folders in the corpus, by slug; none if the corpus is missing.
    static let onDisk: [BadInputCase] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        return names.filter { isSlug($0) }.sorted().map { BadInputCase(slug: $0, source: .folder(corpus + "/" + $0)) }
    }()

    /// Every case: the folders, then the generated ones (without those that need a user other
    /// than root, when the tests run as root).
    static let all: [BadInputCase] =
        onDisk
        + GeneratedBadInput.all
        .filter { !$0.needsNonRoot || geteuid() != 0 }
        .map { BadInputCase(slug: $0.slug, source: .generated($0)) }

    /// Whether `name` is a case's name: three digits, a dash, then lower-case words.
    static func isSlug(_ name: String) -> Bool {
        let characters = Array(name.utf8)
        guard characters.count > 4, characters[..<3].allSatisfy({ (48...57).contains($0) }), characters[3] == UInt8(ascii: "-")
        else { return false }
        return characters[4...].allSatisfy { (97...122).contains($0) || (48...57).contains($0) || $0 == UInt8(ascii: "-") }
    }

    /// Writes the case into `folder`: the case folder's files but `expected.txt`, or the
    /// generated files.
    func make(in folder: TemporaryFolder) throws {
        switch source {
        case .folder(let path):
            for name in try FileManager.default.contentsOfDirectory(atPath: path) where name != "expected.txt" {
                try FileManager.default.copyItem(atPath: path + "/" + name, toPath: folder.url(name))
            }
        case .generated(let generated):
            generated.make(folder)
        }
    }

    /// The exact standard error the case expects.
    func expected() throws -> String {
        switch source {
        case .folder(let path):
            guard let bytes = TemporaryFolder.readFile(path + "/expected.txt") else {
                throw CorpusError("\(slug) has no expected.txt")
            }
            return String(decoding: bytes, as: UTF8.self)
        case .generated(let generated):
            return generated.expected
        }
    }
}

/// A corpus case that cannot be run as it is.
struct CorpusError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
