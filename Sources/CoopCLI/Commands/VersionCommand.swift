import ArgumentParser

/// The version of Coop Count, as `coop version` and `coop --version` print it.
public enum CoopVersion {
    /// `0.15.0`: raised with each set of issues that lands.
    public static let current = "0.15.0"
}

/// `coop version`: which Coop Count this is.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the version of Coop Count (also coop --version).")

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        Console.current.out("coop \(CoopVersion.current)\n")
    }
}
