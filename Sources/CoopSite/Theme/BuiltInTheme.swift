/// The theme built into `coop`.
public enum BuiltInTheme {
    /// Compiles the built-in theme's page templates now, if no build has yet, for the builds
    /// of this process to use: for a core that would otherwise wait, such as while the
    /// command line is being parsed. A build compiles them itself when it needs them first.
    public static func prepare() {
        CompiledTheme.prepareBuiltIn()
    }
}
