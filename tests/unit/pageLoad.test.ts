/**
 * The pure parts of the loading fixes (docs-dev/docusaurus.md §1 and §5): the `.html` copies' slash route, the
 * record of a navigation whose chunks timed out, and the inline guard for a failed main bundle.
 */
import vm from 'node:vm';
import {slashFormOfHtmlCopy} from '../../src/lib/htmlCopy';
import {recordTimedOutNavigation, takeTimedOutNavigation, timedOutNavigationKey, chunkFailureMessage} from '../../src/lib/chunkError';
import {bundleGuardScript} from '../../plugins/bundleGuard';

describe('slashFormOfHtmlCopy', () => {
  const pages = new Set(['/docs/quickstart/create-new-workflow/', '/docs/legacy.html']);
  const isPage = (p: string) => pages.has(p);
  it.each([
    ['/docs/quickstart/create-new-workflow.html', '/docs/quickstart/create-new-workflow/'],
    ['/docs/quickstart/create-new-workflow/', null],
    ['/docs/quickstart/index.html', null],
    ['/docs/legacy.html', null], // a route of its own
    ['/docs/nothing-here.html', null], // no page behind it
  ])('%s → %s', (pathname, expected) => {
    expect(slashFormOfHtmlCopy(pathname, isPage)).toBe(expected);
  });
});

describe('timed-out navigation record', () => {
  const memoryStore = () => {
    const data = new Map<string, string>();
    return {
      data,
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
  };
  const maxAge = 120_000;

  it('is taken once, by the page it names, while fresh', () => {
    const store = memoryStore();
    recordTimedOutNavigation(store, '/docs/pricing/', 1_000);
    expect(takeTimedOutNavigation(store, '/docs/pricing/', 2_000, maxAge)).toBe(true);
    expect(takeTimedOutNavigation(store, '/docs/pricing/', 2_000, maxAge)).toBe(false);
  });

  it('is dropped by another page, when stale, or when unreadable', () => {
    const store = memoryStore();
    recordTimedOutNavigation(store, '/docs/pricing/', 1_000);
    expect(takeTimedOutNavigation(store, '/docs/limits/', 2_000, maxAge)).toBe(false);
    expect(store.data.size).toBe(0);
    recordTimedOutNavigation(store, '/docs/pricing/', 1_000);
    expect(takeTimedOutNavigation(store, '/docs/pricing/', 1_000 + maxAge, maxAge)).toBe(false);
    store.setItem(timedOutNavigationKey, '{not json');
    expect(takeTimedOutNavigation(store, '/docs/pricing/', 2_000, maxAge)).toBe(false);
  });
});

describe('bundleGuardScript', () => {
  const script = bundleGuardScript('/docs/');

  it('is plain JavaScript with the screen words of src/lib/chunkError.ts', () => {
    expect(() => new vm.Script(script)).not.toThrow();
    for (const reason of ['missing', 'error'] as const) {
      const {title, body} = chunkFailureMessage(reason, 0);
      expect(script).toContain(JSON.stringify(title));
      expect(script).toContain(JSON.stringify(body));
    }
    expect(script).toContain('"/docs/assets/js/"');
  });
});
