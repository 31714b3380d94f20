/**
 * Guide cards: one card per page of a section, computed from the pages' front matter, as the old
 * docs' guide links were (docs-dev/platform-values.md): thumbnail, title, short_description and a language
 * icon; the language comes from the path, `native` for guides; cards sorted by language, descending. Pure, so the build plugin and the tests share it.
 */
import {routeInVersion} from '../../src/lib/versionSwitch';

export const cardLanguages = ['nodejs', 'python', 'go', 'bash', 'native'] as const;
export type CardLanguage = (typeof cardLanguages)[number];

/** The sections that show cards: the page that lists them, and the route prefixes of the pages listed. */
export const cardSections = {
  guides: {index: '/guides/', prefixes: ['/workflows/examples/', '/examples/']},
  code: {index: '/code/', prefixes: ['/code/']},
} as const satisfies Record<string, {index: string; prefixes: readonly string[]}>;
export type CardSection = keyof typeof cardSections;

export interface GuideCard {
  readonly title: string;
  readonly description: string;
  /** Site path (`/img/…`, resolved against the base URL) or absolute URL; `null` shows no image. */
  readonly thumbnail: string | null;
  readonly language: CardLanguage;
  /** Route inside the version, e.g. `/code/nodejs/async/`. */
  readonly route: string;
  /** The page's public permalink, e.g. `/docs/code/nodejs/async/`. */
  readonly permalink: string;
}

/** What the cards need of a doc, as the docs plugin loads it. */
export interface CardSourceDoc {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

/** `/code/python/http-requests/` → `python`; a page outside /code/ is `native`. */
export function languageOfRoute(route: string): CardLanguage {
  const lang = /^\/code\/([^/]+)\//.exec(route)?.[1];
  return (cardLanguages as readonly string[]).includes(lang ?? '') ? (lang as CardLanguage) : 'native';
}

export function cardsFor(section: CardSection, docs: readonly CardSourceDoc[], versionBase: string): GuideCard[] {
  const {index, prefixes} = cardSections[section];
  const cards = docs.flatMap((doc): GuideCard[] => {
    const route = routeInVersion(doc.permalink, versionBase);
    if (route === undefined || route === index || !prefixes.some((p) => route.startsWith(p))) return [];
    const fm = doc.frontMatter;
    return [
      {
        title: doc.title,
        description: typeof fm.short_description === 'string' ? fm.short_description : doc.description,
        thumbnail: typeof fm.thumbnail === 'string' ? fm.thumbnail : null,
        language: languageOfRoute(route),
        route,
        permalink: doc.permalink,
      },
    ];
  });
  // Language descending (the original's order), then by route so each language's pages stay together.
  return cards.sort((a, b) => b.language.localeCompare(a.language) || a.route.localeCompare(b.route));
}
