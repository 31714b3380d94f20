/**
 * @jest-environment jsdom
 */
/** Writer components that need no Docusaurus context: the video facade and the Python mappings filter. */
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import VideoEmbed from '../../src/components/VideoEmbed';
import PythonMappings from '../../src/components/PythonMappings';
import StillHaveQuestions from '../../src/components/StillHaveQuestions';
import mappings from '../../src/data/python-mappings.json';
import {siteUrls} from '../../src/data/platform';

describe('VideoEmbed', () => {
  const url = 'https://www.youtube-nocookie.com/embed/abc';
  it('loads no player until the reader presses play', () => {
    const {container} = render(<VideoEmbed url={url} title="A tour" />);
    expect(container.querySelector('iframe')).toBeNull();
    const play = screen.getByRole('link', {name: 'Play video: A tour'});
    expect(play.getAttribute('href')).toBe(url);
    fireEvent.click(play);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(`${url}?autoplay=1`);
    expect(frame.getAttribute('title')).toBe('A tour');
  });
});

describe('PythonMappings', () => {
  it('filters as the reader types and announces the count', () => {
    render(<PythonMappings />);
    const input = screen.getByLabelText('Filter packages');
    expect(screen.getAllByRole('row')).toHaveLength(mappings.length + 1);
    fireEvent.change(input, {target: {value: mappings[0]!.package}});
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.textContent).toContain(mappings[0]!.module);
    expect(screen.getByText(new RegExp(`of ${mappings.length} mappings`)).getAttribute('aria-live')).toBe('polite');
  });
});

describe('StillHaveQuestions', () => {
  it('links support and the community', () => {
    render(<StillHaveQuestions />);
    expect(screen.getByRole('heading', {name: 'Still have questions?'})).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([siteUrls.support, siteUrls.community]);
  });
});
