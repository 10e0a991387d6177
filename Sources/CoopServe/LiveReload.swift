import CoopLocale
import CoopSite
import CoopValues

/// What `coop serve` adds to the HTML pages it serves — and only to those: `coop build`
/// never writes it. A script that updates the page in place when another version of the site
/// is served (``LiveReloadMorph``; it reloads the page when it cannot), and, while the last
/// build failed, a box with its diagnostics.
///
/// The script opens one connection per browser, not per tab: a browser allows six
/// connections to a host, and a stream held open by every tab would leave none for the
/// seventh tab's page. The tabs elect a leader with a Web Lock (`navigator.locks`, the lock
/// `coop-live`): the leader holds the event stream (``eventsPath``) and passes each version to
/// the other tabs over a `BroadcastChannel` of the same name; when the leader tab closes, the
/// lock, and the stream, pass to another. A tab that starts, or comes back into view, asks
/// the leader for the version it last heard (the message `?`), so that a build finished
/// while it was loading is not missed. Where either API is missing, each tab opens its own
/// stream. A page with a form of the coop app someone has typed into (the queue script marks
/// it `data-coop-typed`) is neither updated nor reloaded: what was typed would be lost
/// (``OfflineQueue``).
public enum LiveReload {
    /// The event stream the script listens to (``LiveReloadEvents``).
    public static let eventsPath = AppRoute.events.path

    /// The path polled by the script of pages served by an older `coop serve`: it answers
    /// at once so that they reload (``SiteResponder``). Nothing else under `/__coop/` exists.
    public static let changesPath = AppRoute.changes.path

    /// The script for a page built at `version` that loads `assets` (their fingerprint is
    /// there only to differ when they do: a page updated in place reloads then).
    static func script(version: Int, assets: PageAssets) -> String {
        """
        <script>(function(){var v=\(version),n='coop-live',c=null,leader=false,last=null,assets='\(assets.hex)';
        \(LiveReloadMorph.functions)
        function seen(w){if(w!==v&&!document.querySelector('form[data-coop-typed]'))repaint(w)}\
        function listen(){var s=new EventSource('\(eventsPath)');s.onmessage=function(e){last=JSON.parse(e.data).version;\
        if(c)c.postMessage(last);seen(last)};s.onerror=function(){if(s.readyState===2)setTimeout(listen,1000)}}\
        if(navigator.locks&&window.BroadcastChannel){c=new BroadcastChannel(n);\
        c.onmessage=function(e){if(e.data!=='?')seen(e.data);else if(leader&&last!==null)c.postMessage(last)};\
        navigator.locks.request(n,function(){leader=true;listen();return new Promise(function(){})});\
        c.postMessage('?');document.addEventListener('visibilitychange',function(){if(!document.hidden)c.postMessage('?')})}\
        else if(window.EventSource)listen()})();</script>
        """
    }

    /// `html` with the script before `</body>` and, when `errors` is given, the box after
    /// `<body…>`, in the language of `words` (the site's).
    static func inject(into html: [UInt8], version: Int, assets: PageAssets, errors: String?, words: Words?) -> [UInt8] {
        var bytes = html
        let script = Array(script(version: version, assets: assets).utf8)
        if let end = lastRange(of: Array("</body>".utf8), in: bytes) {
            bytes.insert(contentsOf: script, at: end)
        } else {
            bytes += script
        }
        if let errors, let body = firstRange(of: Array("<body".utf8), in: bytes),
            let close = bytes[(body + 5)...].firstIndex(of: UInt8(ascii: ">"))
        {
            bytes.insert(contentsOf: errorBox(errors, words: words).utf8, at: close + 1)
        }
        return bytes
    }

    /// Where `needle` first starts in `bytes`.
    private static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// Where `needle` last starts in `bytes`.
    static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).reversed().first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// A box with the diagnostics of a failed build (escaped).
    static func errorBox(_ errors: String, words: Words?) -> String {
        // Byte by byte: a `<` with a combining mark after it is still a `<`.
        let escaped = MarkupEscaping.content.escaping(errors)
        return "<div id=\"coop-build-errors\" role=\"alert\" style=\"position:sticky;top:0;z-index:99;margin:0;padding:1rem;"
            + "background:#fff0f0;color:#600;border-bottom:3px solid #c00;font:13px/1.4 ui-monospace,monospace;max-height:60vh;overflow:auto\">"
            + "<strong>" + words.escaped(.buildFailedBox) + "</strong><pre style=\"white-space:pre-wrap;margin:.5rem 0 0\">"
            + escaped + "</pre></div>"
    }

    /// A page for when there is no good site yet: the diagnostics, and the script.
    static func errorPage(version: Int, assets: PageAssets, errors: String, words: Words?) -> [UInt8] {
        Array(
            ("<!DOCTYPE html>\n<html lang=\"" + words.escapedLanguage + "\"><head><meta charset=\"utf-8\"><title>"
                + words.escaped(.buildFailedTitle) + "</title></head><body>" + errorBox(errors, words: words)
                + "<p style=\"font:15px system-ui;padding:1rem\">" + words.escaped(.buildFailedFix) + "</p>"
                + script(version: version, assets: assets) + "</body></html>\n").utf8)
    }
}
