import CoopEditing
import CoopRecords
import CoopTestSupport
import CoopValues
import Dispatch
import Foundation
import Testing

/// ``ContentEditor/addEggs(on:counts:cracked:replace:)``: only lines are inserted, in the
/// right place, with the file's own line ends; a refused add changes nothing; concurrent adds
/// all land. (What `coop add` prints and how it exits is tested in CoopCLITests.)
@Suite struct AddingEggsTests {
    static let today = CivilDate(iso: "2026-11-22")!

    /// Adds `count` eggs, of `kind` if one is given, on `date` (default today) to `folder`,
    /// as `coop add count [kind] [--date date] [--cracked cracked]` does.
    @discardableResult
    static func add(
        _ folder: TemporaryFolder, _ count: Int, _ kind: String? = nil, date: String? = nil,
        cracked: Int? = nil
    ) throws -> ContentEditor.Change {
        let day = try #require(CivilDate(iso: date ?? today.iso))
        return try ContentEditor(directory: folder.path, today: today).addEggs(
            on: day, counts: [(kind, count)], cracked: cracked,
            replace: false)
    }

    /// `added`, or why `edit` was refused: its diagnostics as ``describe(_:)`` writes them, or
    /// its message.
    static func outcome(_ edit: () throws -> ContentEditor.Change) -> [String] {
        do {
            _ = try edit()
            return ["added"]
        } catch EditError.invalid(let diagnostics, _) {
            return describe(diagnostics)
        } catch {
            return ["\(error)"]
        }
    }

    /// The bytes of `after` with `inserted` removed once, to compare with `before`.
    static func without(_ inserted: String, in after: [UInt8]) -> [UInt8]? {
        let needle = Array(inserted.utf8)
        guard
            let start = (0...(max(0, after.count - needle.count))).first(where: {
                Array(after[$0..<min(after.count, $0 + needle.count)]) == needle
            })
        else { return nil }
        return Array(after[..<start] + after[(start + needle.count)...])
    }

    @Test func insertsInDateOrderAfterThePreviousEntry() throws {
        let original = "2026-11-18: 2\n2026-11-19: 3\n# we were away\n2026-11-24..2026-11-26: 9\n"
        let folder = TemporaryFolder(files: ["eggs.yaml": original])
        #expect(try Self.add(folder, 1, date: "2026-11-20").line == 3)
        #expect(folder.text("eggs.yaml") == "2026-11-18: 2\n2026-11-19: 3\n2026-11-20: 1\n# we were away\n2026-11-24..2026-11-26: 9\n")
        #expect(try Self.add(folder, 7, date: "2026-11-01").line == 1)
        #expect(folder.text("eggs.yaml")?.hasPrefix("2026-11-01: 7\n2026-11-18: 2\n") == true)
    }

    @Test func unorderedFilesGetTheLineAtTheEnd() throws {
        let original = "2026-11-19: 3\n2026-11-18: 2\n"
        let folder = TemporaryFolder(files: ["eggs.yaml": original])
        try Self.add(folder, 1, date: "2026-11-17")
        #expect(folder.text("eggs.yaml") == original + "2026-11-17: 1\n")
    }

    @Test func windowsLineEndsAByteOrderMarkAndNoFinalNewline() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let original = bom + Array("# eggs\r\n2026-11-20: 5\r\n2026-11-21: 3".utf8)
        let folder = TemporaryFolder()
        folder.write("eggs.yaml", bytes: original)
        #expect(
            Self.outcome { try Self.add(folder, 2, "blue", cracked: 0) } == [
                "\(folder.path)/eggs.yaml:4:14: error: unknown egg kind 'blue' [unknown-kind]"
            ])
        #expect(folder.read("eggs.yaml") == original)
        try Self.add(folder, 2, cracked: 1)
        let after = try #require(folder.read("eggs.yaml"))
        #expect(after == original + Array("\r\n2026-11-22: {eggs: 2, cracked: 1}".utf8))
        #expect(Self.without("\r\n2026-11-22: {eggs: 2, cracked: 1}", in: after) == original)
    }

    @Test func aNewYearStartsANewFile() throws {
        let folder = TemporaryFolder(files: ["eggs/2025.yaml": "2025-12-31: 2\n"])
        try Self.add(folder, 3)
        #expect(
            folder.text("eggs/2026.yaml") == "# Eggs collected in 2026. One line a day: date: count, or counts by kind.\n2026-11-22: 3\n")
        #expect(folder.text("eggs/2025.yaml") == "2025-12-31: 2\n")
    }

    @Test func twentyAddsAtOnceAllLand() {
        let folder = TemporaryFolder(files: ["eggs.yaml": "# one line a day\n"])
        let outcomes = ConcurrentOutcomes(count: 20)
        DispatchQueue.concurrentPerform(iterations: 20) { i in
            let day = String(format: "2026-10-%02d", i + 1)
            outcomes.store(Self.outcome { try Self.add(folder, i % 7, date: day) }, at: i)
        }
        #expect(outcomes.values == [[String]](repeating: ["added"], count: 20))
        let lines = (folder.text("eggs.yaml") ?? "").split(separator: "\n")
        #expect(lines.count == 21)
        #expect(Set(lines.dropFirst().map { String($0.prefix(10)) }).count == 20)
        #expect(!((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.contains("coop-add") })
    }
}

/// The outcomes of edits made on several threads.
final class ConcurrentOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [[String]]
    init(count: Int) { outcomes = [[String]](repeating: [], count: count) }
    func store(_ outcome: [String], at index: Int) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }
    var values: [[String]] {
        lock.lock()
        defer { lock.unlock() }
        return outcomes
    }
}
