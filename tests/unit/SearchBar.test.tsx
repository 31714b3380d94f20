/**
 * @jest-environment jsdom
 */
import React from 'react';
import {render, screen, fireEvent} from '@testing-library/react';
import SearchBar from '@site/src/theme/SearchBar';

// What the wrapper wraps: the local search's input, or DocSearch's button when `variant` says so.
jest.mock(
  '@theme-original/SearchBar',
  () =>
    function OriginalSearchBar({variant}: {variant?: 'docsearch'}) {
      return variant === 'docsearch' ? <button type="button">Search...</button> : <input aria-label="Search" />;
    },
  {virtual: true},
);

const Original = SearchBar as unknown as (props: {variant?: 'docsearch'}) => React.ReactNode;

describe('SearchBar wrapper', () => {
  it('focuses the search input on /', () => {
    render(<Original />);
    const notPrevented = fireEvent.keyDown(document.body, {key: '/'});
    expect(document.activeElement).toBe(screen.getByRole('textbox', {name: 'Search'}));
    expect(notPrevented).toBe(false);
  });

  it('leaves a / typed in another text field alone', () => {
    render(
      <>
        <textarea aria-label="notes" />
        <Original />
      </>,
    );
    const notes = screen.getByRole('textbox', {name: 'notes'});
    notes.focus();
    expect(fireEvent.keyDown(notes, {key: '/'})).toBe(true);
    expect(document.activeElement).toBe(notes);
  });

  it('does nothing with DocSearch, which handles / itself', () => {
    render(<Original variant="docsearch" />);
    expect(fireEvent.keyDown(document.body, {key: '/'})).toBe(true);
    expect(document.activeElement).toBe(document.body);
  });

  it('stops listening once unmounted', () => {
    const {unmount} = render(<Original />);
    unmount();
    expect(fireEvent.keyDown(document.body, {key: '/'})).toBe(true);
  });
});
