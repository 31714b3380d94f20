/**
 * `npm run version:cut` on a small copy of the site (docs/, sidebars.ts, versions.json, the scripts and config it
 * runs; no build, which tests/build/siteBuild.test.ts does once): it refuses anything but one name and
 * --dry-run, and a dry run changes nothing; a malformed versions.json is one line; it refuses to start over a
 * leftover folder or sidebars file, naming it; a cut interrupted by SIGINT in the middle of its copy, or
 * failing there, leaves the tree as it was; a cut that goes through freezes docs/ and the sidebars, and removes
 * what a killed cut left.
 */
import {spawn, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {readVersionsJson, VersionsFileError} from '@site/config/versionsFile';
import {applyCut, cutVersion, planCut, VersionCutError} from '@site/scripts/lib/versionCut';
import {readVersionCutArgs, usageErrorLine, VersionCutUsageError} from '@site/scripts/lib/versionCutArgs';

const root = path.join(__dirname, '..', '..');
const sites: string[] = [];

/** A copy of what a cut reads and runs, with the project's node_modules linked in. */
function smallSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'version-cut-'));
  sites.push(dir);
  for (const entry of ['package.json', 'tsconfig.json', 'sidebars.ts', 'versions.json', 'docs', 'config', 'scripts', 'versioned_sidebars']) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  // The seam's helpers of the docs plugin (its version paths and sidebars loader).
  fs.mkdirSync(path.join(dir, 'plugins', 'upstream'), {recursive: true});
  fs.copyFileSync(path.join(root, 'plugins', 'upstream', 'docsVersionFiles.ts'), path.join(dir, 'plugins', 'upstream', 'docsVersionFiles.ts'));
  // The frozen v1 is not read by a cut: one page of it stands for the folder.
  fs.mkdirSync(path.join(dir, 'versioned_docs', 'version-v1'), {recursive: true});
  fs.copyFileSync(path.join(root, 'versioned_docs', 'version-v1', 'index.md'), path.join(dir, 'versioned_docs', 'version-v1', 'index.md'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
afterAll(() => sites.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** Every file and folder of a site (node_modules left out) with a hash of each file. */
function tree(dir: string, rel = '', out: Record<string, string> = {}): Record<string, string> {
  for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
    const child = path.join(rel, entry.name);
    if (child === 'node_modules') continue;
    if (entry.isDirectory()) {
      out[child] = 'folder';
      tree(dir, child, out);
    } else out[child] = crypto.createHash('sha1').update(fs.readFileSync(path.join(dir, child))).digest('hex');
  }
  return out;
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}
/** The command in a site, run asynchronously so that the runs of a test file overlap (each takes a second or two). */
const cli = (site: string, ...args: string[]) =>
  new Promise<Run>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/version-cut.ts', ...args], {cwd: site, env: {...process.env, FORCE_COLOR: '0'}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({status, stdout, stderr}));
  });

/**
 * A cut of a site whose docs/ has 1,000 more files, sent SIGINT as soon as the first of them is in its
 * temporary folder: the copy is then still going (`partial` files of 1,000 copied).
 */
async function interruptedCut() {
  const site = smallSite();
  const bulk = path.join(site, 'docs', 'zz-bulk');
  fs.mkdirSync(bulk);
  for (let i = 0; i < 1000; i++) fs.writeFileSync(path.join(bulk, `page-${i}.md`), `# Page ${i}\n`);
  const before = tree(site);
  const versioned = path.join(site, 'versioned_docs');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/version-cut.ts', 'v2'], {cwd: site, stdio: ['ignore', 'pipe', 'pipe']});
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const copied = () => {
    const temp = fs.readdirSync(versioned).find((e) => e.startsWith('.version-v2.tmp-'));
    const dir = temp && path.join(versioned, temp, 'zz-bulk');
    return dir && fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };
  const deadline = Date.now() + 60_000;
  while (copied() === 0 && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  const partial = copied();
  child.kill('SIGINT');
  const status = await exited;
  return {status, stderr, partial, before, after: tree(site)};
}
let interrupted: Awaited<ReturnType<typeof interruptedCut>>;

describe('what version:cut refuses', () => {
  const runs: Record<string, Run> = {};
  const sitesOf: Record<string, string> = {};
  const before: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    const site = smallSite();
    const leftover = smallSite();
    fs.mkdirSync(path.join(leftover, 'versioned_docs', 'version-v2'));
    fs.writeFileSync(path.join(leftover, 'versioned_docs', 'version-v2', 'stray.md'), '# Stray\n');
    const malformed = smallSite();
    fs.writeFileSync(path.join(malformed, 'versions.json'), '["v1",\n');
    const cases: [string, string, string[]][] = [
      ['dry run', site, ['v2', '--dry-run']],
      ['leftover', leftover, ['v2']],
      ['malformed', malformed, ['v2']],
    ];
    for (const [name, dir] of cases) {
      sitesOf[name] = dir;
      before[name] ??= tree(dir);
    }
    // The interrupted cut of the next block runs alongside: each run waits on its process, not the processor.
    const [done, cut] = await Promise.all([Promise.all(cases.map(([, dir, args]) => cli(dir, ...args))), interruptedCut()]);
    cases.forEach(([name], i) => (runs[name] = done[i]!));
    interrupted = cut;
  }, 60_000);

  it.each(['dry run', 'leftover', 'malformed'])('changes nothing: %s', (name) => {
    expect(tree(sitesOf[name]!)).toEqual(before[name]);
  });

  it('does a dry run that says what the cut would do', () => {
    const run = runs['dry run']!;
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const files = Object.entries(before['dry run']!).filter(([f, hash]) => f.startsWith(`docs${path.sep}`) && hash !== 'folder').length;
    expect(run.stdout.split('\n')).toEqual([
      'Dry run: nothing changed. "npm run version:cut -- v2" would:',
      `  copy docs/ (${files} files) to versioned_docs/version-v2/;`,
      `  write versioned_sidebars/version-v2-sidebars.json (the sidebars of sidebars.ts: ${Object.keys(sidebars).join(', ')});`,
      '  put v2 first in versions.json: ["v2","v1"].',
      'Then docs/ is v3 at /docs/, and v2 is served at /docs/v2/ with the unmaintained banner.',
      '',
    ]);
  });

  it('refuses an unknown option or more than one name in one line, and prints the usage for none', () => {
    const refusal = (args: string[]) => {
      try {
        readVersionCutArgs(args);
      } catch (e) {
        return usageErrorLine(e as VersionCutUsageError);
      }
      return undefined;
    };
    expect(refusal(['v2', '--force'])).toBe('version:cut: unknown option --force; it takes a version name and --dry-run (usage: npm run version:cut -- <name> [--dry-run])');
    expect(refusal(['v2', 'v3'])).toBe('version:cut: one version name expected, got 2: v2 v3 (usage: npm run version:cut -- <name> [--dry-run])');
    expect(refusal([])).toBe('Usage: npm run version:cut -- <name> [--dry-run]   (<name>: the label docs/ has now, e.g. v2)');
    expect(readVersionCutArgs(['--dry-run', 'v2'])).toEqual({name: 'v2', dryRun: true});
  });

  it('names versions.json and what is wrong with it in one line', () => {
    expect(runs.malformed!.status).toBe(1);
    expect(runs.malformed!.stderr).toMatch(/^version:cut: versions\.json is not valid JSON: [^\n]*JSON[^\n]*\n$/);
    const site = sitesOf['dry run']!;
    const versions = path.join(site, 'versions.json');
    const good = fs.readFileSync(versions, 'utf8');
    fs.writeFileSync(versions, '{"v1": true}\n');
    const read = () => readVersionsJson(site);
    try {
      expect(read).toThrow(new VersionsFileError(`${path.relative(process.cwd(), versions)} is not a list of version names, newest first, such as ["v1"]: it holds {"v1":true}`));
    } finally {
      fs.writeFileSync(versions, good);
    }
  });

  it('refuses to start over a leftover versioned_docs/version-v2/, naming it and saying how to remove it', () => {
    expect([runs.leftover!.status, runs.leftover!.stdout]).toEqual([1, '']);
    expect(runs.leftover!.stderr).toBe(
      'version:cut: versioned_docs/version-v2/ is there already, but versions.json does not list v2: it is left from an interrupted cut or was put there by hand, and a cut would publish it with v2. Look at it, remove it (rm -r versioned_docs/version-v2/) and run this again\n',
    );
  });

  it('refuses to start over a leftover versioned_sidebars/version-v2-sidebars.json', async () => {
    const site = sitesOf['dry run']!;
    const leftover = path.join(site, 'versioned_sidebars', 'version-v2-sidebars.json');
    fs.writeFileSync(leftover, '{}\n');
    const error = await planCut(site, 'v2').catch((e: unknown) => e);
    fs.rmSync(leftover);
    expect(error).toEqual(
      new VersionCutError(
        'versioned_sidebars/version-v2-sidebars.json is there already, but versions.json does not list v2: it is left from an interrupted cut or was put there by hand, and a cut would publish it with v2. Look at it, remove it (rm -r versioned_sidebars/version-v2-sidebars.json) and run this again',
      ),
    );
  });
});

describe('a cut is all or nothing', () => {
  it('leaves the tree as it was when SIGINT stops it in the middle of its copy', () => {
    expect(interrupted.status).toBe(130);
    expect(interrupted.partial).toBeGreaterThan(0);
    expect(interrupted.partial).toBeLessThan(1000);
    expect(interrupted.stderr).toContain('version:cut: stopped by SIGINT; removed what the cut had made, the tree is as it was.');
    expect(interrupted.after).toEqual(interrupted.before);
  });

  it('leaves the tree as it was when a copy fails part way, and says why in one line', async () => {
    const site = smallSite();
    const before = tree(site);
    const plan = await planCut(site, 'v2');
    let copied = 0;
    const copyFile = async (from: string, to: string) => {
      if (++copied === 20) throw Object.assign(new Error(`ENOSPC: no space left on device, copyfile '${from}' -> '${to}'`), {code: 'ENOSPC', path: from});
      await fs.promises.copyFile(from, to);
    };
    const error = await applyCut(plan, {copyFile}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VersionCutError);
    expect((error as Error).message).toMatch(/^docs\/.+: no space left on device \(ENOSPC\); removed what the cut had made, the tree is as it was$/);
    expect(tree(site)).toEqual(before);
  });

  it('freezes docs/ and the sidebars, puts the name first in versions.json, and removes what a killed cut left', async () => {
    const site = smallSite();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!; // exited: its pid names no process
    const stale = path.join(site, 'versioned_docs', `.version-v2.tmp-${dead}`);
    fs.mkdirSync(stale);
    fs.writeFileSync(path.join(stale, 'half.md'), 'half a copy\n');
    const docs = tree(path.join(site, 'docs'));
    const result = await cutVersion(site, 'v2');
    expect(result).toEqual({name: 'v2', olderVersions: ['v2', 'v1'], currentLabel: 'v3'});
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['v2', 'v1']);
    expect(tree(path.join(site, 'versioned_docs', 'version-v2'))).toEqual(docs);
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versioned_sidebars', 'version-v2-sidebars.json'), 'utf8'))).toEqual(sidebars);
    expect(fs.readdirSync(path.join(site, 'versioned_docs')).sort()).toEqual(['version-v1', 'version-v2']);
    expect(fs.readdirSync(path.join(site, 'versioned_sidebars')).sort()).toEqual(['version-v1-sidebars.json', 'version-v2-sidebars.json']);
    expect(fs.readdirSync(site).filter((e) => e.includes('.tmp-'))).toEqual([]);
  });
});
