/**
 * @jest-environment jsdom
 */
import {boxHitLimit, type Hit} from '@site/src/lib/localSearch';

// Pagefind stands behind src/lib/pagefindClient.ts: a fake engine with fixed hits, recording what is asked.
const calls: {preload: string[]; chunks: [string, string | undefined][]; search: [string, string | undefined][]; options: unknown[]} = {preload: [], chunks: [], search: [], options: []};
const fakeHits: Hit[] = [
  {url: '/docs/a/?_highlight=okta', title: 'SSO - Okta', version: 'v2', section: [], excerpt: '<mark>Okta</mark> sign-in'},
  {url: '/docs/b/?_highlight=okta#sso', title: 'Organizations', version: 'v2', section: ['Settings', 'SSO'], excerpt: 'with <mark>Okta</mark>'},
];
jest.mock('@site/src/lib/pagefindClient', () => ({
  preloadSearch: (baseUrl: string, version: string) => calls.preload.push(`${baseUrl} ${version}`),
  preloadQuery: async (_baseUrl: string, query: string, version: string) => {
    calls.chunks.push([query, version]);
  },
  searchDocs: async (_baseUrl: string, query: string, scope: readonly string[], options: {literal?: boolean; pathname?: string}) => {
    calls.search.push([query, scope.join(',')]);
    calls.options.push(options);
    const found = {query, typed: query, replaced: [], dropped: [], count: fakeHits.length, hits: async () => fakeHits, closest: []};
    // A misspelling the search corrects, unless asked for as typed; a query that finds nothing.
    if (query === 'otka' && !options.literal) return {...found, query: 'okta', replaced: [['otka', 'okta']]};
    if (query === 'okta zzzz') return {...found, query: 'okta', dropped: ['zzzz']};
    if (query === 'zzzz') {
      return {...found, dropped: ['zzzz'], count: 0, hits: async () => [], closest: [], section: {title: 'Overview', url: '/docs/v1/', prefixes: ['/docs/v1/']}};
    }
    if (query === 'okta cron python') return {...found, count: 0, hits: async () => [], closest: [fakeHits[1]]};
    return found;
  },
}));
const push = jest.fn();
jest.mock('@docusaurus/router', () => ({useHistory: () => ({push}), useLocation: () => ({pathname: '/docs/v1/limits/'})}));
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({siteConfig: {baseUrl: '/docs/'}})}));
jest.mock('@docusaurus/Link', () => ({
  __esModule: true,
  default: ({to, ...props}: {to: string}) => <a href={to} {...props} />,
}));
let activeLabel: string | undefined = 'v1';
// The versions as a build of the latest version knows them (plugins/siteVersionsPlugin.ts).
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    versions: [
      {name: 'current', label: 'v2', path: '/docs/', homePath: '/docs/', isLatest: true},
      {name: 'v1', label: 'v1', path: '/docs/v1/', homePath: '/docs/v1/', isLatest: false},
    ],
    inBuild: ['current'],
  }),
}));
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useActivePluginAndVersion: () => (activeLabel ? {activeVersion: {label: activeLabel}} : undefined),
}));

type Rtl = typeof import('@testing-library/react/pure');
type Box = typeof import('@site/src/components/SearchBar/LocalSearchBar').default;
let rtl: Rtl;
let LocalSearchBar: Box;
beforeEach(() => {
  jest.resetModules();
  calls.preload = [];
  calls.chunks = [];
  calls.search = [];
  calls.options = [];
  push.mockReset();
  activeLabel = 'v1';
  rtl = require('@testing-library/react/pure') as Rtl;
  LocalSearchBar = (require('@site/src/components/SearchBar/LocalSearchBar') as {default: Box}).default;
});
afterEach(() => rtl.cleanup());
const input = () => rtl.screen.getByRole('combobox', {name: 'Search'});
const options = () => rtl.screen.queryAllByRole('option');

async function type(text: string): Promise<void> {
  rtl.act(() => input().focus());
  rtl.fireEvent.change(input(), {target: {value: text}});
  await rtl.waitFor(() => expect(options()).toHaveLength(fakeHits.length));
}

describe('local search box', () => {
  it('has the placeholder, and loads nothing until the reader reaches for it', () => {
    rtl.render(<LocalSearchBar />);
    expect(input().getAttribute('placeholder')).toBe('Search...');
    expect(calls.preload).toEqual([]);
  });

  it.each([
    ['hover', (el: HTMLElement) => rtl.fireEvent.pointerEnter(el.closest('.navbar__search')!)],
    ['focus', (el: HTMLElement) => rtl.act(() => el.focus())],
  ])('loads the search on %s', async (_name, reach) => {
    rtl.render(<LocalSearchBar />);
    reach(input());
    await rtl.waitFor(() => expect(calls.preload).toEqual(['/docs/ v1']));
  });

  it.each([
    ['/', {key: '/'}],
    ['Ctrl+K', {key: 'k', ctrlKey: true}],
  ])('%s focuses the box', (_name, init) => {
    rtl.render(<LocalSearchBar />);
    expect(rtl.fireEvent.keyDown(document.body, init)).toBe(false);
    expect(document.activeElement).toBe(input());
  });

  it('searches the version of the page, and shows title, section and marked snippet', async () => {
    rtl.render(<LocalSearchBar />);
    await type('okta');
    expect(calls.search).toEqual([['okta', 'v1']]);
    const [first, second] = options();
    expect(first!.getAttribute('href')).toBe('/docs/a/?_highlight=okta');
    expect(first!.textContent).toBe('SSO - OktaOkta sign-in');
    expect(first!.querySelector('mark')!.textContent).toBe('Okta');
    expect(second!.textContent).toContain('Settings › SSO');
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('keys load the index chunks of the query so far once its last word has three letters; hits only for the query the reader paused on', async () => {
    rtl.render(<LocalSearchBar />);
    rtl.act(() => input().focus());
    for (const text of ['c', 'cr', 'cro', 'cron', 'cron ', 'cron j', 'cron jo', 'cron job']) rtl.fireEvent.change(input(), {target: {value: text}});
    await rtl.waitFor(() => expect(options()).toHaveLength(fakeHits.length));
    expect(calls.chunks).toEqual([
      ['cro', 'v1'],
      ['cron', 'v1'],
      ['cron job', 'v1'],
    ]);
    expect(calls.search).toEqual([['cron job', 'v1']]);
  });

  it('typed a key every 250 ms, a one- or two-letter last word fetches no hits ("cron j"), but a query ending in one still gets them', async () => {
    jest.useFakeTimers();
    try {
      rtl.render(<LocalSearchBar />);
      rtl.act(() => input().focus());
      for (const text of ['cron', 'cron ', 'cron j', 'cron jo', 'cron job', 'aws', 'aws ', 'aws s', 'aws s3']) {
        rtl.fireEvent.change(input(), {target: {value: text}});
        await rtl.act(async () => {
          jest.advanceTimersByTime(250);
        });
      }
      await rtl.act(async () => {
        jest.advanceTimersByTime(1000);
      });
      await rtl.waitFor(() => expect(calls.search).toEqual([
        ['cron', 'v1'],
        ['cron job', 'v1'],
        ['aws', 'v1'],
        ['aws s3', 'v1'],
      ]));
    } finally {
      jest.useRealTimers();
    }
  });

  it('typed a key every 150 ms, the space after a word restarts the pause: hits only for the whole query', async () => {
    jest.useFakeTimers();
    try {
      rtl.render(<LocalSearchBar />);
      rtl.act(() => input().focus());
      for (const text of ['c', 'cr', 'cro', 'cron', 'cron ', 'cron j', 'cron jo', 'cron job']) {
        rtl.fireEvent.change(input(), {target: {value: text}});
        await rtl.act(async () => {
          jest.advanceTimersByTime(150);
        });
      }
      await rtl.act(async () => {
        jest.advanceTimersByTime(1000);
      });
      await rtl.waitFor(() => expect(calls.search).toEqual([['cron job', 'v1']]));
      // A space typed after the shown query, then a pause: nothing is searched again.
      rtl.fireEvent.change(input(), {target: {value: 'cron job '}});
      await rtl.act(async () => {
        jest.advanceTimersByTime(1000);
      });
      expect(calls.search).toEqual([['cron job', 'v1']]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('outside the docs (the 404 page) searches the latest version', async () => {
    activeLabel = undefined;
    rtl.render(<LocalSearchBar />);
    await type('okta');
    expect(calls.search).toEqual([['okta', 'v2']]);
  });

  it('arrows move the highlight, Enter opens the highlighted hit', async () => {
    rtl.render(<LocalSearchBar />);
    await type('okta');
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    rtl.fireEvent.keyDown(input(), {key: 'ArrowDown'});
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    rtl.fireEvent.keyDown(input(), {key: 'ArrowDown'});
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    rtl.fireEvent.keyDown(input(), {key: 'ArrowUp'});
    rtl.fireEvent.keyDown(input(), {key: 'Enter'});
    expect(push).toHaveBeenCalledWith('/docs/b/?_highlight=okta#sso');
  });

  it('Esc closes the list; ↓ opens it again', async () => {
    rtl.render(<LocalSearchBar />);
    await type('okta');
    rtl.fireEvent.keyDown(input(), {key: 'Escape'});
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(rtl.screen.getByRole('listbox', {hidden: true}).closest('[hidden]')).not.toBeNull();
    rtl.fireEvent.keyDown(input(), {key: 'ArrowDown'});
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('a misspelt query shows its correction’s hits under "Showing results for", and a button searches it as typed', async () => {
    rtl.render(<LocalSearchBar />);
    await type('otka');
    const note = () => document.querySelector('[data-search-correction]');
    expect(note()!.textContent).toBe('Showing results for okta. Search for “otka” instead');
    rtl.fireEvent.click(rtl.screen.getByRole('button', {name: 'Search for “otka” instead'}));
    await rtl.waitFor(() => expect(calls.search).toEqual([['otka', 'v1'], ['otka', 'v1']]));
    expect(calls.options).toEqual([
      {literal: false, pathname: '/docs/v1/limits/', shownFirst: boxHitLimit},
      {literal: true, pathname: '/docs/v1/limits/', shownFirst: boxHitLimit},
    ]);
    await rtl.waitFor(() => expect(note()).toBeNull());
    expect(options()).toHaveLength(fakeHits.length);
  });

  it('a word nothing matches is named beside the results of the others', async () => {
    rtl.render(<LocalSearchBar />);
    await type('okta zzzz');
    expect(document.querySelector('[data-search-correction]')!.textContent).toBe('Showing results for okta (nothing matches “zzzz”). Search for “okta zzzz” instead');
  });

  it('nothing found: says why, lists the closest pages as the options, and offers the section’s first page', async () => {
    rtl.render(<LocalSearchBar />);
    rtl.act(() => input().focus());
    rtl.fireEvent.change(input(), {target: {value: 'okta cron python'}});
    await rtl.waitFor(() => expect(options()).toHaveLength(1));
    expect(rtl.screen.getByRole('listbox', {name: 'Closest pages'})).toBeTruthy();
    expect(document.querySelector('[data-search-nothing]')!.textContent).toBe('No page has all of these words. The closest pages:');
    expect(rtl.screen.getByRole('status').textContent).toBe('No results for "okta cron python"');

    rtl.fireEvent.change(input(), {target: {value: 'zzzz'}});
    await rtl.waitFor(() => expect(document.querySelector('[data-search-section]')).not.toBeNull());
    expect(options()).toHaveLength(0);
    expect(document.querySelector('[data-search-nothing]')!.textContent).toBe('No page has “zzzz”, nor a word close to it.');
    expect(rtl.screen.getByRole('link', {name: 'Overview'}).getAttribute('href')).toBe('/docs/v1/');
  });

  it('links the full results page of the version', async () => {
    rtl.render(<LocalSearchBar />);
    await type('cold start');
    expect(rtl.screen.getByRole('link', {name: 'See all results'}).getAttribute('href')).toBe('/docs/search/?q=cold+start&version=v1');
  });

  it('stops listening for shortcuts once unmounted', () => {
    const {unmount} = rtl.render(<LocalSearchBar />);
    unmount();
    expect(rtl.fireEvent.keyDown(document.body, {key: '/'})).toBe(true);
  });
});
