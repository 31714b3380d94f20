/**
 * The `.html` copies of pages (plugins/sitePlugin.ts writes /docs/quickstart/create-new-workflow.html from the
 * slash route's HTML). `slashFormOfHtmlCopy` gives the slash route a `.html` address stands for, or null when
 * the address is not such a copy (no `.html`, an `index.html`, a route of its own, or no page behind it).
 */
export function slashFormOfHtmlCopy(pathname: string, isPageRoute: (pathname: string) => boolean): string | null {
  if (!/[^/]\.html$/.test(pathname) || /\/index\.html$/.test(pathname) || isPageRoute(pathname)) return null;
  const slash = pathname.replace(/\.html$/, '/');
  return isPageRoute(slash) ? slash : null;
}
