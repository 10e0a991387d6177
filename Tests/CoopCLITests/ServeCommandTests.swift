import CoopCLITestSupport
import CoopFiles
import CoopTestSupport
import Foundation
import Testing

@testable import CoopCLI

/// `coop serve`'s command line: where it listens and what it says about it. (The server
/// itself is tested in CoopServeTests.)
@Suite struct ServeCommandTests {
    @Test(arguments: ["127.0.0.1", "localhost", "127.0.0.2", "::1"])
    func aLoopbackAddressNeedsNoWarning(_ host: String) {
        #expect(ServeCommand.exposureWarning(host: host) == nil)
    }

    @Test func everyOtherAddressIsWarnedAbout() {
        #expect(
            ServeCommand.exposureWarning(host: "0.0.0.0") == "coop: warning: listening on 0.0.0.0 (every network interface): "
                + "other computers on the network can reach the site, over plain HTTP (anyone on the network can read what is sent); "
                + "each browser must be paired first. Leave out --host to keep it on this computer\n")
        #expect(ServeCommand.exposureWarning(host: "::")?.contains(":: (every network interface)") == true)
        #expect(ServeCommand.exposureWarning(host: "192.168.1.20")?.hasPrefix("coop: warning: listening on 192.168.1.20: ") == true)
    }

    @Test func readOnlyIsAFlag() throws {
        #expect(try ServeCommand.parse([]).readOnly == false)
        #expect(try ServeCommand.parse(["--read-only"]).readOnly == true)
        #expect(
            ServeCommand.helpMessage().contains("--read-only") && ServeCommand.helpMessage().contains("Serve the site without forms"))
    }

    @Test func aHostThatIsNotAnAddressIsBadUsage() async {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: 1\n"])
        let run = await runCoop(["serve", "--content", folder.path, "--host", "example.com"])
        #expect(run.status == 64)
        #expect(run.err.contains("--host: 'example.com' is not an IP address (such as 127.0.0.1, ::1 or 0.0.0.0) or localhost"))
    }

    @Test func aPairingsFileThatCannotBeReadStopsTheStartBeforeListening() async throws {
        let folder = TemporaryFolder(files: ["eggs.yaml": "2026-11-21: 1\n"])
        let pairings = StateFolder(content: folder.path).path(of: .pairings).string
        try FileManager.default.createDirectory(atPath: pairings, withIntermediateDirectories: true)
        let run = await runCoop(["serve", "--content", folder.path, "--host", "0.0.0.0", "--port", "0"])
        #expect(run.status == 1)
        #expect(run.err == "coop: error: cannot read the pairings file '\(pairings)': Is a directory\n")
        #expect(run.out.isEmpty)
    }

    #if os(Linux)
    /// The real command, as a process: by default it listens on 127.0.0.1 and nowhere else.
    @Test func byDefaultItListensOnThisComputerOnly() throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("coop")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build coop first: \(binary.path)")
        let folder = TemporaryFolder(files: ["hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n"])
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--content", folder.path, "--port", "0", "--today", "2026-11-22"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Ended by SIGKILL: a process started from a test's thread inherits its blocked
        // signals, so SIGTERM and SIGINT would wait forever.
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // The first line says where it serves (reading waits for it; the process is ended below either way).
        var line: [UInt8] = []
        while let byte = try out.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") { line.append(byte) }
        let said = String(decoding: line, as: UTF8.self)
        #expect(said.hasPrefix("Serving at http://127.0.0.1:"), "\(said)")
        let port = try #require(UInt16(said.split(separator: ":").last?.prefix { $0.isNumber } ?? ""))
        // The kernel's table of listening sockets: 127.0.0.1 (0100007F), never 0.0.0.0 or ::.
        let hexPort = String(format: "%04X", port)
        let listening = ["/proc/net/tcp", "/proc/net/tcp6"].flatMap { path in
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").dropFirst().compactMap { row -> String? in
                let fields = row.split(separator: " ")
                guard fields.count > 3, fields[3] == "0A", fields[1].hasSuffix(":" + hexPort) else { return nil }
                return String(fields[1])
            }
        }
        #expect(listening == ["0100007F:" + hexPort])
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let warnings = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!warnings.contains("warning"), "\(warnings)")
    }
    #endif
}
