import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

@testable import CoopCLI

/// `coop serve --systemd-unit`: the unit that runs this `coop serve` as a service on an
/// always-on computer, with absolute paths, the same options, and words systemd takes as
/// written (a space, a `%` or a `$` in a path).
@Suite struct SystemdUnitTests {
    @Test func theUnitRepeatsTheOptionsWithAbsolutePaths() async throws {
        let folder = TemporaryFolder(files: ["coop 100%/content/eggs.yaml": "2026-11-21: 1\n"])
        let content = URL(fileURLWithPath: folder.url("coop 100%/content")).resolvingSymlinksInPath().path
        let run = await runCoop([
            "serve", "--content", folder.url("coop 100%/content"), "--host", "0.0.0.0", "--port", "8081", "--read-only", "--systemd-unit",
        ])
        #expect(run.status == 0)
        #expect(run.err.isEmpty)
        let escaped = content.replacingOccurrences(of: "%", with: "%%")
        let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let program = try #require(lines.first { $0.hasPrefix("ExecStart=") }?.dropFirst("ExecStart=".count).split(separator: " ").first)
        #expect(program.hasPrefix("/"))
        #expect(
            lines.first { $0.hasPrefix("ExecStart=") }
                == "ExecStart=\(program) serve --content \"\(escaped)\" --host 0.0.0.0 --port 8081 --read-only")
        #expect(lines.contains("WorkingDirectory=\(escaped)"))
        #expect(lines.contains("ReadWritePaths=\"\(escaped)\""))
        #expect(lines.contains("Restart=on-failure") && lines.contains("Environment=NO_COLOR=1") && lines.contains("[Install]"))
        #expect(lines.contains { $0.hasPrefix("User=") })
    }

    @Test func aMissingContentFolderIsAnError() async {
        let run = await runCoop(["serve", "--content", "/nonexistent/content", "--systemd-unit"])
        #expect(run.status == 1)
        #expect(run.err == "coop: error: the content folder '/nonexistent/content' does not exist\n")
        #expect(run.out.isEmpty)
    }

    @Test func wordsAreQuotedAsSystemdReadsThem() {
        #expect(SystemdUnit.quoted("/srv/coop") == "/srv/coop")
        #expect(SystemdUnit.quoted("/srv/my coop") == "\"/srv/my coop\"")
        #expect(SystemdUnit.quoted("/srv/a\"b\\c d") == "\"/srv/a\\\"b\\\\c d\"")
        #expect(SystemdUnit.quoted("/srv/100%/$HOME") == "/srv/100%%/$$HOME")
        #expect(SystemdUnit.quoted("") == "\"\"")
    }
}
