/**
 * Checks of the built files, with no browser and no server:
 * - every outside link (`<a href>`, and `src`/`href` of resources) is https to an allowed host
 *   (config/externalLinks.ts);
 * - the inline scripts of the build are the ones the CSP allows (config/csp-hashes.json);
 * - the default build carries no Google Tag Manager;
 * - every script of the build starts with V8's compile hint (plugins/upstream/compileHints.ts);
 * - every page preloads its entry scripts at low priority and runs none of them from its markup: the
 *   starter, the last element of the body, inserts them once the page is on screen (plugins/upstream/appStart.ts);
 * - every redirect of src/data/redirects.ts has its stub page, with no inline script;
 * - page-data.json: one entry per built page, its headers the h2-h6 of the page's HTML with their ids;
 * - llms.txt: sections and pages, each linking to a Markdown file of the build;
 * - every page the version page map names is a built page of its version.
 * The build itself already fails on broken internal links, anchors and Markdown links (docusaurus.config.ts).
 */
import fs from 'node:fs';
import {JSDOM} from 'jsdom';
import {parseDocument} from 'htmlparser2';
import {findAll, findOne, textContent} from 'domutils';
import type {Element} from 'domhandler';
import path from 'node:path';
import {externalLinkProblem} from '../../config/externalLinks';
import {buildScriptHashes} from '../../config/securityHeaders';
import {redirects, isExternal, withSlash} from '../../src/data/redirects';
import {htmlFiles, inlineScriptsOf, scanBuild} from '../../config/inlineScripts';
import {builtPages, buildDir, htmlFileOf, pageByUrl} from '../lib/builtSite';
import {versionPageMap} from '../../src/data/versionPageMap';
import {siteModel} from '../../config/versions';

/**
 * A built page's <article>, parsed once by jsdom (a parser other than the htmlparser2 page-data is made with) as a
 * fragment: no window, several times faster than a document, for the two checks of every page below.
 */
const articles = new Map<string, DocumentFragment>();
function articleOf(url: string): DocumentFragment {
  let fragment = articles.get(url);
  if (!fragment) {
    const html = fs.readFileSync(htmlFileOf(url), 'utf8');
    fragment = JSDOM.fragment(html.slice(html.indexOf('<article'), html.lastIndexOf('</article>') + 10));
    articles.set(url, fragment);
  }
  return fragment;
}

const read = (f: string) => fs.readFileSync(path.join(buildDir, f), 'utf8');

/** Every outside URL of an HTML document's markup (script bodies left out). */
function outsideUrls(html: string): string[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  const urls: string[] = [];
  for (const m of markup.matchAll(/<[a-z][a-z0-9]*\b[^>]*?\s(?:href|src)=("[^"]*"|'[^']*'|[^\s>]+)/gi)) {
    const value = m[1]!.replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');
    if (/^[a-z][a-z0-9+.-]*:/i.test(value)) urls.push(value);
  }
  return urls;
}

describe('links and scripts', () => {
  it('every outside link is https to an allowed host', () => {
    const problems: string[] = [];
    let count = 0;
    for (const page of htmlFiles(buildDir)) {
      for (const url of outsideUrls(read(page))) {
        count++;
        const problem = externalLinkProblem(url);
        if (problem) problems.push(`${page}: ${url}: ${problem}`);
      }
    }
    expect(count).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
  it('the inline scripts of the build are the ones the CSP allows (else `npm run deploy:config -- --from-build build`)', () => {
    expect(scanBuild(buildDir).map((s) => s.hash)).toEqual([...buildScriptHashes]);
  });
  it('the default build carries no Google Tag Manager', () => {
    const files = (fs.readdirSync(buildDir, {recursive: true}) as string[]).filter((f) => /\.(html|js)$/.test(f));
    expect(files.filter((f) => read(f).includes('googletagmanager'))).toEqual([]);
  });
});

describe('entry scripts (plugins/upstream/appStart.ts)', () => {
  it('every page preloads runtime~main and main at low priority, and only the last script of its body starts them', () => {
    const problems: string[] = [];
    let pages = 0;
    for (const file of htmlFiles(buildDir)) {
      const doc = parseDocument(read(file));
      if (!findOne((e) => e.attribs.id === '__docusaurus', doc.children)) continue; // a redirect stub
      pages++;
      const scripts = findAll((e) => e.name === 'script', doc.children);
      if (scripts.some((e) => 'src' in e.attribs)) problems.push(`${file}: a <script src> in the markup`);
      const preloads = findAll((e) => e.name === 'link' && 'data-app-script' in e.attribs, doc.children);
      const names = preloads.map((l) => path.basename(l.attribs.href ?? '').replace(/\.[0-9a-f]+\.js$/, ''));
      // A docs page also runs its route group's chunk (plugins/upstream/routeGroupPreload.ts; checked below).
      if (!/^runtime~main,main(,routes-\d+\.\d+)?$/.test(names.join())) problems.push(`${file}: preloads ${names.join()}`);
      for (const l of preloads) {
        if (l.attribs.rel !== 'preload' || l.attribs.as !== 'script' || l.attribs.fetchpriority !== 'low') problems.push(`${file}: ${JSON.stringify(l.attribs)}`);
      }
      const body = findOne((e) => e.name === 'body', doc.children);
      const last = body?.children.filter((n): n is Element => n.type === 'tag' || n.type === 'script').at(-1);
      if (last?.name !== 'script' || !textContent(last).includes('data-app-script')) problems.push(`${file}: the body does not end with the starter`);
    }
    expect(pages).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});

describe('the main bundle', () => {
  it('carries no module path of a page: the chunk registry keeps them for the server only (plugins/upstream/clientRegistryLoader.cjs)', () => {
    // One main bundle per build the site is made of: the latest version's and v1's own (config/buildPart.ts).
    const main = fs.readdirSync(path.join(buildDir, 'assets', 'js')).filter((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    expect(main).toHaveLength(2);
    for (const file of main) {
      const js = read(path.join('assets', 'js', file));
      expect(js.match(/"@site\/(docs|versioned_docs)\/[^"]*"/g) ?? []).toEqual([]);
      // The registry is there (each page's chunk loader), only without the paths.
      expect(js).toMatch(/webpackChunk|n\.e\("\d+"\)/);
    }
  });
});

describe('compile hints (plugins/upstream/compileHints.ts)', () => {
  it('every script of the build starts with V8\'s compile hint, on a line of its own', () => {
    const scripts = fs.readdirSync(path.join(buildDir, 'assets', 'js')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(20);
    const without = scripts.filter((f) => !read(path.join('assets', 'js', f)).startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(without).toEqual([]);
  });
});

describe('route groups (plugins/upstream/routeGroups.cjs, plugins/upstream/routeGroupPreload.ts)', () => {
  const jsDir = path.join(buildDir, 'assets', 'js');
  const jsFiles = fs.readdirSync(jsDir);
  const main = read(path.join('assets', 'js', jsFiles.find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!));
  const homes = new Set(siteModel.versions.map((v) => v.path));

  it('the browser build has the layer’s swapped modules (plugins/upstream/index.ts clientInternals): the preload that loads route groups, the lazy progress bar', () => {
    // A build that reused a stock-client build's Rspack cache had the loaders but not the swaps (layerCachePlugin).
    expect(main).toContain('__pipedreamChunkFiles');
    expect(jsFiles.filter((f) => /^progress-bar\.[0-9a-f]+\.js$/.test(f))).toHaveLength(1);
  });

  it('the main bundle has no route of a docs page but the versions’ homes: theirs are in the groups', () => {
    const pages = builtPages().map((p) => p.url);
    expect(pages.length).toBeGreaterThan(150);
    const inMain = pages.filter((url) => main.includes(`path:"${url}"`));
    expect(inMain.sort()).toEqual([...homes].sort());
  });

  it('each other page runs one group chunk, the one that has its route', () => {
    const problems: string[] = [];
    const groups = new Map<string, string>();
    for (const page of builtPages()) {
      if (homes.has(page.url)) continue;
      const links = [...fs.readFileSync(htmlFileOf(page.url), 'utf8').matchAll(/<link [^>]*href=\/docs\/assets\/js\/(routes-[^ >]+\.js)[^>]*data-app-script/g)];
      if (links.length !== 1) {
        problems.push(`${page.url}: ${links.length} route group scripts`);
        continue;
      }
      const chunk = links[0]![1]!;
      if (!groups.has(chunk)) groups.set(chunk, fs.readFileSync(path.join(jsDir, chunk), 'utf8'));
      if (!groups.get(chunk)!.includes(`path:"${page.url}"`)) problems.push(`${page.url}: its group ${chunk} has no route for it`);
    }
    expect(problems).toEqual([]);
    // Both versions are in groups of at most 48 routes.
    expect(groups.size).toBeGreaterThanOrEqual(Math.ceil(builtPages().length / 48));
  });

  it('the groups name the files of the pages’ chunks, each in the build; the runtime’s map has none of them (plugins/upstream/routeGroupChunkFiles.ts)', () => {
    const runtime = read(path.join('assets', 'js', jsFiles.find((f) => /^runtime~main\.[0-9a-f]+\.js$/.test(f))!));
    const named = new Map<string, string>();
    for (const f of jsFiles.filter((x) => /^routes-\d+\.\d+\.[0-9a-f]+\.js$/.test(x))) {
      const m = /;Object\.assign\(self\["__pipedreamChunkFiles"\]=self\["__pipedreamChunkFiles"\]\|\|\{\},(\{.*\})\);$/.exec(fs.readFileSync(path.join(jsDir, f), 'utf8'));
      expect([f, Boolean(m)]).toEqual([f, true]);
      for (const [id, file] of Object.entries(JSON.parse(m![1]!) as Record<string, string>)) named.set(id, file);
    }
    // At least one chunk a page (its content).
    expect(named.size).toBeGreaterThanOrEqual(builtPages().length - homes.size);
    const missing = [...named.values()].filter((file) => !fs.existsSync(path.join(buildDir, file)));
    expect(missing).toEqual([]);
    const hashes = /\.u=\(?(\w+)\)?=>"assets\/js\/".*?\(\{([^}]*)\}\)\[\1\]\+"\.js"/.exec(runtime);
    expect(hashes).not.toBeNull();
    const inRuntime = [...named.values()].filter((file) => hashes![2]!.includes(`"${path.basename(file).split('.')[1]}"`));
    expect(inRuntime).toEqual([]);
  });
});

describe('code blocks', () => {
  it.each(['js', 'python', 'go', 'bash', 'http'])('%s blocks are tokenised in the server HTML', (lang) => {
    const withTokens = builtPages().find((p) =>
      new RegExp(`<pre[^>]*class="[^"]*language-${lang}[^"]*"[^>]*>[\\s\\S]{0,400}?class="?token `).test(fs.readFileSync(htmlFileOf(p.url), 'utf8')),
    );
    expect(withTokens?.url).toBeDefined();
  });
});

describe('article sections (plugins/rehypeSections.ts)', () => {
  it('every `##` heading of a page’s top level starts a section, which holds what follows it up to the next', () => {
    const wrong: string[] = [];
    let sections = 0;
    for (const p of builtPages()) {
      const article = articleOf(p.url).querySelector('.theme-doc-markdown')!;
      const top = [...article.children];
      sections += article.querySelectorAll(':scope > section.markdown-section').length;
      for (const h2 of article.querySelectorAll(':scope > h2')) wrong.push(`${p.url}: #${h2.id} outside a section`);
      for (const s of article.querySelectorAll(':scope > section.markdown-section')) {
        if (s.firstElementChild?.tagName !== 'H2') wrong.push(`${p.url}: a section starts with <${s.firstElementChild?.tagName}>`);
        if (s.querySelectorAll(':scope > h2').length !== 1) wrong.push(`${p.url}: a section holds ${s.querySelectorAll(':scope > h2').length} h2`);
      }
      // Nothing of the article's top level follows a section but another section.
      const first = top.findIndex((e) => e.matches('section.markdown-section'));
      if (first >= 0 && top.slice(first).some((e) => !e.matches('section.markdown-section'))) wrong.push(`${p.url}: a block after the sections`);
    }
    expect(sections).toBeGreaterThan(builtPages().length);
    expect(wrong).toEqual([]);
  });
});

describe('redirect stubs', () => {
  it.each(redirects.map((r) => [r.from, r.to]))('/docs%s has a stub to %s, with no inline script', (from, to) => {
    const html = read(`${withSlash(from).slice(1)}index.html`);
    const target = isExternal(to) ? to : `/docs${to}`;
    expect(html).toContain(`<script src="/docs/redirect.js" data-to="${target}"></script>`);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);
    expect(inlineScriptsOf(html)).toEqual([]);
  });
  it('the stub script is in the build', () => {
    expect(read('redirect.js')).toContain('location.replace');
  });
});

describe('page-data.json', () => {
  const pages = builtPages();
  it('has one entry per page of every version, each built', () => {
    expect(pages.length).toBeGreaterThan(100);
    expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
    expect(pages.filter((p) => !fs.existsSync(htmlFileOf(p.url))).map((p) => p.url)).toEqual([]);
  });
  it('gives each page the h2-h6 of its built HTML, with their ids', () => {
    const wrong: string[] = [];
    for (const p of pages) {
      // jsdom and a CSS selector: a parser other than the one page-data is made with (htmlparser2).
      const ids = [...articleOf(p.url).querySelectorAll('.theme-doc-markdown :is(h2, h3, h4, h5, h6)')].map((h) => `${h.tagName[1]}#${h.id}`);
      const listed = p.headers.map((h) => `${h.level}#${h.slug}`);
      if (ids.join() !== listed.join()) wrong.push(`${p.url}: built ${ids.join(' ')} | page-data ${listed.join(' ')}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('llms.txt', () => {
  it.each(['llms.txt', 'v1/llms.txt'])('%s lists sections and pages, each linking to a built Markdown file', (file) => {
    const text = read(file);
    expect(text).toMatch(/^# Pipedream Docs/);
    expect(text).toMatch(/\n## .+\n/);
    const links = [...text.matchAll(/^- \[([^\]]+)\]\(https:\/\/pipedream\.com\/docs\/([^)]+\.md)\)/gm)].map((m) => m[2]!);
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((l) => !fs.existsSync(path.join(buildDir, l)))).toEqual([]);
  });
  it('llms-full.txt holds components as plain Markdown', () => {
    const text = read('llms-full.txt');
    expect(text).toMatch(/^\| Email payload limit +\| 30MB +\|$/m);
    const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, '').replace(/`[^`\n]*`/g, '');
    expect(prose).not.toMatch(/<(Limit|LimitsTable|Tabs|TabItem)\b/);
  });
});

describe('version page map (src/data/versionPageMap.ts)', () => {
  // The browser follows a sample of the entries (tests/e2e/versions.spec.ts); each entry's pages are here.
  it('every entry names a built page in each version it lists', () => {
    const missing = versionPageMap.flatMap((entry) =>
      Object.entries(entry)
        .map(([name, route]) => {
          const version = siteModel.versions.find((v) => v.name === name);
          if (!version) return `${name}: no such version in config/versions.ts`;
          const url = `${version.path.replace(/\/$/, '')}${route}`;
          return pageByUrl(url) ? null : `${name} ${route}: ${url} is no built page`;
        })
        .filter((problem): problem is string => problem !== null),
    );
    expect(missing).toEqual([]);
  });
});
