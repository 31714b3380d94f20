/**
 * Links in the OpenAPI document's descriptions are absolute URLs of the public docs
 * (`https://pipedream.com/docs/limits/`), so they work in Postman, Insomnia or a generated client. On a page
 * they become links to the source file of the page's own version (`../../limits.md`), which the build checks
 * like any other link; in the Markdown export, URLs of the page's version. Pure but for `exists`.
 */
import path from 'node:path';
import {baseUrl, siteModel, siteOrigin} from '../../../config/versions';

/** The docs' public root as the document writes it: `https://pipedream.com/docs/` (config/versions.ts). */
export const publicDocsRoot = `${siteOrigin}${baseUrl}`;

/** The content folder of a version holding the file: `docs/api/rest/index.md` → `docs`; `versioned_docs/version-v1/a.md` → `versioned_docs/version-v1`. */
export function versionRootOf(siteRelativeFile: string): string | undefined {
  return siteModel.versions.find((v) => siteRelativeFile.startsWith(`${v.contentDir}/`))?.contentDir;
}

export interface PageLinkOptions {
  /** The page's source, relative to the site (`docs/api/rest/index.md`). */
  readonly pageFile: string;
  /** Whether a site-relative file exists. */
  readonly exists: (siteRelativeFile: string) => boolean;
}

/** Rewrites document links for a page; throws naming the operation when a docs URL has no page in the page's version. */
export function pageLinkResolver(o: PageLinkOptions): (url: string, where: string) => string {
  const root = versionRootOf(o.pageFile);
  return (url, where) => {
    if (!url.startsWith(publicDocsRoot) || !root) return url;
    const [pathname = '', hash] = url.slice(publicDocsRoot.length).split('#');
    const route = pathname.replace(/\/+$/, '');
    const candidates = route
      ? [`${route}.md`, `${route}.mdx`, `${route}/index.md`, `${route}/index.mdx`]
      : ['index.md', 'index.mdx'];
    const target = candidates.map((c) => `${root}/${c}`).find((f) => o.exists(f));
    if (!target) {
      throw new Error(`${where}: the link ${url} (openapi/pipedream.yaml) has no page in ${root}/, the version of ${o.pageFile}`);
    }
    const suffix = hash !== undefined ? `#${hash}` : '';
    if (target === o.pageFile) return suffix || '#';
    const relative = path.posix.relative(path.posix.dirname(o.pageFile), target);
    return `${relative.startsWith('.') ? relative : `./${relative}`}${suffix}`;
  };
}

/** For the Markdown export: the same URL in the page's version (`/docs/` → `/docs/v1/`). */
export function exportLinkResolver(siteOrigin: string, versionBase: string): (url: string) => string {
  return (url) => (url.startsWith(publicDocsRoot) ? `${siteOrigin}${versionBase}${url.slice(publicDocsRoot.length)}` : url);
}
