/**
 * A Markdown link to another page's source (`./b.md`, `../x/index.mdx`, `/docs/a.md`): the site-relative file it
 * names. One resolver for the anchor check (plugins/lib/anchors.ts) and the Markdown export's links
 * (plugins/lib/markdownExport/links.ts), as Docusaurus resolves them: relative to the linking file, or from the
 * site's root when it starts with `/`.
 */
import path from 'node:path';

/** The site-relative source file a link's path (no query or hash) names, or undefined when it is no `.md`/`.mdx` path. */
export function mdLinkFile(fromFile: string, pathname: string): string | undefined {
  if (!/\.mdx?$/.test(pathname)) return undefined;
  if (pathname.startsWith('/')) return pathname.replace(/^\/+/, '');
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: the path as written.
  }
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decoded));
}
