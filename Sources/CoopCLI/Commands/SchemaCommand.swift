import ArgumentParser
import CoopFiles
import CoopLocale
import CoopRecords

/// `coop schema`: JSON Schemas of the content files, for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Write JSON Schemas of the content files, for editors with a YAML language server.",
        discussion: """
            With the schemas, an editor completes keys (and your kinds, hens and people), explains them \
            on hover and flags mistakes as you type. Point a file at its schema with a first line like
              # yaml-language-server: $schema=../schemas/eggs.schema.json
            (VS Code: the YAML extension by Red Hat; other editors: yaml-language-server).
            """)

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: ArgumentHelp("The folder to write the schemas into.", valueName: "dir"), completion: .directory)
    var output = "schemas"

    /// `--color` and `-q`, shown in the help (``GlobalOptionsHelp``).
    @OptionGroup(title: "Global Options") var global: GlobalOptionsHelp

    func run() throws {
        let console = Console.current
        let today = try options.resolvedToday(console)
        let hasContent = FileSystem.entry(at: FilePath(options.content), followingLinks: true) != .missing
        let loaded = hasContent ? ContentLoader.load(from: options.content, today: today) : nil
        let written = try Self.write(ContentSchemas.all(for: loaded?.coop), into: FilePath(output), console: console)
        console.out(options.words()(.wroteSchemas(written, output: output)) + "\n")
    }

    /// Writes `schemas` into `folder`; returns how many.
    static func write(_ schemas: [(name: String, text: String)], into folder: FilePath, console: Console) throws -> Int {
        for schema in schemas {
            try writeFile(Array(schema.text.utf8), to: folder.appending(schema.name), console: console)
        }
        return schemas.count
    }
}
