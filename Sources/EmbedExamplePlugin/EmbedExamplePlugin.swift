import Foundation
import PackagePlugin

/// Embeds the repository's sample coop (`content/`, the one `swift run coop build` builds)
/// into the target that uses the plugin, as a Swift source written into the build folder at
/// build time, so `coop new --example` writes it from a binary installed without the repository.
@main
struct EmbedExamplePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let content = context.package.directoryURL.appending(path: "content")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: content, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(url)
            }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedExampleFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the example coop (\(inputs.count) files)",
                executable: try context.tool(named: "coop-embed-theme").url,
                arguments: [content.path, output.path, "embeddedExampleFiles", "Every file of the example coop's content folder"],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
