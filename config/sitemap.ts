/**
 * The sitemap (preset-classic's plugin): every page of every version, older versions at a lower priority
 * so search engines prefer the latest docs. Versions are read from the site model (config/versions.ts), the
 * list the Markdown export and page data follow too, so a version cut with `npm run version:cut` is ranked
 * with no change here.
 */
import type * as Preset from '@docusaurus/preset-classic';
import {siteModel, type SiteModel} from './versions';
import {buildPart, pathInPart} from './buildPart';

type SitemapOptions = Exclude<NonNullable<Preset.Options['sitemap']>, false>;
type SitemapItem = {url: string; priority?: number | null};

export const sitemapPriority = {latest: 0.8, older: 0.3} as const;

/** Public path prefixes of the older versions: `/docs/v1/`. */
export function olderVersionPrefixes(model: SiteModel = siteModel): string[] {
  return model.versions.filter((v) => !v.isLatest).map((v) => v.path);
}

export function prioritize<T extends SitemapItem>(items: readonly T[], olderPrefixes: readonly string[]): T[] {
  return items.map((item) => {
    const {pathname} = new URL(item.url);
    const older = olderPrefixes.some((p) => pathname.startsWith(p));
    return {...item, priority: older ? sitemapPriority.older : sitemapPriority.latest};
  });
}

export const sitemapOptions = {
  lastmod: 'date',
  async createSitemapItems({defaultCreateSitemapItems, ...params}) {
    // A build of one part of the site (config/buildPart.ts) lists its own pages; scripts/build.ts joins the lists.
    const items = (await defaultCreateSitemapItems(params)).filter((i) => pathInPart(new URL(i.url).pathname, buildPart));
    return prioritize(items, olderVersionPrefixes());
  },
} satisfies SitemapOptions;
