/**
 * @jest-environment jsdom
 */
import type React from 'react';

// The real local search box, standing in for @easyops-cn/docusaurus-search-local's: a controlled input, as it is.
jest.mock(
  '@theme-original/SearchBar',
  () => {
    const {useState} = jest.requireActual<typeof React>('react');
    return {
      __esModule: true,
      default: function RealSearchBar() {
        const [value, setValue] = useState('');
        return <input aria-label="Search" data-real="yes" value={value} onChange={(e) => setValue(e.target.value)} />;
      },
    };
  },
  {virtual: true},
);
jest.mock('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css', () => ({}), {virtual: true});

// Each test starts from a fresh module registry (the box remembers its loaded code): React, the testing library
// (its `pure` entry, which registers no hooks), the box and the mocked real box then share one React.
type Rtl = typeof import('@testing-library/react/pure');
type Box = typeof import('@site/src/components/SearchBar/LocalSearchBar').default;
let rtl: Rtl;
let LocalSearchBar: Box;
beforeEach(() => {
  jest.resetModules();
  rtl = require('@testing-library/react/pure') as Rtl;
  LocalSearchBar = (require('@site/src/components/SearchBar/LocalSearchBar') as {default: Box}).default;
});
afterEach(() => rtl.cleanup());
const input = () => rtl.screen.getByRole('textbox', {name: 'Search'});
/** Lets the dynamic import resolve and the box's timer run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await rtl.act(async () => new Promise((r) => setTimeout(r, 0)));
}

describe('local search box, loaded on first use', () => {
  it('shows the look-alike until the reader reaches for it', async () => {
    rtl.render(<LocalSearchBar />);
    expect(input().getAttribute('placeholder')).toBe('Search');
    expect(input().dataset.real).toBeUndefined();
    await settle();
    expect(input().dataset.real).toBeUndefined();
  });

  it('loads the real box on hover', async () => {
    const {container} = rtl.render(<LocalSearchBar />);
    rtl.fireEvent.pointerEnter(container.querySelector('.navbar__search')!);
    await settle();
    expect(input().dataset.real).toBe('yes');
    expect(document.activeElement).not.toBe(input());
  });

  it('hands over what was typed and the focus', async () => {
    rtl.render(<LocalSearchBar />);
    rtl.act(() => input().focus());
    rtl.fireEvent.change(input(), {target: {value: 'okta'}});
    await settle();
    expect(input().dataset.real).toBe('yes');
    expect((input() as HTMLInputElement).value).toBe('okta');
    expect(document.activeElement).toBe(input());
  });

  it.each([
    ['/', {key: '/'}],
    ['Ctrl+K', {key: 'k', ctrlKey: true}],
  ])('%s focuses the box and loads it', async (_name, init) => {
    rtl.render(<LocalSearchBar />);
    expect(rtl.fireEvent.keyDown(document.body, init)).toBe(false);
    expect(document.activeElement).toBe(input());
    await settle();
    expect(input().dataset.real).toBe('yes');
    expect(document.activeElement).toBe(input());
  });

  it('leaves a / typed in another text field alone, and stops listening once unmounted', async () => {
    const {unmount} = rtl.render(
      <>
        <textarea aria-label="notes" />
        <LocalSearchBar />
      </>,
    );
    const notes = rtl.screen.getByRole('textbox', {name: 'notes'});
    notes.focus();
    expect(rtl.fireEvent.keyDown(notes, {key: '/'})).toBe(true);
    expect(document.activeElement).toBe(notes);
    unmount();
    expect(rtl.fireEvent.keyDown(document.body, {key: '/'})).toBe(true);
  });

  it('a box mounted after the first load (the 404 page) is the real one at once', async () => {
    const first = rtl.render(<LocalSearchBar />);
    rtl.fireEvent.focus(input());
    await settle();
    first.unmount();
    rtl.render(<LocalSearchBar />);
    expect(input().dataset.real).toBe('yes');
  });
});
