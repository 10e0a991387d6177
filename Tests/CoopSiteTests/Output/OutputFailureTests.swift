import CoopDiagnostics
import CoopTestSupport
import Foundation
import Synchronization
import Testing

@testable import CoopSite

/// A build whose write fails leaves no staging folder beside the output (issue 19, point 4).
@Suite struct OutputFailureTests {
    @Test func aFailedWriteRemovesItsStagingFolder() {
        let folder = TemporaryFolder(files: [:])
        let writer = OutputWriter(output: folder.url("public"))
        // "a" is made as a folder for "a/b", so writing the file "a" fails.
        #expect(throws: DiagnosticError.self) {
            try writer.write([.copy("a/b", .page, Array("b".utf8)), .copy("a", .page, Array("a".utf8))])
        }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]) == [])
    }

    /// The writer makes each file itself, once, and writes it as soon as it is made (issue 27,
    /// point 1): the bytes it returns are those of every file, each file holds its own.
    @Test func eachFileIsMadeOnceAndWritten() throws {
        let folder = TemporaryFolder(files: [:])
        let writer = OutputWriter(output: folder.url("public"))
        let made = Mutex(0)
        let files = (0..<300).map { n in
            SiteFile(path: "pages/\(n % 7)/\(n).html", role: .page) {
                made.withLock { $0 += 1 }
                return Array(String(repeating: "page \(n)\n", count: n).utf8)
            }
        }
        let bytes = try writer.write(files)
        #expect(made.withLock { $0 } == 300)
        #expect(bytes == (0..<300).reduce(0) { $0 + "page \($1)\n".utf8.count * $1 })
        for n in [0, 1, 150, 299] {
            let text = try String(contentsOfFile: folder.url("public/pages/\(n % 7)/\(n).html"), encoding: .utf8)
            #expect(text == String(repeating: "page \(n)\n", count: n))
        }
    }
}
