/// The part of the live-reload script (``LiveReload/script(version:)``) that updates an open
/// page in place when a new version of the site is served, instead of reloading it: a reload
/// throws away the scroll position, the menus someone opened and the page's window, and it is
/// most of the time from a save to the page showing it (docs/performance.md, "Save to repaint").
///
/// `repaint(w)`, told that version `w` is served, fetches the page's own address again (path
/// and query, `cache: 'no-store'`), parses it with `DOMParser` and turns the live document into
/// the new one node by node (`morph`), then sets the script's `v` to the fetched page's version
/// and dispatches `coop:repaint` on `document` (its `detail`: `version`, and `started`, the
/// `performance.now()` when the news came). Page scripts that change the page after it loads
/// listen to that event to do it again (the footer's "updated N days ago").
///
/// The morph walks both trees at once. Two nodes of the same kind (node type, tag name and
/// `id`) are one node in both pages: the live one keeps its place, gets the new one's
/// attributes and text, and the walk goes on into its children; any other new node is a copy
/// of the new page's, put in place, and live nodes the new page does not have are removed.
/// Children are paired by `id` where they have one (the failed build's box,
/// `#coop-build-errors`, comes and goes like this), otherwise in order, looking a few nodes
/// ahead so that one removed node does not replace all that follow. Nodes kept in place keep
/// what the browser knows of them and the page does not say: the focus, a field's typed value,
/// a caret, the scroll position of the page (its height changes at most by what changed).
///
/// What the morph leaves alone: `<script>` elements, on both sides (a script never runs twice
/// and is never dropped: this script, the queue's ``OfflineQueue``); live elements marked
/// `data-coop-keep`, which the page's scripts added (the queue's panel of waiting entries and
/// its stylesheet); the `open` attribute of a `<details>`, as the person left it.
///
/// It falls back to `location.reload()` whenever the result could differ from a reload: the
/// fetch fails or does not answer 200 with HTML (the page is no longer in the site: 404), it
/// was redirected, the fetched page has no live-reload script or an older version than the one
/// announced, its scripts (their addresses and texts, the version aside) or its stylesheets
/// differ from the live page's (the script carries the fingerprint of the stylesheets and the
/// app's files, ``PageAssets``: a stylesheet edited under the same address is a difference), a
/// script would come or go with a morphed node, or anything throws. A page with a typed form (`form[data-coop-typed]`) is neither morphed nor reloaded.
/// Versions announced during a repaint are remembered (`want`): the page is fetched again
/// after it if a newer one came. A browser without `fetch`, `DOMParser` or `AbortController`
/// reloads, as before; a fetch that does not answer within 10 s is given up for a reload.
enum LiveReloadMorph {
    /// The JavaScript functions, for the inside of the live-reload script's function: they read
    /// and set its `v` (the version the page shows).
    static let functions = #"""
        var busy=false,want=0;
        // What must be equal for a morph: the scripts (the version aside) and the stylesheets.
        function same(d,s){return Array.prototype.map.call(d.querySelectorAll(s),function(e){
          return e.nodeName==='SCRIPT'?(e.getAttribute('src')||'')+'|'+e.text.replace(/var v=\d+/,''):e.getAttribute('href')}).join('\n')}
        function kept(x){return x.nodeType===1&&(x.nodeName==='SCRIPT'||x.hasAttribute('data-coop-keep'))}
        // An element's id (the attribute: a form's `id` property can be its field named id).
        function key(x){return x.nodeType===1&&x.getAttribute('id')||''}
        function alike(a,b){return a.nodeType===b.nodeType&&a.nodeName===b.nodeName&&key(a)===key(b)}
        // The next live child from x that is still to pair (not a script, not paired yet).
        function free(x,used){while(x&&(kept(x)||used.has(x)))x=x.nextSibling;return x}
        function noScript(x){if(x.nodeType===1&&(x.nodeName==='SCRIPT'||x.querySelector('script')))throw 0;return x}
        function attrs(a,b){
          var i,t,open=a.nodeName==='DETAILS';
          for(i=a.attributes.length-1;i>=0;i--){t=a.attributes[i];
            if(!(open&&t.name==='open')&&!b.hasAttributeNS(t.namespaceURI,t.localName))a.removeAttributeNS(t.namespaceURI,t.localName)}
          for(i=0;i<b.attributes.length;i++){t=b.attributes[i];
            if(open&&t.name==='open'||a.getAttributeNS(t.namespaceURI,t.localName)===t.value)continue;
            if(t.namespaceURI)a.setAttributeNS(t.namespaceURI,t.name,t.value);else a.setAttribute(t.name,t.value)}
        }
        function morph(a,b){
          if(a.nodeType!==1){if(a.nodeValue!==b.nodeValue)a.nodeValue=b.nodeValue;return}
          attrs(a,b);
          if(a.nodeName==='TEMPLATE'){if(a.innerHTML!==b.innerHTML)a.innerHTML=b.innerHTML;return}
          var used=new Set(),ids=new Map(),live=[],end=null,cur,x,y,m,k;
          for(x=a.firstChild;x;x=x.nextSibling)if(!kept(x)){live.push(x);if(key(x))ids.set(key(x),x)}
          // New nodes past the last live one go before the scripts that end the element.
          for(x=a.lastChild;x&&kept(x);x=x.previousSibling)end=x;
          cur=free(a.firstChild,used);
          for(y=b.firstChild;y;y=y.nextSibling){
            if(kept(y))continue;
            m=null;
            if(key(y)){m=ids.get(key(y))||null;if(m&&(used.has(m)||m.nodeName!==y.nodeName))m=null}
            else for(x=cur,k=0;x&&k<4&&!key(x);x=free(x.nextSibling,used),k++)if(alike(x,y)){m=x;break}
            // Found ahead in order: the live nodes passed are not in the new page.
            if(m&&!key(y))while(cur!==m){x=free(cur.nextSibling,used);a.removeChild(noScript(cur));cur=x}
            if(m){used.add(m);if(m===cur)cur=free(cur.nextSibling,used);else a.insertBefore(m,cur||end);morph(m,y)}
            else a.insertBefore(noScript(document.importNode(y,true)),cur||end);
          }
          live.forEach(function(x){if(!used.has(x)&&x.parentNode===a)a.removeChild(noScript(x))});
        }
        function repaint(w){
          want=w;if(busy)return;
          if(!window.fetch||!window.DOMParser||!window.AbortController){location.reload();return}
          busy=true;
          // A fetch that hangs (the server gone) is given up after 10 s: the page reloads.
          var started=performance.now(),stop=new AbortController(),late=setTimeout(function(){stop.abort()},10000);
          fetch(location.pathname+location.search,{cache:'no-store',credentials:'same-origin',signal:stop.signal}).then(function(r){
            if(r.status!==200||r.redirected||!/html/.test(r.headers.get('Content-Type')||''))throw 0;
            return r.text()
          }).then(function(t){
            clearTimeout(late);
            var d=new DOMParser().parseFromString(t,'text/html'),s=Array.prototype.find.call(d.scripts,function(e){return e.text.indexOf("n='coop-live'")>=0}),
              nv=s?Number((/var v=(\d+)/.exec(s.text)||[])[1]):NaN;
            if(!(nv>=want)||same(d,'script')!==same(document,'script')||same(d,'link[rel~=stylesheet]:not([data-coop-keep])')!==same(document,'link[rel~=stylesheet]:not([data-coop-keep])'))throw 0;
            busy=false;
            if(document.querySelector('form[data-coop-typed]'))return;
            morph(document.documentElement,d.documentElement);
            v=nv;
            document.dispatchEvent(new CustomEvent('coop:repaint',{detail:{version:v,started:started}}));
            if(want>v)repaint(want)
          }).catch(function(){location.reload()})
        }
        """#
}
