/**
 * The `.html` copies of pages (plugins/sitePlugin.ts; README "URLs and redirects"). Docusaurus starts the app
 * from the raw address: its entry preloads the chunks of the routes matching `location.pathname`, and
 * `….html` matches no doc route, so hydration met a page whose chunks were not there and rendered the
 * loading placeholder instead of the server's HTML (React #418); and the site metadata, rendered outside
 * the routes, built the canonical URL and og:url from the raw pathname (`….html/`, a 404).
 * Client modules run before the entry preloads and before the router reads the address: this one gives the
 * app the slash form to start on (the exact state of the slash page, which hydrates cleanly), then puts the
 * reader's `.html` address back once the page has rendered. The router keeps the slash location, so the
 * canonical URL stays as in the server HTML. The logic is in src/lib/htmlCopy.ts.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {slashFormOfHtmlCopy} from '@site/src/lib/htmlCopy';

/**
 * Whether the served page is the one at `pathname`: its canonical URL (server HTML) says so. The route table
 * cannot say it before the app starts: the docs' routes load by group (src/upstream/routeGroups.ts).
 */
const isServedPage = (pathname: string) => {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical !== null && new URL(canonical.href, window.location.href).pathname === pathname;
};

/** The reader's `.html` address and the slash form the app started on, until the first render. */
let pending: {readonly html: string; readonly slash: string} | null = null;

if (ExecutionEnvironment.canUseDOM) {
  const html = window.location.pathname;
  const slash = slashFormOfHtmlCopy(html, isServedPage);
  if (slash) {
    pending = {html, slash};
    window.history.replaceState(window.history.state, '', slash + window.location.search + window.location.hash);
  }
}

const htmlCopy: ClientModule = {
  onRouteDidUpdate() {
    if (!pending) return;
    const {html, slash} = pending;
    pending = null;
    const {pathname, search, hash} = window.location;
    if (pathname === slash) window.history.replaceState(window.history.state, '', html + search + hash);
  },
};

export default htmlCopy;
