/** The pure logic behind the theme behaviours (docs-dev/requirements.md, "Page behaviour"), driven with fake timers where time matters. */
import {throttle} from '../../src/lib/throttle';
import {activeHeadingIndex} from '../../src/lib/activeHeading';
import {tocTree} from '../../src/lib/tocTree';
import {parseMemory, prune, recall, remember, scopeOf} from '../../src/lib/tabMemory';
import {chunkFailureMessage, chunkFailureReason, diagnoseChunkFailure, isChunkLoadError} from '../../src/lib/chunkError';
import {behaviour} from '../../src/data/platform';
import {linkSelectsTab} from '../../src/components/DocTabs/linkSelectsTab';
import {formatUtcDate} from '../../src/lib/utcDate';

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it(`runs at most once per window (${behaviour.scrollThrottleMs} ms) and once after a burst`, () => {
    const fn = jest.fn();
    const t = throttle(fn, behaviour.scrollThrottleMs);
    // A burst of 60 events, one every 16 ms (about 960 ms).
    for (let i = 0; i < 60; i++) {
      t(i);
      jest.advanceTimersByTime(16);
    }
    jest.advanceTimersByTime(behaviour.scrollThrottleMs);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(Math.ceil((60 * 16) / behaviour.scrollThrottleMs) + 1);
    expect(fn).toHaveBeenNthCalledWith(1, 0); // leading
    expect(fn).toHaveBeenLastCalledWith(59); // trailing call sees the last state
  });

  it('calls at once when idle, and cancel drops the pending call', () => {
    const fn = jest.fn();
    const t = throttle(fn, 300);
    t('a');
    expect(fn).toHaveBeenCalledTimes(1);
    t('b');
    t.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
    t('c');
    expect(fn).toHaveBeenLastCalledWith('c');
  });
});

describe('activeHeadingIndex', () => {
  const box = (top: number) => ({top, bottom: top + 30});
  const index = (boxes: readonly {top: number; bottom: number}[], offset: number, viewport: number) =>
    activeHeadingIndex(boxes.length, (i) => boxes[i]!, offset, viewport);
  it.each([
    ['first heading in the top half', [box(100), box(800)], 60, 1000, 0],
    ['next heading in the lower half: the previous one is active', [box(-400), box(700)], 60, 1000, 0],
    ['scrolled past the last heading', [box(-900), box(-300)], 60, 1000, 1],
    ['above the first heading', [box(700), box(1400)], 60, 1000, null],
    ['no headings', [], 60, 1000, null],
  ] as const)('%s', (_name, boxes, offset, viewport, expected) => {
    expect(index(boxes, offset, viewport)).toBe(expected);
  });
  it('measures headings in order, none after the first one below the navbar', () => {
    const tops = [-900, -300, 200, 900, 1600, 2300];
    const measured: number[] = [];
    const active = activeHeadingIndex(tops.length, (i) => (measured.push(i), box(tops[i]!)), 60, 1000);
    expect(active).toBe(2);
    expect(measured).toEqual([0, 1, 2]);
  });
});

describe('tocTree', () => {
  it('nests h3 under h2 and drops levels out of range', () => {
    const toc = [
      {value: 'A', id: 'a', level: 2},
      {value: 'A1', id: 'a1', level: 3},
      {value: 'A1x', id: 'a1x', level: 4},
      {value: 'B', id: 'b', level: 2},
    ];
    const tree = tocTree(toc, 2, 3);
    expect(tree.map((n) => n.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['a1']);
    expect(tree[0]!.children[0]!.children).toEqual([]);
  });
});

describe('tab memory', () => {
  const ttl = behaviour.tabMemoryMs;
  const key = 'docusaurus.tab.language-805';
  const pageA = scopeOf({host: 'localhost:3000', pathname: '/docs/code/'});
  const pageB = scopeOf({host: 'localhost:3000', pathname: '/docs/limits/'});

  it('keys picks by host and path', () => {
    expect(pageA).toBe('localhost:3000/docs/code/');
    expect(scopeOf({host: 'example.com', pathname: '/docs/code/'})).not.toBe(pageA);
  });

  it('recalls a pick on its page within the lifetime only', () => {
    const m = remember({}, pageA, key, 'python', 0);
    expect(recall(m, pageA, ttl - 1, ttl)).toEqual({[key]: 'python'});
    expect(recall(m, pageA, ttl, ttl)).toEqual({});
    expect(recall(m, pageB, 1, ttl)).toEqual({});
  });

  it('a later pick restarts the lifetime', () => {
    let m = remember({}, pageA, key, 'python', 0);
    m = remember(m, pageA, key, 'go', ttl - 1000);
    expect(recall(m, pageA, 2 * ttl - 2000, ttl)).toEqual({[key]: 'go'});
  });

  it('a removal forgets the pick, and prune drops expired pages', () => {
    let m = remember({}, pageA, key, 'python', 0);
    m = remember(m, pageB, key, 'bash', ttl);
    expect(remember(m, pageA, key, null, 5)).toEqual({[pageB]: {[key]: {value: 'bash', at: ttl}}});
    expect(Object.keys(prune(m, ttl + 1, ttl))).toEqual([pageB]);
  });

  it.each([null, '', 'not json', '[]', '{"x": 1}', '{"p": {"k": {"value": 2, "at": 1}}}'])(
    'tolerates malformed storage: %p',
    (raw) => expect(parseMemory(raw)).toEqual({}),
  );

  it('reads what it wrote', () => {
    const m = remember({}, pageA, key, 'python', 42);
    expect(parseMemory(JSON.stringify(m))).toEqual(m);
  });
});

describe('tab links', () => {
  it.each([
    ['?language=python', 'language', true],
    ['?os=win', 'language', false],
    ['', 'language', false],
    ['?language=go', undefined, false],
  ] as const)('%s with group %s → %s', (search, group, expected) => {
    expect(linkSelectsTab(search, group)).toBe(expected);
  });
});

describe('chunk failures', () => {
  const chunkError = (type: string, request = 'http://localhost/docs/assets/js/abc.js') =>
    Object.assign(new Error(`Loading chunk 123 failed.\n(${type}: ${request})`), {name: 'ChunkLoadError', type, request});

  it('recognises the bundler error and nothing else', () => {
    expect(isChunkLoadError(chunkError('error'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it.each(['timeout', 'missing', 'error'] as const)('reads the reason %s from the error', (type) => {
    expect(chunkFailureReason(chunkError(type))).toBe(type);
  });

  it('tells a 404 from a dropped connection by asking the server again', async () => {
    const status = (code: number) => jest.fn(async () => new Response(null, {status: code})) as unknown as typeof fetch;
    await expect(diagnoseChunkFailure(chunkError('error'), status(404))).resolves.toBe('missing');
    await expect(diagnoseChunkFailure(chunkError('error'), status(200))).resolves.toBe('error');
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(diagnoseChunkFailure(chunkError('error'), offline)).resolves.toBe('error');
    // A timeout is never re-asked.
    const untouched = jest.fn() as unknown as typeof fetch;
    await expect(diagnoseChunkFailure(chunkError('timeout'), untouched)).resolves.toBe('timeout');
    expect(untouched).not.toHaveBeenCalled();
  });

  it('names each reason in plain words, with the time-out from the constants', () => {
    const seconds = behaviour.chunkLoadTimeoutMs / 1000;
    expect(chunkFailureMessage('timeout', seconds).body).toContain(`${seconds} seconds (timeout)`);
    expect(chunkFailureMessage('missing', seconds).body).toContain('(missing)');
    expect(chunkFailureMessage('error', seconds).body).toContain('(error)');
  });
});

describe('formatUtcDate (the last-updated date, without Intl)', () => {
  it('prints the UTC day, short month and year', () => {
    expect(formatUtcDate(new Date('2026-11-24T12:00:00Z'))).toBe('Nov 24, 2026');
    expect(formatUtcDate(new Date('2024-01-01T00:00:00Z'))).toBe('Jan 1, 2024');
    // 23:30 in New York is already the next day in UTC: the UTC day is printed.
    expect(formatUtcDate(new Date('2025-03-31T23:30:00-04:00'))).toBe('Apr 1, 2025');
  });

  it('agrees with Intl (what the original component used) on a day of every month over four years', () => {
    const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2027, 0, 1); t += 29 * 86_400_000 + 3_600_000) {
      expect(formatUtcDate(new Date(t))).toBe(intl.format(new Date(t)));
    }
  });

  it('refuses an invalid date', () => {
    expect(() => formatUtcDate(new Date('not a date'))).toThrow('invalid date');
  });
});
