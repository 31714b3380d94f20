/**
 * @jest-environment jsdom
 */
/**
 * The stand-ins for Docusaurus internals in the browser build (src/upstream/, plugins/sitePlugin.ts): they
 * behave as the originals, the first render as the server's, the value known after it, set in a transition;
 * the shallow memo orders keys without the ICU collator; a code block's word wrap renders a block once more
 * only when it scrolls, and measures it only near the screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import React, {useContext} from 'react';
import {act, render, renderHook} from '@testing-library/react';
import {BrowserContextProvider, Context} from '../../src/upstream/browserContext';
import {useWindowSize} from '../../src/upstream/useWindowSize';
import {byKey, useShallowMemoObject} from '../../src/upstream/reactUtils';
import {useCodeWordWrap} from '../../src/upstream/useCodeWordWrap';

describe('useWindowSize (src/upstream/useWindowSize.ts)', () => {
  const widths: [number, string][] = [
    [390, 'mobile'],
    [996, 'mobile'],
    [997, 'desktop'],
  ];
  it.each(widths)('renders "ssr" first, as the server does, then the size of a %i px window: %s', async (width, size) => {
    window.innerWidth = width;
    const seen: string[] = [];
    await act(async () => {
      renderHook(() => seen.push(useWindowSize()));
    });
    expect(seen[0]).toBe('ssr');
    expect(seen.at(-1)).toBe(size);
  });

  it('follows a resize', async () => {
    window.innerWidth = 1280;
    const {result} = renderHook(() => useWindowSize());
    await act(async () => undefined);
    expect(result.current).toBe('desktop');
    await act(async () => {
      window.innerWidth = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe('mobile');
  });
});

describe('BrowserContextProvider (src/upstream/browserContext.tsx)', () => {
  it('is false for the first render, as on the server, and true after it', async () => {
    const seen: boolean[] = [];
    const Probe = () => {
      seen.push(useContext(Context));
      return null;
    };
    await act(async () => {
      render(
        <BrowserContextProvider>
          <Probe />
        </BrowserContextProvider>,
      );
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});

describe('useShallowMemoObject (src/upstream/reactUtils.tsx)', () => {
  it('orders keys by code unit, without the ICU collator', () => {
    const spy = jest.spyOn(String.prototype, 'localeCompare');
    const entries: [string, unknown][] = [['subtree', 1], ['attributes', 2], ['Zeta', 3], ['childList', 4], ['é', 5]];
    expect([...entries].sort(byKey).map(([k]) => k)).toEqual(['Zeta', 'attributes', 'childList', 'subtree', 'é']);
    renderHook(() => useShallowMemoObject({b: 1, a: 2}));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('keeps the object while its values are the same, whatever their key order, and not when one changes', () => {
    const first = {attributes: true, subtree: false};
    const {result, rerender} = renderHook(({o}) => useShallowMemoObject(o), {initialProps: {o: first}});
    rerender({o: {subtree: false, attributes: true}});
    expect(result.current).toBe(first);
    const changed = {attributes: true, subtree: true};
    rerender({o: changed});
    expect(result.current).toBe(changed);
  });
});

describe('useCodeWordWrap (src/upstream/useCodeWordWrap.ts)', () => {
  /** jsdom has no IntersectionObserver: a stand-in whose targets the test moves near the screen or away. */
  const observed = new Map<Element, IntersectionObserverCallback>();
  beforeEach(() => {
    observed.clear();
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.set(target, this.callback);
      }
      disconnect() {
        for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target);
      }
    } as unknown as typeof IntersectionObserver;
  });
  const nearScreen = async (isIntersecting: boolean) => {
    await act(async () => {
      for (const [target, callback] of observed) callback([{target, isIntersecting} as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  };

  /** A code block as theme-classic's uses the hook: the `<pre>` gets the ref; counts its renders and measures. */
  function Block(props: {renders: string[]; inHiddenPanel?: boolean; scrollWidth: number; measures?: string[]}) {
    const {renders, inHiddenPanel, scrollWidth, measures = []} = props;
    const wrap = useCodeWordWrap();
    renders.push(wrap.isCodeScrollable ? 'scrolls' : 'fits');
    const pre = (
      <pre
        ref={(el) => {
          wrap.codeBlockRef.current = el;
          if (el) {
            Object.defineProperty(el, 'scrollWidth', {configurable: true, get: () => (measures.push('scrollWidth'), scrollWidth)});
            Object.defineProperty(el, 'clientWidth', {configurable: true, value: 300});
          }
        }}>
        <code>x</code>
      </pre>
    );
    return inHiddenPanel ? <div role="tabpanel" hidden>{pre}</div> : pre;
  }

  it('a block that fits, outside a hidden tab panel, renders once', async () => {
    const renders: string[] = [];
    await act(async () => {
      render(<Block renders={renders} scrollWidth={300} />);
    });
    await nearScreen(true);
    expect(renders).toEqual(['fits']);
  });

  it('a block that scrolls renders again, to show the word-wrap button', async () => {
    const renders: string[] = [];
    await act(async () => {
      render(<Block renders={renders} scrollWidth={900} />);
    });
    await nearScreen(true);
    expect(renders[0]).toBe('fits');
    expect(renders.at(-1)).toBe('scrolls');
    expect(renders.filter((r) => r === 'fits')).toHaveLength(1);
  });

  it('a block away from the screen is measured only when it comes near it, not on load nor on a resize', async () => {
    const renders: string[] = [];
    const measures: string[] = [];
    await act(async () => {
      render(<Block renders={renders} measures={measures} scrollWidth={900} />);
    });
    await nearScreen(false);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(measures).toEqual([]);
    expect(renders).toEqual(['fits']);
    await nearScreen(true);
    expect(measures).toEqual(['scrollWidth']);
    expect(renders.at(-1)).toBe('scrolls');
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(measures).toEqual(['scrollWidth', 'scrollWidth']);
  });

  it('a block in a hidden tab panel measures again when the panel is shown', async () => {
    const renders: string[] = [];
    let container!: HTMLElement;
    await act(async () => {
      ({container} = render(<Block renders={renders} inHiddenPanel scrollWidth={900} />));
    });
    await nearScreen(false); // what a browser reports for a block in a hidden panel
    const panel = container.querySelector('[role=tabpanel]')!;
    const before = renders.length;
    await act(async () => {
      panel.removeAttribute('hidden');
    });
    await nearScreen(true);
    expect(renders.length).toBeGreaterThan(before);
    expect(renders.at(-1)).toBe('scrolls');
  });

  it('toggles word wrap on the block\'s code', async () => {
    let toggle!: () => void;
    let code!: HTMLElement;
    function Toggler() {
      const wrap = useCodeWordWrap();
      toggle = wrap.toggle;
      return (
        <pre ref={wrap.codeBlockRef}>
          <code ref={(el) => void (el && (code = el))}>x</code>
        </pre>
      );
    }
    await act(async () => {
      render(<Toggler />);
    });
    await act(async () => toggle());
    expect(code.style.whiteSpace).toBe('pre-wrap');
    await act(async () => toggle());
    expect(code.getAttribute('style')).toBeNull();
  });
});

describe('the replacements in the browser build (plugins/upstream/index.ts clientInternals)', () => {
  it('each pattern matches the installed Docusaurus file it replaces, and the replacement exists', () => {
    const {clientInternals} = jest.requireActual<typeof import('../../plugins/upstream')>('../../plugins/upstream');
    // theme-common exports no deep paths: its files are found from its entry (lib/index.js).
    const installed = [
      require.resolve('@docusaurus/core/lib/client/browserContext.js'),
      path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js'),
      require.resolve('@docusaurus/theme-classic/lib/nprogress.js'),
      require.resolve('@docusaurus/core/lib/client/preload.js'),
      path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js'),
      path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useCodeWordWrap.js'),
      require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js'),
    ];
    for (const f of installed) expect([f, fs.existsSync(f)]).toEqual([f, true]);
    expect(clientInternals.map(({original}) => installed.filter((f) => original.test(f)).length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    for (const {file} of clientInternals) expect(fs.existsSync(path.join(__dirname, '..', '..', 'src', file))).toBe(true);
  });
});
