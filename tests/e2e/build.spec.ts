/**
 * Checks of the built files, with no browser and no network:
 * - every outside link (`<a href>`, and `src`/`href` of resources) is https to an allowed host
 *   (config/externalLinks.ts): the inventory is attached to the report;
 * - the inline scripts of the build are the ones the CSP allows (deploy/csp-hashes.json);
 * - the default build carries no Google Tag Manager.
 * The build itself already fails on broken internal links, anchors and Markdown links (docusaurus.config.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {externalLinkProblem} from '../../config/externalLinks';
import {buildScriptHashes} from '../../config/securityHeaders';
import {htmlFiles, scanBuild} from '../../scripts/deploy/inlineScripts';

const buildDir = path.join(__dirname, '..', '..', 'build');
const pages = htmlFiles(buildDir);
const read = (f: string) => fs.readFileSync(path.join(buildDir, f), 'utf8');

/** Every outside URL of an HTML document's markup (script bodies left out). */
export function outsideUrls(html: string): string[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const urls: string[] = [];
  for (const m of markup.matchAll(/<[a-z][a-z0-9]*\b[^>]*?\s(?:href|src)=("[^"]*"|'[^']*'|[^\s>]+)/gi)) {
    const value = m[1]!.replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) urls.push(value);
  }
  return urls;
}

test('every outside link is https to an allowed host', () => {
  const inventory = new Map<string, number>();
  const problems: string[] = [];
  for (const page of pages) {
    for (const url of outsideUrls(read(page))) {
      const host = url.startsWith('mailto:') ? 'mailto' : url.replace(/^([a-z]+:\/\/[^/?#]*).*$/i, '$1');
      inventory.set(host, (inventory.get(host) ?? 0) + 1);
      const problem = externalLinkProblem(url);
      if (problem) problems.push(`${page}: ${url}: ${problem}`);
    }
  }
  test.info().annotations.push({type: 'outside links', description: [...inventory].map(([h, n]) => `${h} ${n}`).join(', ')});
  expect(inventory.size).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

test('the inline scripts of the build are the ones the CSP allows (else `npm run deploy:config -- --from-build build`)', () => {
  expect(scanBuild(buildDir).map((s) => s.hash)).toEqual([...buildScriptHashes]);
});

test('the default build carries no Google Tag Manager', () => {
  const files = (fs.readdirSync(buildDir, {recursive: true}) as string[]).filter((f) => /\.(html|js)$/.test(f));
  expect(files.filter((f) => read(f).includes('googletagmanager'))).toEqual([]);
});
