import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  algoliaEnvNames,
  localSearchOptions,
  localSearchSite,
  markJsEntry,
  searchConfig,
  searchPlaceholder,
} from '@site/config/search';
import docsearch from '@site/config/docsearch.json';

const algoliaEnv = {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'pipedream-docs'};

describe('search config', () => {
  it('uses the local search, and no DocSearch, when no Algolia variable is set', () => {
    const {themes, themeConfig} = searchConfig({});
    expect(themes).toEqual([['@easyops-cn/docusaurus-search-local', localSearchOptions], localSearchSite]);
    expect(themeConfig).toEqual({});
  });

  it('indexes every version of the docs, with the placeholder, keymap and highlighting the spec asks for', () => {
    expect(localSearchOptions).toMatchObject({
      indexDocs: true,
      docsRouteBasePath: '/',
      docsDir: ['docs', 'versioned_docs'],
      highlightSearchTermsOnTargetPage: true,
      searchBarShortcutKeymap: 'mod+k',
    });
    expect(searchPlaceholder).toBe('Search...');
  });

  it('uses DocSearch, and no local search, when all three are set', () => {
    const {themes, themeConfig} = searchConfig(algoliaEnv);
    // Only the site's small plugin that points the search box at DocSearch's own.
    expect(themes).toHaveLength(1);
    const site = (themes[0] as () => {name: string; configureWebpack: () => {resolve: {alias: Record<string, string>}}})();
    expect(site.configureWebpack().resolve.alias['@pipedream/search-bar$']).toMatch(/src\/components\/SearchBar\/DocSearchBar\.tsx$/);
    expect(themeConfig.algolia).toMatchObject({
      appId: 'APPID',
      apiKey: 'search-key',
      indexName: 'pipedream-docs',
      contextualSearch: true,
      searchPagePath: 'search',
      translations: {button: {buttonText: 'Search...'}, modal: {searchBox: {placeholderText: 'Search...'}}},
    });
  });

  const partial = algoliaEnvNames.flatMap((a) => [
    [a] as string[],
    algoliaEnvNames.filter((n) => n !== a) as string[],
  ]);
  it.each(partial.map((set) => [set.join(' + ')]))('refuses %s alone, naming what is missing', (names) => {
    const set = names.split(' + ');
    const env = Object.fromEntries(set.map((n) => [n, 'x']));
    const missing = algoliaEnvNames.filter((n) => !set.includes(n));
    expect(() => searchConfig(env)).toThrow(new RegExp(`but ${missing.join(', ')} not`));
  });

  it('takes an empty variable as unset', () => {
    expect(searchConfig({ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''}).themes).toHaveLength(2);
  });
});

describe('local search site plugin', () => {
  const plugin = localSearchSite();

  it('gives the search box its placeholder', async () => {
    expect(await plugin.getDefaultCodeTranslationMessages?.()).toEqual({'theme.SearchBar.label': searchPlaceholder});
  });

  it('aliases the very file the search plugin imports mark.js from to the lazy stand-in', () => {
    // The plugin's own code generator (internal to @easyops-cn/docusaurus-search-local 0.55.3, pinned).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {generate} = require('@easyops-cn/docusaurus-search-local/dist/server/server/utils/generate') as {
      generate: (config: object, dir: string) => string;
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-generated-'));
    try {
      generate({...localSearchOptions, hashed: false, language: ['en'], removeDefaultStopWordFilter: []}, dir);
      const generated = fs.readFileSync(path.join(dir, 'generated.js'), 'utf8');
      expect(generated).toContain(`export { default as Mark } from ${JSON.stringify(markJsEntry)}`);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    const webpack = plugin.configureWebpack as unknown as () => {resolve: {alias: Record<string, string>}};
    expect(webpack().resolve.alias[markJsEntry]).toBe(path.join(__dirname, '..', '..', 'src', 'lib', 'lazyMark.ts'));
  });

  it('points the search box at the look-alike that loads the local box on first use', () => {
    const webpack = plugin.configureWebpack as unknown as () => {resolve: {alias: Record<string, string>}};
    const file = webpack().resolve.alias['@pipedream/search-bar$']!;
    expect(file).toBe(path.join(__dirname, '..', '..', 'src', 'components', 'SearchBar', 'LocalSearchBar.tsx'));
    expect(fs.existsSync(file)).toBe(true);
  });
});

describe('DocSearch crawler config (config/docsearch.json)', () => {
  const site = 'https://pipedream.com/docs/';

  it('crawls the site from its root and sitemap, and skips the search page and the .html copies', () => {
    expect(docsearch.start_urls).toEqual([site]);
    expect(docsearch.sitemap_urls).toEqual([`${site}sitemap.xml`]);
    expect(docsearch.stop_urls).toEqual(expect.arrayContaining([`${site}search/`, '\\.html$']));
  });

  it('facets on what contextual search filters by (docsearch:language and docsearch:docusaurus_tag)', () => {
    expect(docsearch.custom_settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
  });

  it('records the page title, the section headings and the text', () => {
    expect(Object.keys(docsearch.selectors)).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'text']);
  });
});
