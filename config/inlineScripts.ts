/**
 * The inline scripts of a build, for the Content-Security-Policy (config/securityHeaders.ts): every
 * `<script>` without `src` whose type runs as JavaScript, hashed as browsers hash it (SHA-256 of the exact
 * text, base64). Redirect stub pages have none (plugins/redirectStubs.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import type {CspOptions} from './securityHeaders';

export interface InlineScript {
  /** `sha256-<base64>`, as written in a CSP source list (inside quotes). */
  readonly hash: string;
  /** The script's first characters, so a reader of config/csp-hashes.json knows which one it is. */
  readonly start: string;
}

const jsTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Whether a `<script type="…">` runs as JavaScript (JSON-LD and other data types do not, and the CSP lets them be). */
export const runsAsJavaScript = (type: string) => jsTypes.has(type.trim().toLowerCase());

/** The text of every inline script of an HTML document that a browser would run. */
export function inlineScriptsOf(html: string): string[] {
  const out: string[] = [];
  // The text of the script being read, or null outside a script that counts. htmlparser2 reads a script's
  // content as raw text (no entities decoded), as a browser does, and may hand it over in several pieces.
  let text: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name !== 'script') return;
      const type = (attributes.type ?? '').trim().toLowerCase();
      text = 'src' in attributes || !jsTypes.has(type) ? null : '';
    },
    ontext(data) {
      if (text !== null) text += data;
    },
    onclosetag(name, isImplied) {
      if (name !== 'script') return;
      // A browser does not run a script that the end of the document cuts off.
      if (text !== null && !isImplied) out.push(text);
      text = null;
    },
  });
  parser.end(html);
  return out;
}

export function cspHash(script: string): string {
  return `sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/** Every HTML file of a folder, as paths relative to it with `/` separators. */
export function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** The distinct inline scripts of a build's pages, sorted by hash. */
export function scanBuild(buildDir: string): InlineScript[] {
  const found = new Map<string, InlineScript>();
  for (const file of htmlFiles(buildDir)) {
    for (const script of inlineScriptsOf(fs.readFileSync(path.join(buildDir, file), 'utf8'))) {
      const hash = cspHash(script);
      if (!found.has(hash)) found.set(hash, {hash, start: script.trim().slice(0, 72)});
    }
  }
  return [...found.values()].sort((a, b) => a.hash.localeCompare(b.hash));
}

/**
 * The CSP inputs of a build, read from its files: its inline scripts, and whether its pages carry Google
 * Tag Manager or Algolia DocSearch (both announce themselves with a preconnect link in every page).
 */
export function cspOptionsOfBuild(buildDir: string): CspOptions {
  const index = path.join(buildDir, 'index.html');
  const home = fs.existsSync(index) ? fs.readFileSync(index, 'utf8') : '';
  return {
    scriptHashes: scanBuild(buildDir).map((s) => s.hash),
    tagManager: home.includes('googletagmanager.com'),
    algolia: /algolia(net)?\.(net|com|io)/.test(home),
  };
}
