import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// Builds and adds run at the same time (issue 19, point 4), as separate processes: builds into
/// one output take turns (each waits for the other's lock) and all land, leaving one whole site
/// and no staging folder; a temporary file left by a killed `coop add` is removed by the next.
@Suite(.serialized) struct ConcurrentWritesTests {
    /// The names beside `public/` in `folder` other than `content` and `public`.
    static func leftovers(_ folder: TemporaryFolder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "content" && $0 != "public" }.sorted()
    }

    @Test func buildsIntoOneOutputTakeTurnsAndAllLand() throws {
        let folder = TemporaryFolder(files: BigCoop.files(version: 1).reduce(into: [:]) { $0["content/" + $1.key] = $1.value })
        let arguments = ["build", "--content", folder.url("content"), "--output", folder.url("public"), "--today", "2026-11-22"]
        for round in 0..<3 {
            let logs = TemporaryFolder(prefix: "coop-logs")
            let builds = try (0..<4).map { index in try #require(CoopProcess(arguments, log: logs.url("\(index)"))) }
            for (index, build) in builds.enumerated() {
                let ending = build.wait()
                let output = logs.text("\(index)") ?? ""
                #expect(ending == .exited(0), "round \(round), build \(index): \(ending)\n\(output)")
                #expect(output.hasPrefix("Built "), "round \(round), build \(index): \(output)")
            }
            #expect(Self.leftovers(folder) == [], "round \(round)")
            #expect(folder.exists("public/index.html") && folder.exists("public/.coop-site"))
        }
    }

    @Test func aTemporaryFileOfAKilledAddIsRemovedByTheNextAdd() async throws {
        let folder = TemporaryFolder(files: ["content/eggs.yaml": "2026-11-20: 3\n"])
        // A process that has ended: its id names no running process.
        let ended = try #require(CoopProcess(["version"]))
        ended.wait()
        let stale = "content/.eggs.yaml.coop-add-\(ended.pid)"
        let running = "content/.eggs.yaml.coop-add-1"  // init always runs: its file is not touched
        try Data("2026-11-20: 3\n2026-11-21: 9\n".utf8).write(to: URL(fileURLWithPath: folder.url(stale)))
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.url(running)))
        let run = await runCoop(["add", "5", "--content", folder.url("content"), "--today", "2026-11-22"])
        #expect(run.status == 0, "\(run.err)")
        #expect(!folder.exists(stale))
        #expect(folder.exists(running))
        #expect(folder.text("content/eggs.yaml") == "2026-11-20: 3\n2026-11-22: 5\n")
    }
}
