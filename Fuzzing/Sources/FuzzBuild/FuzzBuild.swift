import CoopDiagnostics
import CoopSite
import CoopValues

#if canImport(Glibc)
import Glibc
#endif

/// The folder this process builds in: `content/` is rewritten for every input; nothing
/// else is made there (the site is built in memory).
let buildFolder: String = {
    var template = Array("/tmp/coop-fuzz-build-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
    let root = String(cString: made)
    mkdir(root + "/content", 0o755)
    mkdir(root + "/content/eggs", 0o755)
    return root
}()

/// One session for the whole run, so the theme is compiled once.
let session = SiteSession()

/// The files the last input wrote, removed before the next one writes its own.
nonisolated(unsafe) var written: [String] = []

/// Writes `files` into the content folder, after removing the last input's.
func writeContent(_ files: [String: String]) {
    for path in written { unlink(buildFolder + "/content/" + path) }
    written = []
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        guard let file = fopen(buildFolder + "/content/" + path, "w") else { fatalError("cannot write \(path)") }
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        written.append(path)
    }
}

/// One input: a whole coop generated from the bytes (``GeneratedCoop``), read, checked,
/// planned and every file of its site made in memory: the content reader, the insight and
/// money computations, the pages, graphs, feeds and exports. Besides crashes it stops on
/// a build that disagrees with its check: no error, yet no site; two pages at one path; or
/// a path the file system could not hold; and on a diagnostic line over 1,000 characters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBuild(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var choices = Choices(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let coop = GeneratedCoop(&choices)
    writeContent(coop.files)
    var options = SiteOptions(
        content: buildFolder + "/content", contentDisplay: "content", output: buildFolder + "/public", today: coop.today)
    options.app = choices.oneIn(4)
    let version = session.update(options)
    let text = DiagnosticRenderer(sources: version.sources, colors: false).render(version.diagnostics)
    // Every message stays readable: a long name is quoted shortened, a long line cut.
    for line in text.split(separator: "\n") where line.count > 1000 {
        fatalError("a diagnostic line of \(line.count) characters: \(line.prefix(200))…")
    }
    let hasErrors = version.diagnostics.contains { $0.severity == .error }
    guard !hasErrors else {
        if version.isBuilt { fatalError("built a site despite errors:\n\(text)") }
        return 0
    }
    guard version.isBuilt else { fatalError("no error, yet no site:\n\(text)") }
    let paths = version.paths
    for path in paths {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for part in parts where part.isEmpty || part == "." || part == ".." || part.utf8.count > 255 {
            fatalError("the site has a path the file system cannot hold: '\(path)'")
        }
    }
    let pages = paths.filter { $0.hasSuffix(".html") }.count
    if pages != version.pageCount { fatalError("\(version.pageCount) pages planned, \(pages) paths: two pages share a path") }
    version.makeAll()
    return 0
}
