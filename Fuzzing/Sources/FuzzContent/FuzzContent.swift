import CoopDiagnostics
import CoopRecords
import CoopValues

#if canImport(Glibc)
import Glibc
#endif

/// An empty content folder for this process; the fuzzed files are given to the loader
/// as an in-memory overlay, so nothing is written per input. It holds only a photo that
/// hens may name.
let contentFolder: String = {
    var template = Array("/tmp/coop-fuzz-content-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
    let root = String(cString: made)
    mkdir(root + "/photos", 0o755)
    if let file = fopen(root + "/photos/pearl.svg", "w") {
        fputs("<svg/>", file)
        fclose(file)
    }
    atexit {
        // Best effort: an empty folder with one photo is left behind if this fails.
        unlink(contentFolder + "/photos/pearl.svg")
        rmdir(contentFolder + "/photos")
        rmdir(contentFolder)
    }
    return root
}()

/// The day every input is read on (the date in docs/fuzzing.md).
let fuzzToday: CivilDate = {
    guard let day = CivilDate(iso: "2026-11-22") else { fatalError("the fuzz date does not parse") }
    return day
}()

/// One input: byte 0 picks the file (``ContentRole``) and whether the small coop of
/// ``FuzzContext`` is around it (bit 4); the rest is the file's bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContent(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let role = ContentRole.pick(data[0])
    let withContext = data[0] & 0x10 != 0
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var overlay = withContext ? FuzzContext.files : [:]
    overlay[role.path] = bytes
    let loaded = ContentLoader.load(from: contentFolder, displayRoot: "content", today: fuzzToday, overlay: overlay)
    let text = DiagnosticRenderer(sources: loaded.sources, colors: data[0] & 0x20 != 0).render(loaded.diagnostics)
    _ = ContentSummary(loaded.coop).line
    _ = text.utf8.count
    checkLocations(loaded.diagnostics, fuzzedPath: "content/" + role.path, bytes: bytes)
    // A photo the reader accepts is one of the files it copies: never a path out of the folder.
    for hen in loaded.coop.hens {
        if let photo = hen.photo, !loaded.coop.assets.contains(photo) { fatalError("photo '\(photo)' accepted but not copied") }
    }
    return 0
}

/// Every diagnostic about the fuzzed file must point at a line of it (or just past its
/// end, for a problem at the end of the file) and a column from 1: a caret under nothing
/// is a bug too.
func checkLocations(_ diagnostics: [Diagnostic], fuzzedPath: String, bytes: [UInt8]) {
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    for diagnostic in diagnostics {
        for location in [diagnostic.location].compactMap({ $0 }) + diagnostic.notes.compactMap(\.location)
        where location.path == fuzzedPath {
            if location.line < 1 || location.line > lines + 1 || location.column < 1 {
                fatalError("diagnostic outside the file (\(lines) lines): \(location): \(diagnostic.message)")
            }
        }
    }
}
