import CoopRecordsTestSupport
import CoopSite
import CoopTestSupport
import CoopValues
import Foundation

/// A site built into a temporary folder, for reading its pages.
final class BuiltSite: @unchecked Sendable {
    let folder = TemporaryFolder(prefix: "coop-site")
    let result: SiteBuildResult

    /// Builds `content` (a folder) for 2026-11-22, shown as `contentDisplay`; with `isPublic`,
    /// the public build (``SiteOptions/isPublic``).
    init(content: String, contentDisplay: String = "content", today: CivilDate = testToday, isPublic: Bool = false) {
        var options = SiteOptions(content: content, contentDisplay: contentDisplay, output: folder.url("public"), today: today)
        options.isPublic = isPublic
        result = SiteBuilder.build(options)
    }

    /// Builds a content folder made of `files`.
    convenience init(files: [String: String], today: CivilDate = testToday) {
        let content = TemporaryFolder(files: files, prefix: "coop-content")
        self.init(content: content.path, today: today)
        _ = content  // kept alive until the build is done
    }

    /// The text of a page, or "" if it does not exist.
    func page(_ path: String) -> String { folder.text("public/" + path) ?? "" }

    /// Whether the site has `path`.
    func has(_ path: String) -> Bool { folder.exists("public/" + path) }

    /// The page's text without tags, with white space folded: what a reader sees.
    func visibleText(_ path: String) -> String {
        var text = page(path).replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Every file of the site, by relative path.
    func files() -> [String: [UInt8]] {
        let root = folder.url("public")
        var out: [String: [UInt8]] = [:]
        let walker = FileManager.default.enumerator(atPath: root)
        while let path = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out[path] = folder.read("public/" + path)
            }
        }
        return out
    }
}

/// The sample coop's site, built once for every test that reads it.
let sampleSite = BuiltSite(content: repositoryRoot + "/content")
