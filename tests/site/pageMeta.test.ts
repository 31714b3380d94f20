/**
 * Every built doc page (read from build/page-data.json of the build just made) has its canonical URL, Open Graph
 * and Twitter meta from its title and description, a social image, the "Copy page as Markdown" button and
 * its Markdown beside it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {PageDataEntry} from '../../plugins/lib/pageData';
import {buildDir} from '../lib/builtSite';

const build = buildDir;
const dataFile = path.join(build, 'page-data.json');
/** The social card of pages without an image of their own (docusaurus.config.ts `themeConfig.image`). */
const defaultCard = 'https://pipedream.com/docs/img/social-card.png';

describe('meta of every built page', () => {
  const entries = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as PageDataEntry[];

  it.each(entries.map((e) => [e.regularPath, e] as const))('%s', (url, entry) => {
    const dir = path.join(build, url.replace(/^\/docs\//, ''));
    const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const head = parseDocument(html.slice(0, html.indexOf('</head>')));
    const meta = (attr: 'name' | 'property', key: string) =>
      DomUtils.findOne((el) => el.name === 'meta' && el.attribs[attr] === key, head.children, true)?.attribs.content;
    const canonical = DomUtils.findOne((el) => el.name === 'link' && el.attribs.rel === 'canonical', head.children, true);
    const description = entry.frontmatter.description as string;

    expect(canonical?.attribs.href).toBe(`https://pipedream.com${url}`);
    expect(meta('property', 'og:url')).toBe(`https://pipedream.com${url}`);
    expect(meta('property', 'og:title')).toBe(`${entry.title} | Pipedream Docs`);
    expect(meta('property', 'og:description')).toBe(description);
    expect(meta('name', 'description')).toBe(description);
    expect(meta('name', 'twitter:title')).toBe(entry.title);
    expect(meta('name', 'twitter:description')).toBe(description);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    // A page's own image (front matter `image`, which a raster `thumbnail` becomes) from the site's URL, else the default card.
    const own = entry.frontmatter.image;
    expect(meta('property', 'og:image')).toBe(typeof own === 'string' ? `https://pipedream.com/docs/${own.replace(/^\//, '')}` : defaultCard);
    expect(meta('property', 'og:image')).toBe(meta('name', 'twitter:image'));
    expect(html).toContain('>Copy page as Markdown</button>');
    expect(fs.existsSync(path.join(dir, 'index.md'))).toBe(true);
  });

  it('uses the default social card, which exists', () => {
    expect(fs.existsSync(path.join(build, 'img', 'social-card.png'))).toBe(true);
  });
});
