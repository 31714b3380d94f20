/**
 * Links in the Markdown export point at the public site, so the text works wherever it is pasted:
 * `../limits.md#x` becomes `https://pipedream.com/docs/limits/#x`, `/img/a.png` becomes
 * `https://pipedream.com/docs/img/a.png`, `#section` the page's own URL with that hash, `pathname:///docs/x.json`
 * `https://pipedream.com/docs/x.json`.
 */
import {mdLinkFile} from '../mdLinks';

export interface UrlResolverOptions {
  /** The page's source, relative to the site: `docs/code/nodejs/index.md`. */
  readonly file: string;
  /** The page's absolute URL. */
  readonly pageUrl: string;
  /** `https://pipedream.com` */
  readonly siteOrigin: string;
  /** `/docs/` */
  readonly baseUrl: string;
  /** The public path of the doc built from a site-relative source file, if it is one. */
  readonly permalinkOfSource: (siteRelativeFile: string) => string | undefined;
}

export function createUrlResolver(o: UrlResolverOptions): (url: string) => string {
  return (url) => {
    // `pathname:///docs/api/openapi.yaml`: a file of the build, outside the router.
    if (url.startsWith('pathname://')) return `${o.siteOrigin}${url.slice('pathname://'.length)}`;
    if (url === '' || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
    if (url.startsWith('#')) return `${o.pageUrl}${url}`;
    const m = /^([^?#]*)([?#].*)?$/.exec(url)!;
    const [pathname = '', suffix = ''] = [m[1], m[2]];
    const file = mdLinkFile(o.file, pathname);
    if (file !== undefined) {
      const permalink = o.permalinkOfSource(file);
      return permalink ? `${o.siteOrigin}${permalink}${suffix}` : url;
    }
    if (pathname.startsWith('/')) {
      const full = pathname.startsWith(o.baseUrl) ? pathname : `${o.baseUrl}${pathname.replace(/^\/+/, '')}`;
      return `${o.siteOrigin}${full}${suffix}`;
    }
    return url;
  };
}
