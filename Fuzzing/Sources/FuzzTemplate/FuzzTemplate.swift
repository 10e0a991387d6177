import CoopDiagnostics
import CoopLocale
import CoopTemplate

/// The theme files an input becomes: the input is split at NUL bytes (which XML never
/// allows), the first piece is the page, the next ones the layout and the fragments it
/// may use, named as in the default theme.
let templateNames = ["pages/page.xhtml", "layouts/base.xhtml", "fragments/hens.xhtml", "fragments/notes.xhtml"]

/// One input: load the pieces with ``TemplateLibrary``, compile the page against
/// ``FuzzSchema/page``, render the diagnostics, or render the page if it compiles.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var files: [String: [UInt8]] = [:]
    for (name, piece) in zip(templateNames, bytes.split(separator: 0, maxSplits: templateNames.count - 1, omittingEmptySubsequences: false))
    {
        files[name] = Array(piece)
    }
    let library = TemplateLibrary(files: files) { "theme/" + $0 }
    let renderer = DiagnosticRenderer(sources: library.sourceTexts)
    _ = renderer.render(library.diagnostics)
    checkLocations(library.diagnostics, files: files)
    guard library.diagnostics.isEmpty else { return 0 }
    switch library.compile("pages/page.xhtml", data: FuzzSchema.page, words: .englishFormatsOnly) {
    case .success(let template):
        _ = template.render(FuzzSchema.data)
    case .failure(let error):
        _ = renderer.render(error.diagnostics)
        checkLocations(error.diagnostics, files: files)
    }
    return 0
}

/// Every diagnostic must point at a line of its template (or just past its end) and a
/// column from 1, the way the renderer counts lines (at LF): a caret under nothing is a bug.
func checkLocations(_ diagnostics: [Diagnostic], files: [String: [UInt8]]) {
    for diagnostic in diagnostics {
        for location in [diagnostic.location].compactMap({ $0 }) + diagnostic.notes.compactMap(\.location) {
            guard location.path.hasPrefix("theme/"), let bytes = files[String(location.path.dropFirst(6))] else { continue }
            let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            if location.line < 1 || location.line > lines + 1 || location.column < 1 {
                fatalError("diagnostic outside the template (\(lines) lines): \(location): \(diagnostic.message)")
            }
        }
    }
}
