import CoopCLITestSupport
import CoopTestSupport
import Foundation
import Testing

/// `coop build` killed with `SIGKILL` at many moments never loses the site: the output
/// folder holds the previous site or the new one, whole, and the next build cleans up.
///
/// The real `coop` binary builds ``BigCoop`` (version 2) over a copy of its version 1 site.
/// One measured build gives the moments: 10 spread evenly over the whole build (reading,
/// computing, rendering, writing), and 10 spread over the write phase, counted from the
/// moment the build's staging folder appears; and two fixed by events: right after the swap,
/// and right after the staging folder is marked. A build that ends before its kill is a
/// moment past the end, and must leave the new site.
@Suite(.serialized) struct KillSafetyTests {
    /// What the output folder held after a kill.
    enum Outcome: String { case old, new, mixed }

    @Test func aKilledBuildLeavesTheOldSiteOrTheNewOneWhole() throws {
        let bench = try KillBench()
        let measured = try bench.measure()
        var moments: [(label: String, kill: (CoopProcess) -> Void)] = []
        for step in 0..<10 {
            let at = measured.total * Double(step) / 10
            moments.append(("\(Int(at * 1000)) ms after start", { $0.kill(atSecondsAfterStart: at) }))
        }
        let window = measured.total - measured.staged
        for step in 0..<10 {
            let offset = window * 1.2 * Double(step) / 9
            moments.append(
                (
                    "\(Int(offset * 1_000_000)) µs after the staging folder appeared",
                    { process in
                        let staging = bench.place.url(".public.coop-build-\(process.pid)")
                        guard let seen = process.waitUntil({ FileManager.default.fileExists(atPath: staging) }) else { return }
                        process.kill(atSecondsAfterStart: seen + offset)
                    }
                ))
        }
        // Moments fixed by what the build has done rather than by the clock, so that both ends
        // are covered however loaded the machine is: as soon as the new site is in place (the
        // old one is being removed), and as soon as the staging folder has its marker.
        moments.append(
            (
                "as soon as the new site was swapped in",
                { process in
                    _ = process.waitUntil({ FileManager.default.fileExists(atPath: bench.output + "/tags/only-v2.html") })
                    process.kill(atSecondsAfterStart: 0)
                }
            ))
        moments.append(
            (
                "as soon as the staging folder was marked",
                { process in
                    let marker = bench.place.url(".public.coop-build-\(process.pid)/.coop-site")
                    _ = process.waitUntil({ FileManager.default.fileExists(atPath: marker) })
                    process.kill(atSecondsAfterStart: 0)
                }
            ))

        var outcomes: [Outcome] = []
        var killsLeavingLeftovers = 0
        for moment in moments {
            try bench.putOldSite()
            let process = try #require(CoopProcess(bench.arguments))
            moment.kill(process)
            let ending = process.wait()
            let after = FolderSnapshot(bench.output)
            let outcome: Outcome = after == bench.old ? .old : after == bench.new ? .new : .mixed
            outcomes.append(outcome)
            #expect(outcome != .mixed, "killed \(moment.label): \(after.difference(from: bench.new)) against the new site")
            if ending == .exited(0) {
                #expect(outcome == .new, "a build that finished (\(moment.label)) left the old site")
            } else {
                #expect(ending == .killed(signal: SIGKILL), "\(moment.label): \(ending)")
            }
            if bench.siblings() != ["public"] { killsLeavingLeftovers += 1 }

            let rebuild = try #require(CoopProcess.run(bench.arguments))
            #expect(rebuild.ending == .exited(0), "the build after a kill \(moment.label): \(rebuild.output)")
            #expect(FolderSnapshot(bench.output) == bench.new, "the build after a kill \(moment.label)")
            #expect(bench.siblings() == ["public"], "leftovers after the build that followed a kill \(moment.label)")
        }
        #expect(outcomes.contains(.old) && outcomes.contains(.new), "\(outcomes)")
        #expect(killsLeavingLeftovers > 0, "no kill landed while the new site was being written")
    }
}

/// The folders of the kill test: the two versions of the big coop, their reference sites
/// built beforehand, and the place where the killed builds write.
final class KillBench: @unchecked Sendable {
    let contents = TemporaryFolder(prefix: "coop-kill-content")
    let references = TemporaryFolder(prefix: "coop-kill-sites")
    let place = TemporaryFolder(prefix: "coop-kill-output")
    /// The version 1 site, which every killed build starts from.
    let old: FolderSnapshot
    /// The version 2 site, which every killed build makes.
    let new: FolderSnapshot

    var output: String { place.url("public") }
    var arguments: [String] { ["build", "--content", contents.url("v2"), "--output", output, "--today", "2026-11-22"] }

    /// Writes both versions and builds each with the real binary.
    init() throws {
        try #require(CoopProcess.executable != nil, "no coop executable beside the tests: run swift build --build-tests")
        for version in [1, 2] {
            for (path, text) in BigCoop.files(version: version) { contents.write("v\(version)/" + path, text) }
            let build = try #require(
                CoopProcess.run([
                    "build", "--content", contents.url("v\(version)"),
                    "--output", references.url("v\(version)"), "--today", "2026-11-22",
                ]))
            try #require(build.ending == .exited(0), "\(build.output)")
        }
        old = FolderSnapshot(references.url("v1"))
        new = FolderSnapshot(references.url("v2"))
        try #require(old.fileCount > 150 && new.fileCount > 150)
        #expect(old.entries[".coop-site"] != nil && new.entries[".coop-site"] != nil)
        #expect(old.entries["tags/only-v1.html"] != nil && new.entries["tags/only-v1.html"] == nil)
        #expect(new.entries["tags/only-v2.html"] != nil && old.entries["tags/only-v2.html"] == nil)
        #expect(old.entries["index.html"] != new.entries["index.html"])
    }

    /// The names in the output folder's parent.
    func siblings() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []).sorted()
    }

    /// Empties the output folder's parent and puts a copy of the old site in it.
    func putOldSite() throws {
        for name in siblings() { try FileManager.default.removeItem(atPath: place.url(name)) }
        try FileManager.default.copyItem(atPath: references.url("v1"), toPath: output)
    }

    /// Times one whole build over the old site: when its staging folder appeared and when
    /// it ended, in seconds since its start.
    func measure() throws -> (staged: Double, total: Double) {
        try putOldSite()
        let process = try #require(CoopProcess(arguments))
        let staging = place.url(".public.coop-build-\(process.pid)")
        let staged = try #require(process.waitUntil { FileManager.default.fileExists(atPath: staging) })
        _ = process.waitUntil { false }
        let total = process.elapsed
        try #require(process.wait() == .exited(0))
        try #require(FolderSnapshot(output) == new)
        return (staged, total)
    }
}
