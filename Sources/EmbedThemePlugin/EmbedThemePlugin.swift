import Foundation
import PackagePlugin

/// Embeds `Themes/default` into the target that uses the plugin, as a Swift source written
/// into the build folder at build time, so the built-in theme is found whatever folder `coop` runs from.
@main
struct EmbedThemePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let theme = context.package.directoryURL.appending(path: "Themes").appending(path: "default")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: theme, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(url)
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedThemeFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme (\(inputs.count) files)",
                executable: try context.tool(named: "coop-embed-theme").url,
                arguments: [theme.path, output.path],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
