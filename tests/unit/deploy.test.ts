/**
 * The server configs (deploy/nginx.conf, vercel.json) are generated from the typed redirect list and the
 * response rules: regenerate them and compare (run `npm run deploy:config` after changing a source).
 * nginx's behaviour is tested over HTTP on the real build (tests/site/http.test.ts); Vercel's rules here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {generatedFiles} from '@site/scripts/deploy-config/generate';
import {inlineScriptsOf, cspHash} from '@site/config/inlineScripts';
import {vercelConfig} from '@site/scripts/deploy-config/vercel';
import {siteConfigFor} from '@site/tests/nginx/serve';
import {buildScriptHashes, contentSecurityPolicy} from '@site/config/securityHeaders';
import {acceptCases} from '../lib/httpCases';

const root = path.join(__dirname, '..', '..');
const csp = {scriptHashes: buildScriptHashes, tagManager: false};

/** The policy written out by hand (docs-dev/requirements.md, "URLs": the shipped server rules), around the script hashes it is given. */
const expectedPolicy = (hashes: readonly string[], extra: {gtm?: boolean; algolia?: boolean} = {}) => {
  const gtm = extra.gtm ? ' https://www.googletagmanager.com' : '';
  const algolia = extra.algolia ? ' https://*.algolia.net https://*.algolianet.com https://*.algolia.io' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra.algolia ? '' : " 'wasm-unsafe-eval'"}${hashes.map((h) => ` '${h}'`).join('')}${gtm}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${gtm}`,
    "font-src 'self' data:",
    `connect-src 'self'${gtm}${algolia}`,
    `frame-src https://www.youtube-nocookie.com${gtm}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
};

describe('generated server configs', () => {
  it.each(Object.entries(generatedFiles(csp)))('%s is up to date (else run `npm run deploy:config`)', (file, text) => {
    expect(fs.readFileSync(path.join(root, file), 'utf8')).toBe(text);
  });

  it.each([
    ['/cron', '"~^/docs/cron(?:/|/index\\.html)?$" "/docs/workflows/steps/triggers/";'],
    ['/notebook/inspector/', '"~^/docs/notebook/inspector(?:/|/index\\.html)?$" "/docs/workflows/events/inspect/";'],
    ['/docs/apps/all-apps', '"~^/docs/docs/apps/all-apps(?:/|/index\\.html)?$" "https://pipedream.com/apps";'],
  ])('nginx maps /docs%s (slash, no slash, index.html) to its target', (_from, line) => {
    expect(generatedFiles(csp)['deploy/nginx.conf']).toContain(line);
  });

  const vercelRedirects = vercelConfig(csp).redirects as {source: string; destination: string}[];
  const firstVercelMatch = (p: string) =>
    vercelRedirects.find((r) => r.source === p || (r.source.includes(':path*') && new RegExp(`^${r.source.replace(':path*', '.+')}$`).test(p)));
  it.each([
    ['/docs/cron', '/docs/workflows/steps/triggers/'],
    ['/docs/cron/', '/docs/workflows/steps/triggers/'],
    ['/docs/cron/index.html', '/docs/workflows/steps/triggers/'],
    ['/docs/notebook/code/index.html', '/docs/code/nodejs/'],
    ['/docs/docs/apps/all-apps', 'https://pipedream.com/apps'],
    ['/docs/quickstart/index.html', '/docs/:path*/'],
    ['/docs/index.html', '/docs/'],
  ])('vercel.json: the first redirect matching %s leads to %s', (from, to) => {
    expect(firstVercelMatch(from)?.destination).toBe(to);
  });

  it('vercel.json rewrites a page to its index.md on one Accept header condition', () => {
    const rewrites = vercelConfig(csp).rewrites as {source: string; has: {type: string; key: string}[]; destination: string}[];
    expect(rewrites.map((r) => [r.source, r.destination])).toEqual([
      ['/docs/search/', '/docs/search/index.html'],
      ['/docs/', '/docs/index.md'],
      ['/docs/:path*/', '/docs/:path*/index.md'],
    ]);
    for (const r of rewrites) expect(r.has.map((h) => [h.type, h.key])).toEqual([['header', 'accept']]);
  });

  // The regex as vercel.json ships it, tried on the cases the local server is tested with.
  it.each(acceptCases)('vercel.json serves Markdown for Accept: %j: %s', (accept, markdown) => {
    const rewrites = vercelConfig(csp).rewrites as {has: {value: string}[]}[];
    for (const r of rewrites) expect([accept, new RegExp(r.has[0]!.value).test(accept)]).toEqual([accept, markdown]);
  });

  it('both carry the same CSP, the default build’s', () => {
    const nginx = [...generatedFiles(csp)['deploy/nginx.conf']!.matchAll(/add_header Content-Security-Policy "([^"]*)" always;/g)].map((m) => m[1]);
    const vercelHeaders = (vercelConfig(csp).headers as {headers: {key: string; value: string}[]}[]).flatMap((h) => h.headers);
    const vercel = vercelHeaders.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value);
    expect(nginx.length).toBeGreaterThan(0);
    expect(vercel).toHaveLength(1);
    // The hashes are the build's (config/csp-hashes.json), the rest of the policy is written out.
    expect([...new Set([...nginx, ...vercel])]).toEqual([expectedPolicy(buildScriptHashes)]);
  });
});

describe('Content-Security-Policy', () => {
  const hashes = ['sha256-AAAA', 'sha256-BBBB'];
  const policy = contentSecurityPolicy({scriptHashes: hashes, tagManager: false});
  it('is the policy written out, for the default build', () => {
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self' data:; connect-src 'self'; frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'self'",
    );
  });
  it('runs only the site’s own scripts, the hashed inline ones, and WebAssembly for the local search', () => {
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA' 'sha256-BBBB'");
    const algolia = contentSecurityPolicy({scriptHashes: hashes, tagManager: false, algolia: true});
    expect(algolia).not.toContain('wasm-unsafe-eval');
    expect(buildScriptHashes.length).toBeGreaterThan(0);
    for (const h of buildScriptHashes) expect(h).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
  });
  it('names Google Tag Manager only for a build that has it, Algolia only for a DocSearch build', () => {
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('algolia');
    expect(contentSecurityPolicy({scriptHashes: hashes, tagManager: true})).toBe(expectedPolicy(hashes, {gtm: true}));
    expect(contentSecurityPolicy({scriptHashes: hashes, tagManager: false, algolia: true})).toBe(expectedPolicy(hashes, {algolia: true}));
  });
});

describe('inline script hashes', () => {
  it('takes scripts without src that run as JavaScript', () => {
    const html =
      '<script>a()</script><script src=/x.js></script><script type=application/ld+json>{}</script><script type="text/javascript">b()</script>';
    expect(inlineScriptsOf(html)).toEqual(['a()', 'b()']);
  });
  it('hashes as browsers do (SHA-256, base64)', () => {
    // echo -n "alert('Hello, world.');" | openssl sha256 -binary | base64 (the CSP spec's example)
    expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});

describe('the nginx test harness', () => {
  it('binds the config to a loopback port and a root folder, changing nothing else', () => {
    const conf = generatedFiles(csp)['deploy/nginx.conf']!;
    const local = siteConfigFor(conf, 4174, '/tmp/x');
    expect(local).toContain('listen 127.0.0.1:4174;');
    expect(local).toContain('root /tmp/x;');
    expect(local.split('\n').length).toBe(conf.split('\n').length - 1);
  });
});
