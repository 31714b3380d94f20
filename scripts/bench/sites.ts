/**
 * The sites the benchmark builds, each in its own folder under .bench-tmp/runs/:
 * - the stock Docusaurus 3.10.2 classic template, generated once by `create-docusaurus` and installed with
 *   npm (kept in .bench-tmp/template/, so reruns are quick), with this site's baseUrl and, per version,
 *   this site's pages made plain (scripts/bench/pages.ts `plainPage`: same paths, text and code, without
 *   the components and links); built with Rspack (the template's
 *   `future.v4`) or with webpack and Babel (`future.faster: false`);
 * - this site (config, theme, plugins, pages), copied with its git history flattened into one commit (the
 *   last-update dates), optionally with generated pages added to reach a total page count.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {fillerPages, pageFiles, writePages, writePlainPages, type PageFile} from './pages';
import {baseUrl, latestVersion, latestVersionName, versionNamed} from '../../config/versions';

/** The older version the bench mirrors beside the latest (the stock copy has these two). */
const v1 = versionNamed('v1');

/** The pages measured in the browser: a doc page, a page with tabs, the limits page, the home page. */
export const measuredPages = {
  doc: `${latestVersion.path}troubleshooting/`,
  tabs: `${latestVersion.path}api/auth/`,
  limits: `${latestVersion.path}limits/`,
  home: latestVersion.path,
} as const;
/** The pages the first search is measured from: a page of the latest version and a v1 page. */
export const searchPages = [measuredPages.doc, `${v1.path}limits/`] as const;

/** The stock template's copy of the doc page (its docs live under <base URL>docs/). */
export const stockDocPage = `${baseUrl}docs/troubleshooting/`;

export const repoRoot = path.join(__dirname, '..', '..');
export const tmpRoot = path.join(repoRoot, '.bench-tmp');
export const docusaurusVersion = '3.10.2';
const templateDir = path.join(tmpRoot, 'template', 'stock');

export interface Site {
  readonly name: string;
  readonly dir: string;
  /** Pages per version, by version name (config/versions.ts). */
  readonly pages: {readonly current: number; readonly v1: number};
}

const run = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, {cwd, stdio: 'pipe', encoding: 'utf8'});

/** The stock template, generated and installed once. */
export function ensureTemplate(log: (s: string) => void): string {
  if (fs.existsSync(path.join(templateDir, 'node_modules', '@docusaurus', 'core', 'package.json'))) return templateDir;
  fs.rmSync(path.dirname(templateDir), {recursive: true, force: true});
  fs.mkdirSync(path.dirname(templateDir), {recursive: true});
  log(`generating the stock template: npx create-docusaurus@${docusaurusVersion} stock classic --typescript`);
  run('npx', ['--yes', `create-docusaurus@${docusaurusVersion}`, 'stock', 'classic', '--typescript', '--skip-install', '--package-manager', 'npm'], path.dirname(templateDir));
  log('installing the stock template (npm install)');
  run('npm', ['install', '--no-audit', '--no-fund'], templateDir);
  return templateDir;
}

function freshDir(name: string): string {
  const dir = path.join(tmpRoot, 'runs', name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  return dir;
}

function replaceOnce(text: string, from: string, to: string, file: string): string {
  if (!text.includes(from)) throw new Error(`${file}: expected to find ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

export type SourcePage = PageFile & {readonly source: string};

/** This site's pages, per version, as the stock copy mirrors them (the root page becomes `intro.md`). */
export function sitePageFiles(): {current: SourcePage[]; v1: SourcePage[]} {
  const rename = (p: PageFile): SourcePage => ({...p, source: p.file, file: /^index\.mdx?$/.test(p.file) ? 'intro.md' : p.file});
  return {
    current: pageFiles(path.join(repoRoot, latestVersion.contentDir)).map(rename),
    v1: pageFiles(path.join(repoRoot, v1.contentDir)).map(rename),
  };
}

/** This site's average page size in bytes (the size of the generated pages). */
function averagePageBytes(real: {current: SourcePage[]; v1: SourcePage[]}): number {
  return [...real.current, ...real.v1].reduce((s, p) => s + p.bytes, 0) / (real.current.length + real.v1.length);
}

/** Generated pages per version to reach `total` pages with `real` (`v1Share` of them in v1: half by default). */
function extraPages(total: number, real: {current: readonly unknown[]; v1: readonly unknown[]}, v1Share = 0.5): {current: number; v1: number} {
  const v1Pages = Math.floor(total * v1Share);
  return {current: Math.max(0, total - v1Pages - real.current.length), v1: Math.max(0, v1Pages - real.v1.length)};
}

/**
 * The stock template with this site's pages made plain; with `total`, the same generated pages as
 * `prepareSite(total)` adds (both sites at 5,000 pages in one run), which its autogenerated
 * sidebars list.
 */
export function prepareStock(bundler: 'rspack' | 'webpack', pages: {current: SourcePage[]; v1: SourcePage[]}, total = 0): Site {
  const name = total ? `stock-${bundler}-${total}` : `stock-${bundler}`;
  const dir = freshDir(name);
  fs.cpSync(templateDir, dir, {recursive: true, filter: (src) => !/[/\\](node_modules|docs|build|\.docusaurus)$/.test(src)});
  fs.symlinkSync(path.join(templateDir, 'node_modules'), path.join(dir, 'node_modules'));
  writePlainPages(path.join(dir, latestVersion.contentDir), path.join(repoRoot, latestVersion.contentDir), pages.current);
  writePlainPages(path.join(dir, v1.contentDir), path.join(repoRoot, v1.contentDir), pages.v1);
  fs.mkdirSync(path.join(dir, 'versioned_sidebars'));
  fs.writeFileSync(
    path.join(dir, 'versioned_sidebars', `version-${v1.name}-sidebars.json`),
    JSON.stringify({tutorialSidebar: [{type: 'autogenerated', dirName: '.'}]}),
  );
  fs.writeFileSync(path.join(dir, 'versions.json'), `${JSON.stringify([v1.name])}\n`);
  const extra = extraPages(total, pages);
  if (extra.current + extra.v1 > 0) {
    const average = averagePageBytes(sitePageFiles());
    writePages(path.join(dir, latestVersion.contentDir), fillerPages('bench-generated', extra.current, average));
    writePages(path.join(dir, v1.contentDir), fillerPages('bench-generated', extra.v1, average));
  }
  // The site's base URL and the two versions' labels and paths (config/versions.ts), without the banner.
  const versions = Object.fromEntries([latestVersion, v1].map((v) => [v.name, {label: v.label, path: v.urlSegment}]));
  const configFile = path.join(dir, 'docusaurus.config.ts');
  let config = fs.readFileSync(configFile, 'utf8');
  config = replaceOnce(config, "baseUrl: '/',", `baseUrl: '${baseUrl}',`, configFile);
  config = replaceOnce(
    config,
    "sidebarPath: './sidebars.ts',",
    `sidebarPath: './sidebars.ts',\n          lastVersion: '${latestVersionName}',\n          versions: ${JSON.stringify(versions)},`,
    configFile,
  );
  if (bundler === 'webpack') config = replaceOnce(config, 'v4: true,', 'v4: true,\n    faster: false,', configFile);
  fs.writeFileSync(configFile, config);
  // The template links its first doc as `/docs/intro` (its docs route), which under the base URL /docs/ reads as already based.
  for (const file of [configFile, path.join(dir, 'src', 'pages', 'index.tsx')]) {
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('/docs/intro', `${baseUrl}docs/intro`));
  }
  return {name, dir, pages: {current: pages.current.length + extra.current, v1: pages.v1.length + extra.v1}};
}

const notCopied = new Set(['node_modules', 'build', '.docusaurus', 'bench-results', '.bench-tmp', 'test-results', '.git', 'tests', 'vercel-out', 'playwright-report']);

/**
 * This site, with generated pages (of this site's average page size) added so that each version has at
 * least `total / 2` pages; `total` 0 copies it as it is.
 */
export function prepareSite(total: number, v1Share = 0.5): Site {
  const dir = freshDir(total ? `site-${total}${v1Share === 0.5 ? '' : `-v1-${Math.round(v1Share * 100)}`}` : 'site');
  for (const entry of fs.readdirSync(repoRoot)) {
    if (!notCopied.has(entry)) fs.cpSync(path.join(repoRoot, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'));
  const real = sitePageFiles();
  const average = averagePageBytes(real);
  const extra = extraPages(total, real, v1Share);
  if (extra.current + extra.v1 > 0) {
    writePages(path.join(dir, latestVersion.contentDir), fillerPages('bench-generated', extra.current, average));
    writePages(path.join(dir, v1.contentDir), fillerPages('bench-generated', extra.v1, average));
    const sidebarsFile = path.join(dir, 'sidebars.ts');
    fs.writeFileSync(
      sidebarsFile,
      replaceOnce(
        fs.readFileSync(sidebarsFile, 'utf8'),
        '} satisfies SidebarsConfig;',
        "  benchGenerated: [{type: 'autogenerated', dirName: 'bench-generated'}],\n} satisfies SidebarsConfig;",
        sidebarsFile,
      ),
    );
    const v1Sidebars = path.join(dir, 'versioned_sidebars', `version-${v1.name}-sidebars.json`);
    const json = JSON.parse(fs.readFileSync(v1Sidebars, 'utf8')) as Record<string, unknown>;
    json.benchGenerated = [{type: 'autogenerated', dirName: 'bench-generated'}];
    fs.writeFileSync(v1Sidebars, JSON.stringify(json));
  }
  const git = (...args: string[]) => run('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], dir);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'bench');
  return {name: total ? `site-${total}` : 'site', dir, pages: {current: real.current.length + extra.current, v1: real.v1.length + extra.v1}};
}

/** Removes what a build leaves, so the next build is cold (the bundler's persistent cache included). */
/**
 * Where each copy of the site keeps the Markdown export's records and Markdown (plugins/lib/markdownExport/record.ts,
 * `PIPEDREAM_MARKDOWN_EXPORT_CACHE`): its own folder, not the `node_modules` it shares with the repository, so a
 * cold build starts without them.
 */
export const markdownExportCache = '.markdown-export-cache';

export function clearBuild(site: Site): void {
  for (const p of ['build', '.docusaurus', markdownExportCache, 'node_modules/.cache/rspack', 'node_modules/.cache/webpack', 'node_modules/.cache/babel-loader', 'node_modules/.cache/pipedream-version-changes']) {
    fs.rmSync(path.join(site.dir, p), {recursive: true, force: true});
  }
}

export function docusaurusBin(site: Site): string {
  return path.join(site.dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
}
