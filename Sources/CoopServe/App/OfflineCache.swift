import CoopRecords
import CoopSite

/// The service worker of the coop app (docs/serve.md, "Offline at the coop"), served at the
/// root (``AppRoute/serviceWorker``) so that its scope is the whole site, by `coop serve` only.
/// The queue script registers it where the browser allows (a secure context: `127.0.0.1`,
/// `localhost`, https).
///
/// It keeps the app's shell (the add form of each kind, the styles, the queue script, the
/// dashboard, the icon) and every page of the site fetched since: network first, the kept
/// copy when the network fails (a page never kept: the add form). Its cache is named after the
/// site's version (the number the live-reload script knows), so a new build's worker replaces
/// the pages kept by the last. The app's other addresses (`/__coop/…`: the event stream, the
/// secret, the forms to edit) always go to the network. (`Cache-Control: no-store`, sent on
/// everything, does not stop the Cache API.)
enum OfflineCache {
    /// The addresses kept at install.
    static var shell: [String] {
        ["/", "/index.html", AppRoute.add.path] + RecordKind.allCases.map { AppRoute.add($0) }
            + [AppRoute.style.path, AppRoute.queue.path, AppRoute.queueStyle.path, "/assets/coop.css", "/assets/icon.svg"]
    }

    /// The addresses under `/__coop/` it keeps.
    static let kept = [AppRoute.style.path, AppRoute.queue.path, AppRoute.queueStyle.path]

    /// The worker for the site at `version`.
    static func script(version: Int) -> String {
        let shell = "[" + shell.map { OfflineQueue.jsonString($0) }.joined(separator: ", ") + "]"
        let kept = "[" + kept.map { OfflineQueue.jsonString($0) }.joined(separator: ", ") + "]"
        let add = AppRoute.add.path
        return #"""
            'use strict';
            var CACHE = 'coop-\#(version)';
            var SHELL = \#(shell);
            self.addEventListener('install', function (event) {
              event.waitUntil(caches.open(CACHE).then(function (cache) {
                return Promise.all(SHELL.map(function (url) {
                  return fetch(url, { credentials: 'same-origin', cache: 'no-store' }).then(function (response) {
                    if (response.ok) return cache.put(url, response);
                  }).catch(function () {});
                }));
              }).then(function () { return self.skipWaiting(); }));
            });
            self.addEventListener('activate', function (event) {
              event.waitUntil(caches.keys().then(function (names) {
                return Promise.all(names.filter(function (name) { return name.indexOf('coop-') === 0 && name !== CACHE; })
                  .map(function (name) { return caches.delete(name); }));
              }).then(function () { return self.clients.claim(); }));
            });
            function cached(request) {
              return caches.open(CACHE).then(function (cache) {
                return cache.match(request).then(function (found) {
                  if (found || request.mode !== 'navigate') return found;
                  return cache.match('\#(add)');
                });
              }).then(function (found) { return found || Response.error(); });
            }
            self.addEventListener('fetch', function (event) {
              var request = event.request, url = new URL(request.url);
              if (request.method !== 'GET' || url.origin !== self.location.origin) return;
              if (url.pathname.indexOf('/__coop/') === 0 && \#(kept).indexOf(url.pathname) < 0) return;
              event.respondWith(fetch(request).then(function (response) {
                if (response.ok && response.type === 'basic') {
                  var copy = response.clone();
                  caches.open(CACHE).then(function (cache) { return cache.put(request, copy); });
                }
                if (response.status < 500) return response;
                // A proxy in front answers 502 while coop serve is stopped: the kept copy, if any.
                return cached(request).then(function (found) { return found.type === 'error' ? response : found; });
              }, function () { return cached(request); }));
            });
            """#
    }
}
