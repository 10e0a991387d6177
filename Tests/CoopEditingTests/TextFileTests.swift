import Testing

@testable import CoopEditing

/// ``TextFile``: lines are read, inserted and replaced with every other byte kept: the file's
/// own line end (the one most of its lines use), a byte-order mark, a last line without a line
/// end, blank lines and comments.
@Suite struct TextFileTests {
    /// UTF-8's byte-order mark.
    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A file of `text`'s bytes, after a byte-order mark when `bom` says so.
    static func file(_ text: String, bom: Bool = false) -> TextFile { TextFile((bom ? Self.bom : []) + Array(text.utf8)) }

    /// The file's bytes as text.
    static func text(_ file: TextFile) -> String { String(decoding: file.bytes, as: UTF8.self) }

    @Test func linesAreReadWithoutTheirLineEndsAndTheMark() {
        let file = Self.file("# eggs\r\n2026-11-20: 5\r\n\r\n2026-11-21: 3", bom: true)
        #expect(file.lineCount == 4)
        #expect((1...4).map { file.line($0) } == ["# eggs", "2026-11-20: 5", "", "2026-11-21: 3"])
        #expect(file.line(5) == "")
        #expect(file.offset(ofLine: 1) == 3)
        #expect(file.offset(ofLine: 2) == 11)
        #expect(file.offset(ofLine: 5) == file.bytes.count)
        #expect(Self.file("").lineCount == 0)
        #expect(Self.file("a\n").lineCount == 1)
        #expect(Self.file("a\nb").lineCount == 2)
    }

    @Test func theLineEndIsTheOneMostLinesUse() {
        #expect(Self.file("a\r\nb\r\nc\n").lineEnd == "\r\n")
        #expect(Self.file("a\r\nb\nc\n").lineEnd == "\n")
        #expect(Self.file("a\r\nb\n").lineEnd == "\n")
        #expect(Self.file("").lineEnd == "\n")
        #expect(Self.file("a\r\n").lineEnd == "\r\n")
    }

    @Test func linesAreInsertedAtTheStartTheMiddleAndTheEnd() {
        var file = Self.file("# top\n- a\n\n- b\n")
        file.insert(["- c", "  x: 1"], beforeLine: 4)
        #expect(Self.text(file) == "# top\n- a\n\n- c\n  x: 1\n- b\n")
        file.insert(["# first"], beforeLine: 1)
        #expect(Self.text(file) == "# first\n# top\n- a\n\n- c\n  x: 1\n- b\n")
        file.insert(["- z"], beforeLine: 99)
        #expect(Self.text(file) == "# first\n# top\n- a\n\n- c\n  x: 1\n- b\n- z\n")
        #expect(file.lineCount == 8 && file.line(8) == "- z")
    }

    @Test func aFileWithoutAFinalLineEndGetsOneBeforeTheNewLines() {
        var file = Self.file("- a\r\n- b")
        file.insert(["- c"], beforeLine: 3)
        #expect(Self.text(file) == "- a\r\n- b\r\n- c")
        var lf = Self.file("- a")
        lf.insert(["- b", "- c"], beforeLine: 2)
        #expect(Self.text(lf) == "- a\n- b\n- c")
    }

    @Test func aByteOrderMarkStaysFirst() {
        var file = Self.file("- b\n", bom: true)
        file.insert(["- a"], beforeLine: 1)
        #expect(file.bytes == Self.bom + Array("- a\n- b\n".utf8))
        file.replace(lines: 1...1, with: ["- z"])
        #expect(file.bytes == Self.bom + Array("- z\n- b\n".utf8))
    }

    @Test func linesAreReplacedAndTakenOut() {
        var file = Self.file("a\r\nb\r\nc\r\nd")
        file.replace(lines: 2...3, with: ["B"])
        #expect(Self.text(file) == "a\r\nB\r\nd")
        // The last line, which has no line end, keeps having none.
        file.replace(lines: 3...3, with: ["D", "E"])
        #expect(Self.text(file) == "a\r\nB\r\nD\r\nE")
        file.replace(lines: 3...4, with: [])
        #expect(Self.text(file) == "a\r\nB\r\n")
        file.replace(lines: 1...2, with: [])
        #expect(Self.text(file) == "" && file.lineCount == 0)
    }

    @Test func aTakenOutLineCanChangeTheLineEndUsedAfterIt() {
        // Two CRLF lines and one LF line: CRLF; without one of the CRLF lines, a tie: LF.
        var file = Self.file("a\r\nb\r\nc\n")
        file.replace(lines: 1...1, with: [])
        #expect(file.lineEnd == "\n")
        file.insert(["d"], beforeLine: 1)
        #expect(Self.text(file) == "d\nb\r\nc\n")
    }

    @Test func aLargeFileIsReadLineByLine() {
        let lines = (1...20_000).map { "2026-01-01..line \($0)" }
        var file = Self.file(lines.joined(separator: "\n") + "\n")
        #expect(file.lineCount == 20_000)
        #expect(file.line(12_345) == "2026-01-01..line 12345")
        file.insert(["new"], beforeLine: 10_000)
        #expect(file.line(10_000) == "new" && file.line(10_001) == "2026-01-01..line 10000" && file.lineCount == 20_001)
    }
}
