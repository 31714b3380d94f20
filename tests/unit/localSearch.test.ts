import {
  excerptParts,
  headingPath,
  highlightTerms,
  maxQueryLength,
  parseSearchRequest,
  pauseBeforeHits,
  queryTerms,
  searchRequestUrl,
  toHit,
  withHighlight,
  worthPreloading,
  type PagefindAnchor,
  type PagefindResultData,
} from '@site/src/lib/localSearch';

const anchor = (element: string, text: string, location: number, id: string): PagefindAnchor => ({
  element,
  id,
  text,
  location,
});
const anchors = [
  anchor('h1', 'Run a cron job', 0, 'top'),
  anchor('h2', 'Create the trigger\u200b', 40, 'create-the-trigger'),
  anchor('h3', 'Cron syntax\u200b', 60, 'cron-syntax'),
  anchor('h4', 'Time zones\u200b', 80, 'time-zones'),
  anchor('h2', 'Test it\u200b', 120, 'test-it'),
  anchor('h3', 'Logs\u200b', 140, 'logs'),
];

describe('headingPath', () => {
  it.each([
    [anchors[1]!, ['Create the trigger']],
    [anchors[2]!, ['Create the trigger', 'Cron syntax']],
    [anchors[3]!, ['Create the trigger', 'Cron syntax', 'Time zones']],
    [anchors[5]!, ['Test it', 'Logs']],
  ])('leads to %j through its parent headings', (a, path) => {
    expect(headingPath(anchors, a)).toEqual(path);
  });
});

describe('toHit', () => {
  const data = (subs: {anchor?: PagefindAnchor; score: number; excerpt: string}[]): PagefindResultData => ({
    url: '/docs/workflows/examples/cron-job/',
    content: 'Run a cron job. page cron',
    locations: [3, 6],
    meta: {title: 'Run a cron job'},
    filters: {version: ['v2']},
    excerpt: 'page <mark>cron</mark>',
    anchors,
    sub_results: subs.map((s) => ({
      title: s.anchor?.text ?? 'Run a cron job',
      url: `/docs/workflows/examples/cron-job/${s.anchor ? `#${s.anchor.id}` : ''}`,
      anchor: s.anchor,
      weighted_locations: [{balanced_score: s.score / 2}, {balanced_score: s.score / 2}],
      excerpt: s.excerpt,
    })),
  });

  it('links the section whose words score highest, with its heading path and snippet', () => {
    const hit = toHit(data([
      {score: 10, excerpt: 'top'},
      {anchor: anchors[2], score: 30, excerpt: 'the <mark>cron</mark> syntax'},
      {anchor: anchors[4], score: 20, excerpt: 'test'},
    ]), ['cron', 'job']);
    expect(hit).toEqual({
      url: '/docs/workflows/examples/cron-job/?_highlight=cron&_highlight=job#cron-syntax',
      title: 'Run a cron job',
      version: 'v2',
      section: ['Create the trigger', 'Cron syntax'],
      excerpt: 'the <mark>cron</mark> syntax',
    });
  });

  it('links the page itself when its title or opening matches best', () => {
    const hit = toHit(data([{anchor: anchors[0], score: 50, excerpt: 'title'}, {anchor: anchors[4], score: 20, excerpt: 'x'}]), ['cron']);
    expect([hit.url, hit.section, hit.excerpt]).toEqual(['/docs/workflows/examples/cron-job/?_highlight=cron', [], 'title']);
  });
});

describe('highlight terms', () => {
  it('are the query’s distinct words, lower case', () => {
    expect(queryTerms('  Cron  JOB cron ')).toEqual(['cron', 'job']);
    expect(queryTerms('   ')).toEqual([]);
  });
  it.each([
    ['/docs/a/', ['x'], '/docs/a/?_highlight=x'],
    ['/docs/a/#h', ['x', 'y z'], '/docs/a/?_highlight=x&_highlight=y%20z#h'],
    ['/docs/a/?tab=py#h', ['x'], '/docs/a/?tab=py&_highlight=x#h'],
    ['/docs/a/#h', [], '/docs/a/#h'],
  ])('%s with %j is %s', (url, terms, out) => {
    expect(withHighlight(url, terms)).toBe(out);
  });
  it('are read back from the URL of the page opened', () => {
    expect(highlightTerms('?_highlight=cron&_highlight=y%20z&_highlight=&tab=py')).toEqual(['cron', 'y z']);
    expect(highlightTerms('?tab=py')).toEqual([]);
  });
});

describe('excerptParts', () => {
  it('splits the snippet at its marks and unescapes the text, never reading it as HTML', () => {
    expect(excerptParts('a &lt;b&gt; <mark>cron</mark> &amp; <mark>job&#39;s</mark>')).toEqual([
      {text: 'a <b> ', marked: false},
      {text: 'cron', marked: true},
      {text: ' & ', marked: false},
      {text: "job's", marked: true},
    ]);
  });
});

describe('the results page URL', () => {
  const versions = ['v2', 'v1'];
  it.each([
    ['?q=okta', {query: 'okta', version: 'v2', all: false}],
    ['?q=cold%20start&version=v1', {query: 'cold start', version: 'v1', all: false}],
    ['?q=cold+start&version=v1/', {query: 'cold start', version: 'v1', all: false}],
    ['?q=okta&version=v1&all=1', {query: 'okta', version: 'v1', all: true}],
    ['?q=okta&all=1', {query: 'okta', version: 'v2', all: true}],
    ['', {query: '', version: 'v2', all: false}],
  ])('%s asks for %j', (search, request) => {
    expect(parseSearchRequest(search, versions)).toEqual(request);
  });

  it('names the versions there are when asked for another', () => {
    expect(parseSearchRequest('?q=x&version=v9', versions)).toEqual({error: 'There is no docs version "v9": search v2 or v1, or all versions.'});
  });

  it('refuses a query too long to be a search', () => {
    const long = 'a'.repeat(maxQueryLength + 1);
    expect(parseSearchRequest(`?q=${long}`, versions)).toEqual({
      error: `The search is ${maxQueryLength + 1} characters long; search with at most ${maxQueryLength}.`,
    });
  });

  it.each([
    [{query: 'okta', version: 'v2', all: false}, '/docs/search/?q=okta'],
    [{query: 'cold start', version: 'v1', all: false}, '/docs/search/?q=cold+start&version=v1'],
    [{query: 'okta', version: 'v2', all: true}, '/docs/search/?q=okta&all=1'],
    [{query: 'okta', version: 'v1', all: true}, '/docs/search/?q=okta&version=v1&all=1'],
  ])('is written back the same way: %j', (request, url) => {
    expect(searchRequestUrl('/docs/', request, 'v2')).toBe(url);
    expect(parseSearchRequest(url.slice(url.indexOf('?')), versions)).toEqual(request);
  });
});

describe('pauseBeforeHits', () => {
  it('waits the typing pause after a word of three letters or more, twice as long after a shorter one or a space', () => {
    expect(['cron job', 'cron j', 'cron jo', 'aws s3', 'go', 'webhook', 'cron ', 'webhook  '].map(pauseBeforeHits)).toEqual([180, 360, 360, 360, 360, 180, 360, 360]);
  });
});

describe('worthPreloading', () => {
  it('waits until the last word being typed has three letters', () => {
    expect(['c', 'cr', 'cro', 'cron j', 'cron jo', 'cron job', '  ab  ', 'déjà'].map(worthPreloading)).toEqual([false, false, true, false, false, true, false, true]);
  });
});
