import CoopCLITestSupport
import Testing

/// A misspelt command gets the nearest one (issue 28, point 6): `coop biuld` says
/// "did you mean 'build'?", as hugo and git do, with the usage status 64.
@Suite struct UnknownCommandTests {
    static let usage = "Usage: coop <subcommand>\n  See 'coop --help' for the commands.\n"

    @Test func aMisspeltCommandGetsTheNearestOne() async {
        for (typed, meant) in [("biuld", "build"), ("chek", "check"), ("serv", "serve"), ("imoprt", "import"), ("Build", "build")] {
            let run = await runCoop([typed, "--content", "nowhere"])
            #expect(run.status == 64, "\(typed)")
            #expect(run.out == "")
            #expect(run.err == "Error: unknown command '\(typed)'; did you mean '\(meant)'?\n" + Self.usage, "\(typed)")
        }
    }

    @Test func aWordNearNoCommandIsOnlyUnknown() async {
        let run = await runCoop(["frobnicate"])
        #expect(run.status == 64 && run.out == "")
        #expect(run.err == "Error: unknown command 'frobnicate'\n" + Self.usage)
    }

    /// The global options may come first: the command is the first other word.
    @Test func globalOptionsBeforeTheCommandAreSkipped() async {
        let run = await runCoop(["-q", "--color", "never", "biuld"])
        #expect(run.status == 64)
        #expect(run.err == "Error: unknown command 'biuld'; did you mean 'build'?\n" + Self.usage)
    }

    /// Commands, `help`, options and no argument at all are not unknown commands.
    @Test func commandsAndOptionsAreNotRefused() async {
        #expect(await runCoop(["version"]).status == 0)
        #expect(await runCoop(["help", "build"]).err == "")
        #expect(await runCoop(["--version"]).status == 0)
        #expect(await !runCoop(["--frobnicate"]).err.contains("unknown command"))
    }
}
