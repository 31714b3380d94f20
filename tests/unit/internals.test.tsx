/**
 * @jest-environment jsdom
 */
/**
 * The stand-ins for two Docusaurus internals in the browser build (src/internals/, plugins/sitePlugin.ts): they
 * behave as the originals, the first render as the server's, the value known after it, set in a transition.
 */
import fs from 'node:fs';
import path from 'node:path';
import React, {useContext} from 'react';
import {act, render, renderHook} from '@testing-library/react';
import {BrowserContextProvider, Context} from '../../src/internals/browserContext';
import {useWindowSize} from '../../src/internals/useWindowSize';

describe('useWindowSize (src/internals/useWindowSize.ts)', () => {
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

describe('BrowserContextProvider (src/internals/browserContext.tsx)', () => {
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

describe('the replacements in the browser build (plugins/sitePlugin.ts clientInternals)', () => {
  it('each pattern matches the installed Docusaurus file it replaces, and the replacement exists', () => {
    const {clientInternals} = jest.requireActual<typeof import('../../plugins/sitePlugin')>('../../plugins/sitePlugin');
    // theme-common exports no deep paths: its files are found from its entry (lib/index.js).
    const installed = [
      require.resolve('@docusaurus/core/lib/client/browserContext.js'),
      path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks', 'useWindowSize.js'),
      require.resolve('@docusaurus/theme-classic/lib/nprogress.js'),
      require.resolve('@docusaurus/core/lib/client/preload.js'),
    ];
    for (const f of installed) expect([f, fs.existsSync(f)]).toEqual([f, true]);
    expect(clientInternals.map(({original}) => installed.filter((f) => original.test(f)).length)).toEqual([1, 1, 1, 1]);
    for (const {file} of clientInternals) expect(fs.existsSync(path.join(__dirname, '..', '..', 'src', file))).toBe(true);
  });
});
