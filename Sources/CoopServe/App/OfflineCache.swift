import CoopRecords
import CoopSite

/// The service worker of the coop app (docs/serve.md, "Offline at the coop"), served at the
/// root (``AppRoute/serviceWorker``) so that its scope is the whole site, by `coop serve` only.
/// The queue script registers it where the browser allows (a secure context: `127.0.0.1`,
/// `localhost`, https).
///
/// It keeps the app's shell (the add form of each kind, the styles, the queue script, the
/// dashboard, the icon) and every page of the site fetched since: network first, so each copy
/// is the last one fetched, and the kept copy when the network fails (a page never kept: the
/// add form). The app's other addresses (`/__coop/…`: the event stream, the secret, the forms
/// to edit) always go to the network; a page among them the phone opens while the server is
/// out of reach gets the kept ``AppRoute/offline`` page, which says so, instead of the
/// browser's error. (`Cache-Control: no-store`, sent on everything, does not
/// stop the Cache API.)
///
/// The worker is the same, byte for byte, from one build to the next: only a new `coop`
/// brings a new one. It once carried the site's version in its cache's name, so every save
/// made the next page opened install a new worker, fetch the shell again and take over the
/// open pages; in 3 runs of `Scripts/check-repaint` in 18, a page opened while that
/// happened never finished loading in Chromium (its request through the worker cancelled
/// after the first bytes, nothing more asked for in 60 s).
enum OfflineCache {
    /// The addresses kept at install: the dashboard, the add forms, those of ``kept`` and the
    /// site's stylesheet and icon.
    static var shell: [String] {
        ["/", "/index.html", AppRoute.add.path] + RecordKind.allCases.map { AppRoute.add($0) } + kept
            + ["/assets/coop.css", "/assets/icon.svg"]
    }

    /// The addresses under `/__coop/` it keeps.
    static let kept = [AppRoute.style.path, AppRoute.queue.path, AppRoute.queueStyle.path, AppRoute.offline.path]

    /// The cache's name. A new `coop` whose worker keeps its pages in another way names
    /// another cache; the worker deletes every other `coop-` cache when it takes over (those of
    /// the workers named after a site version included).
    static let cacheName = "coop-app-1"

    /// The worker, the same for every build of every site.
    static let script: String = {
        let shellList = "[" + shell.map { OfflineQueue.jsonString($0) }.joined(separator: ", ") + "]"
        let keptList = "[" + kept.map { OfflineQueue.jsonString($0) }.joined(separator: ", ") + "]"
        let add = AppRoute.add.path
        let offline = AppRoute.offline.path
        return #"""
            'use strict';
            var CACHE = '\#(cacheName)';
            var SHELL = \#(shellList);
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
            function outOfReach(otherwise) {
              return caches.open(CACHE).then(function (cache) { return cache.match('\#(offline)'); })
                .then(function (found) { return found || otherwise; });
            }
            self.addEventListener('fetch', function (event) {
              var request = event.request, url = new URL(request.url);
              if (request.method !== 'GET' || url.origin !== self.location.origin) return;
              if (url.pathname.indexOf('/__coop/') === 0 && \#(keptList).indexOf(url.pathname) < 0) {
                // A page only coop serve makes (a form to edit, a question): never kept, but out
                // of its reach the kept page saying so, not the browser's error.
                if (request.mode === 'navigate') {
                  event.respondWith(fetch(request).then(function (response) {
                    return response.status < 500 ? response : outOfReach(response);
                  }, function () { return outOfReach(Response.error()); }));
                }
                return;
              }
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
    }()
}
