import CoopRecordsTestSupport
import CoopTestSupport
import Foundation
import Testing

/// docs/exports.md says which columns each spreadsheet has, in order: what the sample coop's
/// build writes (issue 28, point 10).
@Suite struct ExportDocsTests {
    /// The files and their columns in the table of docs/exports.md between its markers.
    static func documented() throws -> [String: [String]] {
        let docs = try String(contentsOfFile: repositoryRoot + "/docs/exports.md", encoding: .utf8)
        let start = try #require(docs.range(of: "<!-- csv-columns -->"))
        let end = try #require(docs.range(of: "<!-- end csv-columns -->"))
        var files: [String: [String]] = [:]
        for line in docs[start.upperBound..<end.lowerBound].split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3 else { continue }
            let names = cells[2].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            files[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = names.map { String($0.element) }
        }
        return files
    }

    @Test func theDocumentedColumnsAreThoseTheSampleWrites() throws {
        let site = BuiltSite(content: repositoryRoot + "/content")
        let documented = try Self.documented()
        let written = try FileManager.default.contentsOfDirectory(atPath: site.folder.url("public/data")).filter { $0.hasSuffix(".csv") }
        #expect(Set(documented.keys) == Set(written))
        for file in written {
            let text = site.page("data/" + file)
            let header = text.split(separator: "\r\n", maxSplits: 1).first.map { String($0.drop { $0 == "\u{FEFF}" }) } ?? ""
            #expect(documented[file] == header.split(separator: ",").map(String.init), "\(file)")
        }
    }
}
