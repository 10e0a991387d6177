import CoopDiagnostics
import CoopTestSupport
import Foundation
import Testing

@testable import CoopSite

/// A build whose write fails leaves no staging folder beside the output (issue 19, point 4).
@Suite struct OutputFailureTests {
    @Test func aFailedWriteRemovesItsStagingFolder() {
        let folder = TemporaryFolder(files: [:])
        let writer = OutputWriter(output: folder.url("public"))
        // "a" is made as a folder for "a/b", so writing the file "a" fails.
        #expect(throws: DiagnosticError.self) { try writer.write([("a/b", Array("b".utf8)), ("a", Array("a".utf8))]) }
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["?"]) == [])
    }
}
