import CoopCLITestSupport
import CoopTestSupport
import Testing

/// Names of any length build (issue 19, point 2): a 300-character hen name or tag used to make
/// `build` fail with "File name too long" and no place. Page addresses are cut to 100
/// characters at a word; messages quote long names shortened.
@Suite struct LongNamesTests {
    static let longName = String(repeating: "Henrietta ", count: 30).trimmingSuffix()
    static let longTag = String(repeating: "t", count: 300)

    @Test func aThreeHundredCharacterNameAndTagBuild() async {
        let folder = TemporaryFolder(files: [
            "content/hens.yaml": "- name: \(Self.longName)\n",
            "content/notes.yaml": "- {date: 2026-11-01, title: Molt, tags: [\(Self.longTag)], hens: [\(Self.longName)]}\n",
        ])
        let run = await runCoop(["build", "--content", folder.url("content"), "--output", folder.url("public"), "--today", "2026-11-22"])
        #expect(run.status == 0 && run.err == "", "\(run.err)")
        // "henrietta-" is 10 characters: 9 whole words and the 10th cut at the dash before it.
        let henPage = "hens/" + String(repeating: "henrietta-", count: 10).dropLast() + ".html"
        #expect(folder.exists("public/" + henPage))
        #expect(folder.exists("public/tags/" + String(repeating: "t", count: 100) + ".html"))
    }

    @Test func aLongNameIsQuotedShortInMessages() async {
        let folder = TemporaryFolder(files: ["content/notes.yaml": "- {date: 2026-11-01, title: Molt, hens: [\(Self.longName)]}\n"])
        let run = await runCoop(["check", "--content", folder.url("content"), "--today", "2026-11-22"])
        #expect(run.status == 1)
        let first = run.err.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            first
                == "\(folder.url("content"))/notes.yaml:1:42: error: unknown hen 'Henrietta Henrietta Henrietta Henrietta …' [unknown-hen]")
    }
}

extension String {
    /// The string without trailing spaces.
    fileprivate func trimmingSuffix() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
