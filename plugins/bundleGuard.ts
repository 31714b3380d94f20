/**
 * The inline guard for a main bundle that fails (docs-dev/docusaurus.md, "Chunk failures"): when the entry scripts (`runtime~main`, `main`)
 * are blocked or gone, no code of the site runs, the page stays server-rendered (readable, but inert) and
 * src/clientModules/chunkFailure.ts cannot tell the reader anything. This head script needs no bundle: it
 * notes the first script under `<baseUrl>assets/js/` that fails to load (`error` events on script elements
 * reach `window` in the capture phase) and, if the app never started (`window.docusaurus` is set by the main
 * bundle before it loads any other chunk), shows the chunk-failure screen once the window has loaded (at once
 * when the script fails after that: plugins/upstream/appStart.ts inserts the entry scripts after the first paint, which
 * can be after the load event), or at the reader's first click on a link of the site if that comes first
 * (that click then stays on the page).
 * A HEAD request tells a missing file (404/410: the docs were published again) from a blocked one.
 *
 * The screen is the DOM of src/components/ChunkFailure/screen.ts (same ids, classes and texts: keep them
 * in step), its words from src/lib/chunkError.ts. Injected by plugins/sitePlugin.ts; its CSP hash is in
 * config/csp-hashes.json (`npm run build && npm run deploy:config -- --from-build build`).
 */
import {chunkFailureMessage} from '../src/lib/chunkError';

export function bundleGuardScript(baseUrl: string): string {
  const messages = {
    missing: chunkFailureMessage('missing', 0),
    error: chunkFailureMessage('error', 0),
  };
  const scripts = `${baseUrl}assets/js/`;
  return `(function(){
var failed = '', shown = false, d = document, M = ${JSON.stringify(messages)};
function el(tag, props, kids) {
  var e = d.createElement(tag);
  for (var k in props) e.setAttribute(k, props[k]);
  (kids || []).forEach(function (c) { e.append(c); });
  return e;
}
function render(reason) {
  var m = M[reason], old = d.getElementById('chunk-failure');
  if (old) old.remove();
  var reload = el('button', {type: 'button', 'class': 'button button--primary'}, ['Reload']);
  var keep = el('button', {type: 'button', 'class': 'button button--secondary'}, ['Keep reading']);
  var screen = el('div', {id: 'chunk-failure', 'class': 'chunk-failure', role: 'alertdialog',
    'aria-labelledby': 'chunk-failure-title', 'aria-describedby': 'chunk-failure-body', 'data-reason': reason}, [
    el('div', {'class': 'chunk-failure__panel'}, [
      el('h2', {id: 'chunk-failure-title'}, [m.title]),
      el('p', {id: 'chunk-failure-body'}, [m.body + ' Reloading usually fixes it.']),
      el('div', {'class': 'chunk-failure__actions'}, [reload, keep])])]);
  reload.onclick = function () { location.reload(); };
  keep.onclick = function () { screen.remove(); };
  d.body.append(screen);
  reload.focus();
}
function show() {
  if (!failed || shown || window.docusaurus) return false;
  shown = true;
  fetch(failed, {method: 'HEAD', cache: 'no-store'}).then(function (r) {
    return r.status === 404 || r.status === 410 ? 'missing' : 'error';
  }, function () { return 'error'; }).then(render);
  return true;
}
addEventListener('error', function (e) {
  var t = e.target;
  if (failed || !t || t.tagName !== 'SCRIPT' || !t.src || new URL(t.src).pathname.indexOf(${JSON.stringify(scripts)}) !== 0) return;
  failed = t.src;
  if (d.readyState === 'complete') show();
}, true);
addEventListener('load', show);
d.addEventListener('click', function (e) {
  var a = e.target.closest && e.target.closest('a[href]');
  if (!a || e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || a.target || a.hasAttribute('download')) return;
  if (a.origin === location.origin && a.pathname.indexOf(${JSON.stringify(baseUrl)}) === 0 && show()) e.preventDefault();
}, true);
})();`;
}
