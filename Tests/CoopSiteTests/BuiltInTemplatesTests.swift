import CoopCompiledTheme
@testable import CoopSite
import CoopTemplate
import CoopTestSupport
import Testing

/// The built-in theme's templates compiled ahead of time (``BuiltInTemplates``, committed as
/// CoopCompiledTheme) are up to date, build the same site as templates compiled at once, and
/// are used only when the theme's templates are the built-in ones.
@Suite struct BuiltInTemplatesTests {
    @Test func theCommittedArchiveIsUpToDate() throws {
        let fresh = try BuiltInTemplates.archive().get()
        let upToDate = CompiledDefaultTheme.templates == fresh  // compared apart: a failure does not print the bytes
        #expect(upToDate, """
            Sources/CoopCompiledTheme/CompiledTemplates.swift is out of date (a template, a page's schema or the \
            template compiler changed): run Scripts/compile-theme and commit the file
            """)
    }

    @Test func theArchiveBuildsTheSameSiteAsCompilingTheTemplates() {
        let place = TemporaryFolder()
        var options = SiteOptions(content: repositoryRoot + "/content", contentDisplay: "content", output: place.url("compiled"), today: testToday)
        #expect(SiteBuilder.build(options).report != nil)
        options.output = place.url("archived")
        options.compiledTemplates = PrecompiledTemplates(archive: CompiledDefaultTheme.templates)
        #expect(SiteBuilder.build(options).report != nil)
        let compiled = FolderSnapshot(place.url("compiled")), archived = FolderSnapshot(place.url("archived"))
        #expect(compiled.fileCount == 157)
        #expect(archived == compiled, "\(archived.difference(from: compiled))")
    }

    @Test func theArchiveServesOnlyTheBuiltInTemplates() throws {
        // One reader for every question, as in a process: it reads the archive again only for
        // templates of another digest.
        let precompiled = PrecompiledTemplates(archive: CompiledDefaultTheme.templates)
        let builtIn = try Theme.load(directory: nil, overrides: nil).get()
        #expect(precompiled.templates(for: builtIn)?.count == SitePlan.templates.count)

        // A stylesheet of its own changes no template: the archive still serves.
        let styled = TemporaryFolder(files: ["static/assets/coop.css": "body { color: green }\n"])
        let restyled = try Theme.load(directory: nil, overrides: styled.path).get()
        #expect(precompiled.templates(for: restyled) != nil)

        // A template of its own does: the archive is not used, and the override is built.
        let stats = String(decoding: try #require(builtIn.files["pages/stats.xhtml"]).bytes, as: UTF8.self)
        let coop = TemporaryFolder(files: [
            "content/eggs.yaml": "2026-11-21: 4\n",
            "theme/pages/stats.xhtml": stats.replacingOccurrences(of: "</main>", with: "<p>Our own footer</p></main>"),
        ])
        let overridden = try Theme.load(directory: nil, overrides: coop.url("theme")).get()
        #expect(precompiled.templates(for: overridden) == nil)
        #expect(precompiled.templates(for: builtIn)?.count == SitePlan.templates.count)
        var options = SiteOptions(content: coop.url("content"), output: coop.url("public"), today: testToday)
        options.compiledTemplates = precompiled
        #expect(SiteBuilder.build(options).report != nil)
        #expect(coop.text("public/stats.html")?.contains("<p>Our own footer</p></main>") == true)
    }

    @Test func aDamagedOrStaleArchiveIsIgnored() {
        let archive = CompiledDefaultTheme.templates
        for unusable in [[], Array(archive.dropLast()), Array(archive.prefix(40)) + [0] + Array(archive.dropFirst(41))] {
            let place = TemporaryFolder()
            var options = SiteOptions(content: repositoryRoot + "/content", contentDisplay: "content", output: place.url("public"), today: testToday)
            options.compiledTemplates = PrecompiledTemplates(archive: unusable)
            let result = SiteBuilder.build(options)
            #expect(result.report?.pages == 132)
            #expect(place.text("public/stats.html")?.contains("<h1>Stats</h1>") == true)
        }
    }
}
