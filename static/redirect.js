// The script of the redirect stub pages (plugins/redirectStubs.ts): go to the target in `data-to`, keeping the
// request's ?query and #hash when the target has none. A file, not an inline script, so the CSP allows it.
(function () {
  var script = document.currentScript;
  var to = script && script.getAttribute('data-to');
  if (!to) return;
  var url = new URL(to, location.href);
  if (!url.search) url.search = location.search;
  if (!url.hash) url.hash = location.hash;
  location.replace(url.href);
})();
