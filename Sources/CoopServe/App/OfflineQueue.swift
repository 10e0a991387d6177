import CoopLocale
import CoopSite
import CoopValues

/// The queue of the coop app on a phone (docs/serve.md, "No entry is lost"): a script on every
/// page `coop serve` serves (the app's and the site's, never in `coop build`'s site) that sends
/// the app's forms with `fetch`, each entry with an id made on the phone (`form-entry`), and
/// keeps in IndexedDB what cannot be sent (the server is out of reach), showing it as waiting
/// to be saved. It sends the waiting entries again as soon as the server answers (`online`,
/// the page shown, every 15 s while some wait), with a fresh form secret
/// (``AppRoute/secret``); the server applies each entry once (``AppliedEntries``). An entry
/// the server refuses stays, with its located problem, and Fix and Drop.
///
/// Its words come from the catalogue, in the script tag's `data-words` (JSON); where the
/// browser allows service workers, it registers ``OfflineCache``.
enum OfflineQueue {
    /// `html` with the queue's script tag before `</body>`, carrying `words`' words; `html`
    /// as it is without words (a theme without a catalogue).
    static func inject(into html: [UInt8], words: Words?) -> [UInt8] {
        guard let words else { return html }
        var bytes = html
        let tag = Array(tag(words: words).utf8)
        if let at = LiveReload.lastRange(of: Array("</body>".utf8), in: bytes) {
            bytes.insert(contentsOf: tag, at: at)
        } else {
            bytes += tag
        }
        return bytes
    }

    /// The script tag, with the words of the waiting panel.
    static func tag(words: Words) -> String {
        let pairs: [(String, Message)] = [
            ("title", .queueTitle), ("waiting", .queueWaiting), ("refused", .queueRefused), ("fix", .queueFix), ("drop", .queueDrop),
            ("confirmDrop", .queueConfirmDrop),
        ]
        let json = "{" + pairs.map { "\"\($0.0)\":" + jsonString(words($0.1)) }.joined(separator: ",") + "}"
        return
            "<script src=\"\(AppRoute.queue.path)\" id=\"coop-queue\" data-words=\"\(MarkupEscaping.attribute.escaping(json))\" defer></script>"
    }

    /// `text` as a JSON string, inert in a script (``JSONWriter/quote(_:escaping:into:)``).
    static func jsonString(_ text: String) -> String {
        var out: [UInt8] = []
        JSONWriter.quote(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The script (``AppRoute/queue``).
    static let script = #"""
        (function () {
          'use strict';
          if (window.coopQueue) return;
          var config = document.getElementById('coop-queue');
          var words = {};
          try { words = JSON.parse(config.getAttribute('data-words')) || {}; } catch (e) { words = {}; }
          var SAVE = '\#(AppRoute.save.path)', REMOVE = '\#(AppRoute.remove.path)', DONE = '\#(AppRoute.choreDone.path)', SECRET = '\#(AppRoute.secret.path)', WORKER = '\#(AppRoute.serviceWorker.path)', STYLE = '\#(AppRoute.queueStyle.path)';
          var STORE = 'entries', FIX = 'coop-fix';
          var syncing = false, waiting = 0, fixing = null;
          window.coopQueue = { sync: function () { return sync(); }, entries: function () { return all(); } };

          function open() {
            return new Promise(function (ok, ko) {
              var request = indexedDB.open('coop-queue', 1);
              request.onupgradeneeded = function () { request.result.createObjectStore(STORE, { keyPath: 'id' }); };
              request.onsuccess = function () { ok(request.result); };
              request.onerror = function () { ko(request.error); };
            });
          }
          function store(mode, work) {
            return open().then(function (db) {
              return new Promise(function (ok, ko) {
                var t = db.transaction(STORE, mode), result;
                var request = work(t.objectStore(STORE));
                if (request) request.onsuccess = function () { result = request.result; };
                t.oncomplete = function () { db.close(); ok(result); };
                t.onerror = t.onabort = function () { db.close(); ko(t.error); };
              });
            });
          }
          function all() {
            return store('readonly', function (s) { return s.getAll(); }).then(function (list) {
              return (list || []).sort(function (a, b) { return a.when - b.when; });
            });
          }
          function keep(entry) { return store('readwrite', function (s) { return s.put(entry); }); }
          function drop(id) { return store('readwrite', function (s) { return s.delete(id); }); }
          function get(id) { return store('readonly', function (s) { return s.get(id); }); }

          // The time an entry was kept, as the page's language writes it (14:28 in German, 2:28 PM
          // in English, whatever the browser's own); the browser's way for a language it does not know.
          function clock(ms) {
            var options = { hour: 'numeric', minute: '2-digit' };
            try { return new Date(ms).toLocaleTimeString(document.documentElement.lang || [], options); }
            catch (e) { return new Date(ms).toLocaleTimeString([], options); }
          }
          function newId() {
            var bytes = new Uint8Array(16);
            crypto.getRandomValues(bytes);
            return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
          }
          function actionOf(form) {
            try { return new URL(form.getAttribute('action') || '', document.baseURI).pathname; } catch (e) { return ''; }
          }
          function isAppForm(form) {
            var action = actionOf(form);
            return form.method.toLowerCase() === 'post' && (action === SAVE || action === REMOVE || action === DONE);
          }
          function fieldsOf(form) {
            var pairs = [];
            new FormData(form).forEach(function (value, name) { if (typeof value === 'string') pairs.push([name, value]); });
            return pairs;
          }
          function summaryOf(form) {
            var heading = document.querySelector('main h1');
            var parts = heading ? [heading.textContent.trim()] : [];
            Array.prototype.forEach.call(form.querySelectorAll('input[type=date], input[type=text], input[type=number], textarea, select'), function (field) {
              var value = (field.value || '').split('\n')[0].trim();
              if (value && value !== '0' && parts.length < 4) parts.push(value);
            });
            if (actionOf(form) === REMOVE) {
              var lines = document.querySelector('main pre');
              if (lines) parts.push(lines.textContent.split('\n')[0].trim());
            }
            var text = parts.join(' · ');
            return text.length > 90 ? text.slice(0, 89) + '…' : text;
          }
          function body(fields, secret) {
            var data = new URLSearchParams();
            fields.forEach(function (pair) { data.append(pair[0], pair[0] === 'form-secret' && secret ? secret : pair[1]); });
            return data;
          }
          function post(entry, secret) {
            return fetch(entry.action, {
              method: 'POST', body: body(entry.fields, secret), credentials: 'same-origin', cache: 'no-store',
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' }
            });
          }
          function freshSecret() {
            return fetch(SECRET, { credentials: 'same-origin', cache: 'no-store' }).then(function (r) {
              if (!r.ok) throw new Error('secret');
              return r.json();
            }).then(function (json) { return json.secret; });
          }
          function problemOf(html) {
            var page = new DOMParser().parseFromString(html, 'text/html');
            var box = page.querySelector('.app-problem') || page.querySelector('main');
            if (!box) return '';
            var lines = [];
            Array.prototype.forEach.call(box.querySelectorAll('p, pre'), function (p) {
              var text = p.textContent.replace(/[ \t]+/g, ' ').trim();
              if (text) lines.push(text);
            });
            return lines.join('\n');
          }

          // One waiting entry sent: true when it landed (or had landed before), false when it was
          // refused (it stays, with its problem); an exception when the server cannot be reached.
          function sendWaiting(entry, secret, again) {
            return post(entry, secret).then(function (response) {
              if (response.redirected || response.ok) return drop(entry.id).then(function () { return true; });
              if (response.status === 409 && !again) {
                return freshSecret().then(function (fresh) { return sendWaiting(entry, fresh, true); });
              }
              if (response.status >= 500) throw new Error('server');
              return response.text().then(function (html) {
                entry.problem = problemOf(html) || String(response.status);
                return keep(entry).then(function () { return false; });
              });
            });
          }

          function sync() {
            if (syncing) return Promise.resolve();
            syncing = true;
            return all().then(function (list) {
              var ready = list.filter(function (e) { return !e.problem && (!fixing || e.id !== fixing.id); });
              if (!ready.length) return;
              return freshSecret().then(function (secret) {
                return ready.reduce(function (previous, entry) {
                  return previous.then(function () { return sendWaiting(entry, secret, false); });
                }, Promise.resolve());
              });
            }).catch(function () {}).then(function () { syncing = false; return render(); });
          }

          function element(name, className, text) {
            var node = document.createElement(name);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          }
          function render() {
            return all().then(function (list) {
              waiting = list.length;
              var panel = document.getElementById('coop-waiting');
              if (!list.length) { if (panel) panel.remove(); return; }
              if (!document.querySelector('link[href="' + STYLE + '"]')) {
                var link = document.createElement('link');
                link.rel = 'stylesheet';
                link.href = STYLE;
                // Added by this script: the live-reload script's in-place update keeps it.
                link.setAttribute('data-coop-keep', '');
                document.head.appendChild(link);
              }
              if (!panel) {
                panel = element('section', 'coop-waiting');
                panel.id = 'coop-waiting';
                panel.setAttribute('role', 'status');
                panel.setAttribute('aria-live', 'polite');
                panel.setAttribute('data-coop-keep', '');
                var main = document.querySelector('main') || document.body;
                main.insertBefore(panel, main.firstChild);
              }
              panel.textContent = '';
              panel.appendChild(element('h2', '', words.title));
              if (list.some(function (entry) { return !entry.problem; })) panel.appendChild(element('p', 'coop-state', words.waiting));
              var items = element('ul');
              list.forEach(function (entry) {
                var item = element('li', entry.problem ? 'coop-refused' : 'coop-pending');
                item.setAttribute('data-entry', entry.id);
                var head = element('p', 'coop-entry');
                head.appendChild(element('strong', '', entry.summary));
                var when = element('time', '', clock(entry.when));
                when.setAttribute('datetime', new Date(entry.when).toISOString());
                head.appendChild(document.createTextNode(' '));
                head.appendChild(when);
                item.appendChild(head);
                if (entry.problem) {
                  item.appendChild(element('p', 'coop-state', words.refused));
                  item.appendChild(element('pre', 'coop-problem', entry.problem));
                  var actions = element('p', 'coop-actions');
                  var fix = element('button', 'coop-fix', words.fix);
                  fix.type = 'button';
                  fix.addEventListener('click', function () {
                    sessionStorage.setItem(FIX, entry.id);
                    location.assign(entry.page);
                  });
                  var remove = element('button', 'coop-drop', words.drop);
                  remove.type = 'button';
                  remove.addEventListener('click', function () {
                    if (window.confirm(words.confirmDrop)) drop(entry.id).then(render);
                  });
                  actions.appendChild(fix);
                  actions.appendChild(remove);
                  item.appendChild(actions);
                }
                items.appendChild(item);
              });
              panel.appendChild(items);
            }).catch(function () {});
          }

          // The entry a form makes: its id is the waiting entry's it repeats (a second tap of Save on
          // the same form, while it waits: still one entry), the fixed entry's, or a new one; a form
          // changed and saved again after its entry was kept is another entry.
          function entryOf(form, list) {
            var fields = fieldsOf(form).filter(function (pair) { return pair[0] !== 'form-entry'; });
            var same = JSON.stringify(content(fields));
            var twin = list.filter(function (e) { return !e.problem && JSON.stringify(content(e.fields)) === same; })[0];
            var id = fixing ? fixing.id : twin ? twin.id : newId();
            return {
              id: id, action: actionOf(form), fields: fields.concat([['form-entry', id]]), summary: summaryOf(form),
              when: twin ? twin.when : Date.now(), page: location.pathname + location.search, problem: null
            };
          }
          function content(fields) {
            return fields.filter(function (pair) { return pair[0] !== 'form-secret' && pair[0] !== 'form-entry'; });
          }

          // A form of the app sent with fetch: where the server's 303 leads when it answers; kept on
          // the phone when it cannot be reached; the server's own page (a problem, a restart) when it
          // answers with one: sent again as a plain form, which shows it (nothing was written).
          function submit(form) {
            var button = form.querySelector('[type=submit]');
            if (button) button.disabled = true;
            all().catch(function () { return []; }).then(function (list) {
              var entry = entryOf(form, list);
              // A 5xx is the server not there (a proxy in front answers 502 while coop serve is
              // stopped) or not able to show its page: nothing was written; kept, sent again.
              return post(entry, null).then(function (response) {
                if (response.status >= 500) throw new Error('unreachable');
                return response;
              }).then(function (response) {
                if (response.redirected || response.ok) {
                  return drop(entry.id).then(function () { location.assign(response.url); });
                }
                var id = document.createElement('input');
                id.type = 'hidden';
                id.name = 'form-entry';
                id.value = entry.id;
                form.appendChild(id);
                return (fixing ? drop(entry.id) : Promise.resolve()).then(function () { HTMLFormElement.prototype.submit.call(form); });
              }, function () {
                if (button) button.disabled = false;
                return keep(entry).then(function () {
                  fixing = null;
                  return render();
                }).then(function () {
                  var panel = document.getElementById('coop-waiting');
                  if (panel) panel.scrollIntoView({ block: 'start' });
                });
              });
            });
          }

          function fill(form, entry) {
            var values = {};
            entry.fields.forEach(function (pair) { (values[pair[0]] = values[pair[0]] || []).push(pair[1]); });
            var seen = {};
            Array.prototype.forEach.call(form.elements, function (field) {
              var name = field.name;
              if (!name || name.indexOf('form-') === 0 || field.type === 'hidden' || field.type === 'submit' || field.type === 'button') return;
              var given = values[name] || [];
              if (field.type === 'checkbox' || field.type === 'radio') {
                field.checked = given.indexOf(field.value) >= 0;
              } else {
                var index = seen[name] || 0;
                seen[name] = index + 1;
                field.value = given[index] !== undefined ? given[index] : '';
              }
            });
          }

          function start() {
            var fixId = sessionStorage.getItem(FIX);
            var form = Array.prototype.find.call(document.forms, isAppForm);
            if (fixId && form) {
              sessionStorage.removeItem(FIX);
              get(fixId).then(function (entry) {
                if (!entry) return;
                fixing = entry;
                fill(form, entry);
              }).catch(function () {});
            }
            render().then(sync);
          }

          document.addEventListener('submit', function (event) {
            var form = event.target;
            if (!(form instanceof HTMLFormElement) || !isAppForm(form)) return;
            event.preventDefault();
            submit(form);
          });
          // A form typed into is neither updated nor reloaded by the live-reload script (LiveReload.swift).
          document.addEventListener('input', function (event) {
            var form = event.target && event.target.form;
            if (form && isAppForm(form)) form.setAttribute('data-coop-typed', '');
          });
          window.addEventListener('online', sync);
          window.addEventListener('pageshow', sync);
          document.addEventListener('visibilitychange', function () { if (!document.hidden) sync(); });
          setInterval(function () { if (waiting > 0) sync(); }, 15000);
          if (window.isSecureContext && navigator.serviceWorker) navigator.serviceWorker.register(WORKER).catch(function () {});
          if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
        })();
        """#

    /// The waiting panel's style (``AppRoute/queueStyle``), linked by the script when an entry waits.
    static let style = """
        .coop-waiting { border: 2px solid var(--accent, #f2b233); border-radius: var(--radius, 14px); padding: .6rem 1rem; margin: 0 0 1rem;
          background: var(--warn-soft, #fff1d2); color: var(--text, #2d2318); }
        .coop-waiting h2 { margin: 0 0 .3rem; font-size: 1.1rem; }
        .coop-waiting ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .6rem; }
        .coop-waiting li { border-top: 1px solid var(--border, #e7dbc4); padding-top: .5rem; }
        .coop-waiting li:first-child { border-top: 0; padding-top: 0; }
        .coop-waiting p { margin: .2rem 0; overflow-wrap: anywhere; }
        .coop-waiting time { color: var(--muted, #6e5d4b); font-size: .9rem; }
        .coop-state { color: var(--muted, #6e5d4b); font-size: .95rem; }
        .coop-refused .coop-state { color: #b3261e; font-weight: 600; }
        .coop-problem { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .85rem; margin: .4rem 0; padding: .5rem .7rem;
          border: 1px solid rgba(179, 38, 30, .3); border-radius: var(--radius-small, 8px); background: #fdecea; color: #5c0b07; }
        .coop-actions { display: flex; gap: .8rem; }
        .coop-actions button { font: inherit; font-weight: 700; padding: .5rem 1.4rem; min-height: 2.75rem; border-radius: 999px;
          border: 1px solid var(--border-strong, #cbb999); background: var(--surface, #fff); color: var(--text, #2d2318); cursor: pointer; }
        .coop-actions .coop-fix { background: var(--accent, #f2b233); border-color: var(--accent, #f2b233); color: var(--accent-ink, #2d2318); }
        @media (prefers-color-scheme: dark) {
          .coop-waiting { background: #3a2f14; color: #f5ead2; }
          .coop-problem { background: #3b1412; color: #ffd9d5; border-color: rgba(255, 138, 128, .35); }
          .coop-refused .coop-state { color: #ff8a80; }
        }
        """
}
