import CoopCLITestSupport
import Testing

/// `coop version` and `coop --version`.
@Suite struct VersionCommandTests {
    @Test func bothSayWhichCoopCountThisIs() async {
        for arguments in [["version"], ["--version"]] {
            let run = await runCoop(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.out == "coop 0.15.0\n", "\(arguments)")
            #expect(run.err == "", "\(arguments)")
        }
    }
}
