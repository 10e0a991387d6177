import CoopLocale
import Foundation
import Testing

@testable import CoopServe
@testable import CoopSite

/// What `coop serve` adds to its pages: the live-reload script, which updates a page in place
/// (``LiveReloadMorph``), and the failed build's box. Chromium runs the script in
/// Scripts/check-repaint and Scripts/check-live-reload.
@Suite(.serialized) struct LiveReloadTests {
    /// The assets of no site: the app's alone.
    static let assets = PageAssets(site: nil)
    static let page = Array("<!DOCTYPE html>\n<html><head><title>Eggs</title></head><body class=\"x\"><main>3</main></body></html>\n".utf8)

    @Test func theScriptUpdatesThePageInPlaceAndReloadsOnlyAsTheFallback() throws {
        let script = LiveReload.script(version: 7, assets: Self.assets)
        #expect(script.hasPrefix("<script>(function(){var v=7,n='coop-live',c=null,leader=false,last=null,assets='\(Self.assets.hex)';\n"))
        #expect(script.hasSuffix("else if(window.EventSource)listen()})();</script>"))
        // The morph, once, inside the script's function (it sets the script's `v`).
        #expect(script.components(separatedBy: LiveReloadMorph.functions).count == 2)
        #expect(script.contains("function seen(w){if(w!==v&&!document.querySelector('form[data-coop-typed]'))repaint(w)}"))
        #expect(LiveReloadMorph.functions.contains("v=nv;\n"))
        // The page's own address, never a cached copy; a reload only when the fetch or the morph cannot do.
        #expect(
            LiveReloadMorph.functions.contains(
                "fetch(location.pathname+location.search,{cache:'no-store',credentials:'same-origin',signal:stop.signal})"))
        #expect(script.components(separatedBy: "location.reload()").count == 3)
        #expect(LiveReloadMorph.functions.contains(".catch(function(){location.reload()})"))
        #expect(
            LiveReloadMorph.functions.contains(
                "document.dispatchEvent(new CustomEvent('coop:repaint',{detail:{version:v,started:started}}))"))
        // Scripts are never morphed, and a script coming or going is a reload.
        #expect(LiveReloadMorph.functions.contains("x.nodeName==='SCRIPT'||x.hasAttribute('data-coop-keep')"))
        // No `</script>` inside that would end the tag early, and one version for `var v=(\d+)` to find.
        #expect(!LiveReloadMorph.functions.contains("</"))
        #expect(script.matches(of: /var v=[0-9]/).count == 1)
    }

    @Test func theScriptGoesBeforeTheLastBodyEndAndTheBoxAfterTheBodyStart() {
        let script = LiveReload.script(version: 3, assets: Self.assets)
        let english = SiteVersion.builtInWords
        let plain = String(
            decoding: LiveReload.inject(into: Self.page, version: 3, assets: Self.assets, errors: nil, words: english), as: UTF8.self)
        #expect(
            plain == "<!DOCTYPE html>\n<html><head><title>Eggs</title></head><body class=\"x\"><main>3</main>" + script + "</body></html>\n"
        )
        let failed = String(
            decoding: LiveReload.inject(
                into: Self.page, version: 4, assets: Self.assets, errors: "eggs.yaml:1:1: error: <no>", words: english),
            as: UTF8.self)
        let box = LiveReload.errorBox("eggs.yaml:1:1: error: <no>", words: english)
        #expect(box.hasPrefix("<div id=\"coop-build-errors\" role=\"alert\""))
        #expect(box.contains("<strong>The last build failed; this is the last good site.</strong>"))
        #expect(box.contains("eggs.yaml:1:1: error: &lt;no&gt;</pre></div>"))
        #expect(
            failed == "<!DOCTYPE html>\n<html><head><title>Eggs</title></head><body class=\"x\">" + box + "<main>3</main>"
                + LiveReload.script(version: 4, assets: Self.assets) + "</body></html>\n")
    }

    @Test func theErrorPageCarriesTheScriptToo() {
        let english = SiteVersion.builtInWords
        let page = String(decoding: LiveReload.errorPage(version: 2, assets: Self.assets, errors: "broken", words: english), as: UTF8.self)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Build failed · coop serve</title>"))
        #expect(page.contains(LiveReload.errorBox("broken", words: english)))
        #expect(page.contains(">Fix the files and save: this page reloads by itself.</p>"))
        #expect(page.hasSuffix(LiveReload.script(version: 2, assets: Self.assets) + "</body></html>\n"))
    }

    /// The box speaks the site's language: a French coop's failed build is said in French.
    @Test func theBoxIsInTheSitesLanguage() throws {
        guard case .success(let theme) = Theme.load(directory: nil, overrides: nil), case .success(let french) = theme.words("fr") else {
            Issue.record("the built-in theme has no French words")
            return
        }
        let box = LiveReload.errorBox("œufs.yaml:1:1: erreur", words: french)
        #expect(box.contains("<strong>La dernière construction a échoué\u{202F}; voici le dernier site valide.</strong>"))
        let page = String(decoding: LiveReload.errorPage(version: 1, assets: Self.assets, errors: "x", words: french), as: UTF8.self)
        #expect(page.contains("<html lang=\"fr\">") && page.contains("<title>Échec de la construction · coop serve</title>"))
        #expect(page.contains(">Corrigez les fichiers et enregistrez\u{00A0}: cette page se recharge d’elle-même.</p>"))
    }

    @Test func aServedPageCarriesItsSitesAssetsWhichAContentEditKeeps() async throws {
        let running = try await RunningServer(files: ["hens.yaml": "- name: Pearl\n", "eggs.yaml": "2026-11-21: 1\n"])
        let assets = try #require(try await running.get("/").body.firstMatch(of: /assets='([0-9a-f]{16})';/)?.output.1)
        #expect(assets != Substring(PageAssets(site: nil).hex))
        let version = running.server.version
        running.content.write("eggs.yaml", "2026-11-21: 1\n2026-11-22: 4\n")
        try await running.waitForBuild(after: version)
        let page = try await running.get("/").body
        #expect(page.contains("var v=\(running.server.version),") && page.contains("assets='\(assets)';"))
        await running.server.stop()
    }

    @Test func theQueuesOwnElementsAreKeptByTheMorph() {
        // The panel of waiting entries and its stylesheet are the queue script's, not the page's.
        #expect(OfflineQueue.script.components(separatedBy: "setAttribute('data-coop-keep', '')").count == 3)
    }
}
