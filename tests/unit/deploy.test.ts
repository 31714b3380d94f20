/**
 * The server configs (deploy/nginx.conf, vercel.json) are generated from the typed redirect list and the
 * response rules: regenerate them and compare (run `npm run deploy:config` after changing a source).
 * Their behaviour is tested end to end: nginx by the `nginx` project of playwright.config.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {generatedFiles} from '@site/scripts/deploy/generate';
import {inlineScriptsOf, cspHash} from '@site/scripts/deploy/inlineScripts';
import {vercelConfig} from '@site/scripts/deploy/vercel';
import {redirectTarget} from '@site/scripts/deploy/nginx';
import {siteConfigFor} from '@site/tests/nginx/serve';
import {buildScriptHashes, contentSecurityPolicy, tagManagerHosts} from '@site/config/securityHeaders';
import {redirects, withSlash} from '@site/src/data/redirects';

const root = path.join(__dirname, '..', '..');
const csp = {scriptHashes: buildScriptHashes, tagManager: false};

describe('generated server configs', () => {
  it.each(Object.entries(generatedFiles(csp)))('%s is up to date (else run `npm run deploy:config`)', (file, text) => {
    expect(fs.readFileSync(path.join(root, file), 'utf8')).toBe(text);
  });

  it.each(redirects.map((r) => [r.from, r.to]))('nginx sends /docs%s to %s', (from, to) => {
    const conf = generatedFiles(csp)['deploy/nginx.conf']!;
    expect(conf).toContain(`"~^/docs${withSlash(from).replace(/\/$/, '')}/?$" "${redirectTarget({from, to})}";`);
  });

  it.each(redirects.map((r) => [r.from, r.to]))('vercel.json sends /docs%s to %s in both slash forms', (from, to) => {
    const list = vercelConfig(csp).redirects as {source: string; destination: string}[];
    for (const source of [`/docs${withSlash(from)}`, `/docs${withSlash(from).replace(/\/$/, '')}`]) {
      expect(list.find((r) => r.source === source)?.destination).toBe(redirectTarget({from, to}));
    }
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
