// Compiles the built-in theme's page templates and writes them, archived, as the Swift
// source file of the CoopCompiledTheme module, so that `coop` does not compile them at every
// run. Run it after changing a template in Themes/default, a page's data schema or the
// template compiler (Scripts/compile-theme does; a test says when it is needed):
//
//     coop-compile-theme Sources/CoopCompiledTheme/CompiledTemplates.swift
import CoopSite
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: coop-compile-theme OUTPUT.swift\n".utf8))
    exit(64)
}
switch BuiltInTemplates.archive() {
case .failure(let error):
    let text = error.diagnostics.map(\.description).joined(separator: "\n")
    FileHandle.standardError.write(Data("coop-compile-theme: the built-in theme has errors:\n\(text)\n".utf8))
    exit(1)
case .success(let archive):
    do {
        try BuiltInTemplates.swiftSource(archive).write(to: URL(fileURLWithPath: arguments[1]), atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("coop-compile-theme: cannot write \(arguments[1]): \(error)\n".utf8))
        exit(1)
    }
}
