import fs from 'node:fs';
import {clientModules} from '@site/config/clientModules';
import path from 'node:path';
import {algoliaEnvNames, searchConfig, searchPlaceholder} from '@site/config/search';
import localSearchPlugin, {isServedPagefindFile} from '@site/plugins/searchPlugin';
import docsearch from '@site/config/docsearch.json';

const algoliaEnv = {ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'pipedream-docs'};

describe('search config', () => {
  it('uses the local search (Pagefind), and no DocSearch, when no Algolia variable is set', () => {
    const {themes, themeConfig} = searchConfig({});
    expect(themes).toEqual([localSearchPlugin]);
    expect(themeConfig).toEqual({});
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
    expect(searchConfig({ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: ''}).themes).toEqual([localSearchPlugin]);
  });
});

describe('local search plugin', () => {
  const plugin = localSearchPlugin({baseUrl: '/docs/'} as Parameters<typeof localSearchPlugin>[0]);
  const root = path.join(__dirname, '..', '..');

  it('points the search box at the site’s own box', () => {
    const webpack = plugin.configureWebpack as unknown as () => {resolve: {alias: Record<string, string>}};
    const file = webpack().resolve.alias['@pipedream/search-bar$']!;
    expect(file).toBe(path.join(root, 'src', 'components', 'SearchBar', 'LocalSearchBar.tsx'));
    expect(fs.existsSync(file)).toBe(true);
  });

  it('adds the results page at /docs/search/, with each version’s sections as a module', async () => {
    const routes: {path: string; component: string; modules: Record<string, string>}[] = [];
    const data: Record<string, unknown> = {};
    const docs = {
      loadedVersions: [
        {
          versionName: 'current',
          path: '/docs/',
          docs: [
            {id: 'code/index', title: 'Overview', permalink: '/docs/code/', sidebar: 'code'},
            {id: 'code/go', title: 'Go', permalink: '/docs/code/go/', sidebar: 'code'},
          ],
          sidebars: {code: [{type: 'doc', id: 'code/index'}, {type: 'doc', id: 'code/go'}]},
        },
      ],
    };
    const actions = {
      addRoute: (r: (typeof routes)[number]) => routes.push(r),
      createData: async (name: string, value: unknown) => ((data[name] = value), `/data/${name}`),
    };
    await plugin.allContentLoaded?.({allContent: {'docusaurus-plugin-content-docs': {default: docs}}, actions} as never);
    expect(routes.map((r) => [r.path, path.relative(root, r.component), r.modules])).toEqual([
      ['/docs/search/', 'src/components/SearchPage/index.tsx', {sections: '/data/search-sections.json'}],
    ]);
    expect(data['search-sections.json']).toEqual({v2: [{title: 'Overview', url: '/docs/code/', prefixes: ['/docs/code/']}]});
  });

  it('registers the highlight of a hit’s terms on the page it opens with the local search only (config/clientModules.ts)', () => {
    const highlight = (kind: 'local' | 'algolia') => clientModules(kind).map((m) => path.relative(root, m)).filter((m) => /searchHighlight/.test(m));
    expect(highlight('local')).toEqual(['src/clientModules/searchHighlight.ts']);
    expect(highlight('algolia')).toEqual([]);
    expect(searchConfig({}).kind).toBe('local');
  });

  it.each([
    ['pagefind.js', true],
    ['pagefind-entry.json', true],
    ['pagefind.en_8f9378f5f8.pf_meta', true],
    ['wasm.en.pagefind', true],
    ['index/en_4b5a325.pf_index', true],
    ['fragment/en_115e748.pf_fragment', true],
    ['filter/en_74dbdb5.pf_filter', true],
    ['wasm.unknown.pagefind', false],
    ['pagefind-worker.js', false],
    ['pagefind-ui.js', false],
    ['pagefind-ui.css', false],
    ['pagefind-highlight.js', false],
    ['pagefind-component-ui.js', false],
    ['pagefind-modular-ui.js', false],
    ['playground/index.html', false],
  ])('ships %s of Pagefind’s output: %s', (file, served) => {
    expect(isServedPagefindFile(file)).toBe(served);
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
