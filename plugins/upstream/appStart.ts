/**
 * Follows @docusaurus/core/lib/ssg/ssgTemplate.html.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Paint first, then start the app (issue 23). Docusaurus's page template loads the entry scripts
 * (`runtime~main`, `main`) with `defer`, so on a fast network the browser runs them, the app's largest
 * task, before it paints the page it has already parsed: a phone shows nothing until the bundle has been
 * evaluated. This template (Docusaurus's own, `@docusaurus/core/lib/ssg/ssgTemplate.html.js` of 3.10.2,
 * with only the scripts changed) fetches the same scripts at once with `<link rel="preload">`, at the low
 * priority of a `defer` script so they do not compete with the stylesheet, and runs them once the page is
 * on screen.
 *
 * The starter is the last element of the body, so when it runs the whole page has been parsed. It starts the
 * scripts, in a task of their own:
 * - when the browser reports a largest contentful paint after that moment (an LCP entry is reported once
 *   its paint is on screen, which can be some frames after the main thread painted it: a script started
 *   on a frame count can still delay it);
 * - else three frames after both the load event and the first contentful paint (the largest element was
 *   painted before the end of the page was parsed, or the browser reports no LCP; a browser without Paint
 *   Timing waits for the load event alone);
 * - at once in a hidden tab, which paints nothing.
 * Inserted scripts with `async = false` run in insertion order, as `defer` ones do. Each gets its link's absolute
 * URL, not the path the bundler's runtime would look for when the app asks for the route group's chunk: the
 * runtime then adds a script of its own for it (from the memory cache) and hears that script's own load or
 * error. Given the starter's script instead, it could miss an error that fired before it listened, and wait for
 * its time-out (120 s) rather than show the chunk-failure screen.
 *
 * The starter is the same text on every page (it reads the script list from the preload links), so one CSP
 * hash covers it (config/csp-hashes.json). plugins/bundleGuard.ts still sees a script that fails to load.
 */

/** The attribute that marks the preload links of the entry scripts, in the order they must run. */
export const appScriptAttribute = 'data-app-script';

/** One line: Docusaurus ships the whole site config, this template included, in the main bundle. */
const oneLine = (text: string) => text.replace(/\n\s*/g, '');

export const appStartScript = oneLine(`(function(){
var d = document, started = false;
function start() {
  if (started) return;
  started = true;
  d.querySelectorAll('link[${appScriptAttribute}]').forEach(function (l) {
    var s = d.createElement('script');
    s.src = l.href;
    s.async = false;
    d.head.appendChild(s);
  });
}
if (d.visibilityState === 'hidden') return start();
d.addEventListener('visibilitychange', start, {once: true});
var parsed = performance.now(), painted = false, loaded = d.readyState === 'complete';
var P = window.PerformanceObserver, types = (P && P.supportedEntryTypes) || [];
function afterFrames(n) {
  if (n > 0) requestAnimationFrame(function () { afterFrames(n - 1); });
  else setTimeout(start);
}
function fallback() {
  if (painted && loaded) afterFrames(3);
}
if (types.indexOf('largest-contentful-paint') >= 0) {
  new P(function (list, o) {
    if (list.getEntries().some(function (e) { return e.startTime >= parsed; })) { o.disconnect(); setTimeout(start); }
  }).observe({type: 'largest-contentful-paint', buffered: true});
}
if (types.indexOf('paint') >= 0) {
  new P(function (list, o) {
    if (list.getEntriesByName('first-contentful-paint').length) { o.disconnect(); painted = true; fallback(); }
  }).observe({type: 'paint', buffered: true});
} else painted = true;
if (!loaded) addEventListener('load', function () { loaded = true; fallback(); });
fallback();
})();`);

/** Docusaurus's SSG template with the entry scripts preloaded and started by {@link appStartScript}. */
export const ssrTemplate = oneLine(`<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" ${appScriptAttribute}>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${appStartScript}</script>
  </body>
</html>`);
