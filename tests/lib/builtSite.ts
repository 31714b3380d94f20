/**
 * The built site as the tests see it: every page from `build/page-data.json` (so a new page or a cut
 * version is covered with no edit), the `.html` copies and the redirect stubs found in `build/`.
 * Node-side only (Jest site project, Playwright specs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from './files';

export const root = path.join(__dirname, '..', '..');
export const buildDir = process.env.SITE_BUILD_DIR ? path.resolve(process.env.SITE_BUILD_DIR) : path.join(root, 'build');

export interface BuiltPage {
  /** `/docs/v1/quickstart/` */
  readonly url: string;
  readonly title: string;
  /** The version label of page-data's key (`v2`, `v1`). */
  readonly version: string;
  /** The source file in its version's folder (`code/nodejs/index.md`). */
  readonly relativePath: string;
  readonly headers: readonly {level: number; title: string; slug: string}[];
}

interface PageDataEntry {
  title: string;
  regularPath: string;
  relativePath: string;
  key: string;
  headers: {level: number; title: string; slug: string}[];
}

let cache: BuiltPage[] | undefined;

export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  const file = path.join(buildDir, 'page-data.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDataEntry[];
  cache = entries.map((e) => ({
    url: e.regularPath,
    title: e.title,
    version: e.key.slice(0, e.key.indexOf(':')),
    relativePath: e.relativePath,
    headers: e.headers,
  }));
  return cache;
}

/** The versions of the build, newest first as page-data lists them. */
export function builtVersions(): string[] {
  return [...new Set(builtPages().map((p) => p.version))];
}

/** The built HTML file of a page URL (`/docs/a/` → `build/a/index.html`, `/docs/a.html` → `build/a.html`). */
export function htmlFileOf(url: string): string {
  const rel = url.replace(/^\/docs\//, '');
  return path.join(buildDir, url.endsWith('/') ? `${rel}index.html` : rel);
}

/** Pages served as a `.html` file (`/docs/quickstart/create-new-workflow.html`). */
export function htmlCopies(): string[] {
  return filesBelow(buildDir, (folder) => folder === 'assets')
    .filter((f) => f.endsWith('.html') && path.basename(f) !== 'index.html' && path.basename(f) !== '404.html')
    .map((f) => `/docs/${f.split(path.sep).join('/')}`);
}

/** A page's title as its h1 shows it. */
export function pageByUrl(url: string): BuiltPage | undefined {
  return builtPages().find((p) => p.url === url);
}
