/** llms.txt, llms-full.txt and the Markdown pages of the build just made. */
import fs from 'node:fs';
import path from 'node:path';
import type {PageDataEntry} from '../../plugins/lib/pageData';
import {buildDir} from '../lib/builtSite';

const build = buildDir;

describe('llms.txt and the Markdown pages of the last build', () => {
  const entries = JSON.parse(fs.readFileSync(path.join(build, 'page-data.json'), 'utf8')) as PageDataEntry[];
  const bases = [...new Set(entries.map((e) => e.regularPath.slice(0, e.regularPath.length - e.path.length + 1)))];

  it.each(bases)('%s llms.txt lists every page of its version once, linking to its Markdown', (base) => {
    const text = fs.readFileSync(path.join(build, base.replace(/^\/docs\//, ''), 'llms.txt'), 'utf8');
    const links = [...text.matchAll(/^- \[[^\]]+\]\(https:\/\/pipedream\.com(\/docs\/[^)]*)index\.md\)/gm)].map((m) => m[1]);
    const pages = entries.filter((e) => e.regularPath.startsWith(base) && !bases.some((b) => b !== base && b.startsWith(base) && e.regularPath.startsWith(b)));
    expect([...links].sort()).toEqual(pages.map((e) => e.regularPath).sort());
    for (const l of links) expect(fs.existsSync(path.join(build, l!.replace(/^\/docs\//, ''), 'index.md'))).toBe(true);
    const full = fs.readFileSync(path.join(build, base.replace(/^\/docs\//, ''), 'llms-full.txt'), 'utf8');
    expect(full.match(/^URL: </gm)).toHaveLength(pages.length);
  });

  it('renders limits as a Markdown table with the values of each version', () => {
    const v2 = fs.readFileSync(path.join(build, 'limits', 'index.md'), 'utf8');
    expect(v2).toMatch(/^\| Email payload limit +\| 30MB +\|$/m);
    expect(v2).not.toMatch(/<[A-Z]\w*[ />]/);
  });
});
