import CoopCLITestSupport
import Testing

/// The global options (`--color`, `-q`/`--quiet`) are in every command's help and in the
/// completion scripts, and folders complete as folders (issue 28, point 6).
@Suite struct GlobalOptionsHelpTests {
    /// Every command that runs, as its help is asked for.
    static let commands: [[String]] = [
        ["build"], ["check"], ["serve"], ["add", "eggs"], ["add", "note"], ["add", "expense"], ["add", "delivery"],
        ["add", "contribution"], ["add", "hen"], ["add", "person"], ["remove"], ["import", "csv"], ["new"], ["share"],
        ["schema"], ["backtest"], ["describe"], ["publish"], ["version"],
    ]

    static let globalOptions = """
        GLOBAL OPTIONS:
          --color <when>          Colour diagnostics: auto (on a terminal, unless
                                  NO_COLOR is set or TERM is dumb), always, or never.
                                  (values: auto, always, never)
          -q, --quiet             Print only problems: no report of what was built,
                                  added or written.

        """

    @Test(arguments: commands)
    func everyCommandsHelpShowsTheGlobalOptions(_ command: [String]) async {
        let run = await runCoop(command + ["--help"])
        #expect(run.status == 0 && run.err == "")
        #expect(run.out.contains(Self.globalOptions), "\(run.out)")
    }

    /// `coop add kind --color` is the kind's colour: its help shows `-q` as global, and says
    /// that auto, always and never are the global `--color`.
    @Test func addKindShowsQuietAndItsOwnColour() async {
        let run = await runCoop(["add", "kind", "--help"])
        #expect(
            run.out.contains(
                "GLOBAL OPTIONS:\n  -q, --quiet             Print only problems: no report of what was built,\n"))
        #expect(run.out.contains("always or never colour the diagnostics (the global\n                          --color)."))
    }

    @Test func theOptionsAreHonouredWhereverTheyAre() async {
        let run = await runCoop(["version", "-q", "--color", "never"])
        #expect(run.status == 0 && run.out.hasPrefix("coop "))
    }

    /// bash completes folders with `-d`, zsh with `_files -/`, fish with its directories.
    @Test func completionOffersTheGlobalOptionsAndCompletesFolders() async {
        let bash = await runCoop(["--generate-completion-script", "bash"]).out
        let build = bash.split(separator: "\n_coop_").first { $0.hasPrefix("build()") }.map(String.init) ?? ""
        #expect(build.contains("non_repeating_flags=(--timings --public -q --quiet --version -h --help)"))
        #expect(build.contains("non_repeating_options=(--content --today --output --theme --color)"))
        for option in ["--content", "--output", "--theme"] {
            #expect(build.contains("'\(option)')\n        __coop_add_completions -d\n"), "\(option)")
        }
        let zsh = await runCoop(["--generate-completion-script", "zsh"]).out
        #expect(zsh.contains("'--content[The folder holding the coop'\\''s YAML files.]:dir:_files -/'"))
        #expect(zsh.contains("'--output[The folder to write the site into.]:dir:_files -/'"))
        #expect(zsh.contains(":when:{__coop_complete \"${___color[@]}\"}'"))
        let fish = await runCoop(["--generate-completion-script", "fish"]).out
        #expect(
            fish.contains(
                "\"coop serve\" theme' -l 'theme' -d 'A theme folder to use instead of the built-in theme.' -rfa '(__coop_complete_directories)'"
            ))
        #expect(fish.contains("\"coop schema\" q quiet' -s 'q' -l 'quiet'"))
    }
}
