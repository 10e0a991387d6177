import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import Foundation
import Testing

/// The sample coop and the two-week coop built in the pseudo-language `qps`, which writes
/// every message and every name of a month or a day between `⟦` and `⟧`: a word a page shows
/// outside them, unless the records themselves hold it, is a word that bypassed the catalogue.
@Suite struct PseudoLanguageTests {
    /// The pages whose every word comes from the catalogue, by the start of their path: every
    /// page ("").
    static let checkedPages: [String] = [""]

    /// `content` copied with `language: qps` in its coop.yaml, built; every page's words
    /// outside the brackets that are not the data's own, as "page: word (in: text)".
    static func englishLeftIn(content: String) -> [String] {
        let copy = copy(of: content, language: "qps")
        let site = BuiltSite(content: copy.url("content"))
        #expect(site.result.report != nil, "the qps site did not build: \(site.result.diagnostics.map(\.description))")
        let data = ReadableWords.dataWords(in: copy.url("content"))
        var found: [String] = []
        for (path, bytes) in site.files().sorted(by: { $0.key < $1.key })
        where path.hasSuffix(".html") && checkedPages.contains(where: { path.hasPrefix($0) }) {
            found += ReadableWords.englishLeft(in: bytes, page: path, dataWords: data)
        }
        return found
    }

    /// A copy of the coop `content` in a new folder's `content/`, with `language:` in its
    /// coop.yaml.
    static func copy(of content: String, language: String) -> TemporaryFolder {
        let copy = TemporaryFolder(prefix: "coop-\(language)")
        let files = FileManager.default.enumerator(atPath: content)?.compactMap { $0 as? String } ?? []
        for file in files where FileManager.default.contents(atPath: content + "/" + file) != nil {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: content + "/" + file, isDirectory: &isFolder), !isFolder.boolValue,
                let bytes = TemporaryFolder.readFile(content + "/" + file)
            else { continue }
            copy.write("content/" + file, bytes: bytes)
        }
        let settings = copy.text("content/coop.yaml") ?? ""
        copy.write("content/coop.yaml", settings + (settings.isEmpty || settings.hasSuffix("\n") ? "" : "\n") + "language: \(language)\n")
        return copy
    }

    /// The findings, the most frequent words first, for the failure's message.
    static func summary(_ found: [String]) -> String {
        var byWord: [String: (count: Int, first: String)] = [:]
        for line in found {
            let word = line.split(separator: " ").dropFirst().first.map(String.init) ?? line
            byWord[word, default: (0, line)].count += 1
        }
        let lines = byWord.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.map { "\($0.value.count)× \($0.value.first)" }
        return "\(found.count) words outside the catalogue:\n" + lines.prefix(300).joined(separator: "\n")
    }

    @Test func theSampleCoopShowsNoWordOutsideTheCatalogue() {
        let found = Self.englishLeftIn(content: repositoryRoot + "/content")
        #expect(found.isEmpty, "\(Self.summary(found))")
    }

    @Test func theTwoWeekCoopShowsNoWordOutsideTheCatalogue() {
        let found = Self.englishLeftIn(content: repositoryRoot + "/Tests/Fixtures/two-weeks")
        #expect(found.isEmpty, "\(Self.summary(found))")
    }

    @Test func aNoteWithManyTagsShowsNoWordOutsideTheCatalogue() {
        let content = TemporaryFolder(prefix: "coop-many-tags")
        let tags = (0..<40).map { "topic\($0)" }.joined(separator: ", ")
        content.write("content/notes.yaml", "- date: 2026-11-20\n  title: Many\n  tags: [\(tags)]\n")
        content.write("content/eggs.yaml", (15...21).map { "2026-11-\($0): 3\n" }.joined())
        let found = Self.englishLeftIn(content: content.url("content"))
        #expect(found.isEmpty, "\(Self.summary(found))")
    }
}
