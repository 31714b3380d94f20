/**
 * The server configs (deploy/nginx.conf, vercel.json) are generated from the typed redirect list and the
 * response rules: regenerate them and compare (run `npm run deploy:config` after changing a source).
 * nginx's behaviour is tested over HTTP on the real build (tests/site/http.test.ts); Vercel's rules here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {generatedFiles} from '@site/scripts/deploy/generate';
import {inlineScriptsOf, cspHash} from '@site/scripts/deploy/inlineScripts';
import {markdownAcceptRegex, vercelConfig} from '@site/scripts/deploy/vercel';
import {siteConfigFor} from '@site/tests/nginx/serve';
import {buildScriptHashes, contentSecurityPolicy, tagManagerHosts} from '@site/config/securityHeaders';
import {acceptCases} from '../lib/httpCases';

const root = path.join(__dirname, '..', '..');
const csp = {scriptHashes: buildScriptHashes, tagManager: false};

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

  it.each(acceptCases)('vercel.json serves Markdown for Accept: %j: %s', (accept, markdown) => {
    expect(new RegExp(markdownAcceptRegex).test(accept)).toBe(markdown);
    const rewrites = vercelConfig(csp).rewrites as {has: {value: string}[]; destination: string}[];
    expect(rewrites.map((r) => r.destination)).toEqual(['/docs/index.md', '/docs/:path*/index.md']);
    expect(rewrites.every((r) => r.has[0]!.value === markdownAcceptRegex)).toBe(true);
  });

  it('both carry the same CSP', () => {
    const policy = contentSecurityPolicy(csp);
    expect(generatedFiles(csp)['deploy/nginx.conf']).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(generatedFiles(csp)['vercel.json']).toContain(JSON.stringify(policy));
  });
});

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(csp);
  it('runs only the site’s own scripts and the hashed inline ones', () => {
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
    expect(buildScriptHashes.length).toBeGreaterThan(0);
    for (const h of buildScriptHashes) expect(scriptSrc).toContain(`'${h}'`);
  });
  it('forbids framing by other sites, plugins and foreign form targets', () => {
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
  });
  it('names Google Tag Manager only for a build that has it', () => {
    expect(policy).not.toContain(tagManagerHosts[0]);
    expect(contentSecurityPolicy({...csp, tagManager: true})).toContain(`script-src 'self' '${buildScriptHashes[0]}'`);
    expect(contentSecurityPolicy({...csp, tagManager: true})).toContain(tagManagerHosts[0]);
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
