/**
 * Runs every tab of the language tab groups of some pages on the inputs of ./scenarios.ts, against fake services
 * (./fakeApis.ts) and a fake platform (the runners of each language), and returns what each tab did: its exports,
 * its requests, and whether it ended, failed with its own error, or crashed (an uncaught type error, a panic, a
 * jq error). ./compare.ts turns those outcomes into problems.
 */
import {execFile, spawn} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {StepLang, TabGroup} from './groups';
import {pageFixtures} from './fixtures';
import {failuresInside2xx} from './fakeApis';
import {envNames, fieldNames, paramNames, paramValues, scenariosFor, stepNames, stepsData, type Scenario} from './scenarios';
import {savedPageStarts, savedPages} from './savedPages.cjs';

const here = __dirname;
const fake = JSON.parse(fs.readFileSync(path.join(here, 'fakePlatform.json'), 'utf8')) as {token: string; urlBase: string};

export interface RecordedRequest {
  readonly method: string;
  /** host/path?query, as the example addressed it. */
  readonly url: string;
  readonly authorization?: string;
  readonly body?: unknown;
}

export interface Outcome {
  readonly status: 'ok' | 'error' | 'crash';
  readonly message?: string;
  readonly exports: Record<string, unknown>;
  readonly requests: RecordedRequest[];
  /** The keys the run named in data store calls (Node.js data stores and `$.service.db`, Python's), as text. */
  readonly dataStoreKeys: readonly string[];
  /** The names a Node.js run exported as `undefined` (`$.export("link", undefined)`, v1 `this.login = undefined`). */
  readonly undefinedExports?: readonly string[];
  /** On the HTML page input: the files (`/tmp/report.pdf`) the run saved the page to as it came (./savedPages.cjs). */
  readonly savedPages?: readonly string[];
}

export interface Run {
  readonly id: string;
  readonly group: TabGroup;
  readonly tab: number;
  readonly scenario: Scenario;
  readonly steps: Record<string, unknown>;
  readonly env: Record<string, string>;
  /** Values of the Node.js props a reader fills in. */
  readonly props: Record<string, unknown>;
  /** A v1 code step's `params` (./scenarios.ts `paramValues`). */
  readonly params: Record<string, unknown>;
  /** The run's /tmp: its page's and language's (`tmpOf`). */
  readonly tmp: string;
}

/**
 * The fake services (./fakeServices.ts), in a process of their own: this one may be busy (check-mdx compiles pages
 * while the examples run), and a service that answers late would fail the examples' timeouts.
 */
async function fakeServices(dir: string, runs: readonly Run[]) {
  const modes = path.join(dir, 'fake-services.json');
  const ids = (network: string) => runs.filter((r) => r.scenario.network === network).map((r) => r.id);
  fs.writeFileSync(modes, JSON.stringify({errorRuns: ids('error'), reportedRuns: ids('reported'), bareRuns: ids('bare'), htmlRuns: ids('html')}));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fakeServices.ts'), modes], {
    cwd: path.join(here, '..', '..', '..'),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /^listening (\d+)\n/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`the fake services ended (${code}): ${stderr.trim().split('\n').slice(-2).join(' ')}`)));
  });
  const recorded = async () =>
    new Promise<{requests: Record<string, RecordedRequest[]>}>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/__requests`, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve(JSON.parse(body)));
        })
        .on('error', reject);
    });
  return {port, recorded, stop: () => child.kill()};
}

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const {port} = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

function runProcess(cmd: string, args: readonly string[], options: {env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number} = {}) {
  return new Promise<{code: number | null; stdout: string; stderr: string}>((resolve) => {
    const child = execFile(cmd, args, {env: options.env ?? process.env, cwd: options.cwd, timeout: options.timeoutMs ?? 120_000, maxBuffer: 64 << 20}, (error, stdout, stderr) => {
      resolve({code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr});
    });
    child.stdin?.end();
  });
}

/** The exports a Go or Bash step wrote: lines `name=value` (a string) or `name:json=value`. */
export function parseExportsFile(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const line of text.split('\n')) {
    const m = /^([^=:]+)(:json)?=(.*)$/.exec(line);
    if (!m) continue;
    try {
      out[m[1]!] = m[2] ? JSON.parse(m[3]!) : m[3];
    } catch {
      out[m[1]!] = {invalidJson: m[3]};
    }
  }
  return out;
}

/**
 * The examples' /tmp: a folder of the scratch folder. A page's code runs for real, and /tmp is the machine's own (a
 * v1 example empties it: `fs.promises.rm` of every entry), so each `/tmp` the code names, and the steps data it
 * reads, point to a folder of it (`tmpOf`), and so do `os.tmpdir()`, `tempfile` and `mktemp` (TMPDIR, and in the
 * Node.js runner, which runs many examples in one process, `os.tmpdir` itself).
 */
export const examplesTmp = (dir: string) => path.join(dir, 'tmp');
/**
 * The /tmp of a page's examples in one language, inside the examples' /tmp: they share it, as a page's upload example
 * reads the file its download example wrote, but no other page's example writes `/tmp/report.pdf` there meanwhile,
 * nor does a tab of another language, which runs at the same time in a runner of its own.
 */
const tmpOf = (dir: string, group: TabGroup, lang: StepLang) => path.join(examplesTmp(dir), `${group.file.replace(/[^\w.-]+/g, '_')}.${lang}`);
const tmpPath = /(?<![\w.\/-])\/tmp(?![\w.-])/g;
/** Text (code, or the JSON of the steps data) with its `/tmp` paths in `tmp`. */
export const inExamplesTmp = (text: string, tmp: string) => text.replace(tmpPath, tmp);
const withExamplesTmp = <T>(value: T, tmp: string): T => JSON.parse(inExamplesTmp(JSON.stringify(value), tmp)) as T;

/** Whether an example uses files in /tmp, which its runs, at the same time, would share. */
export const usesTmp = (code: string) => /\/tmp\b|\btmpdir\b|\bTempDir\b|\bgettempdir\b|\bmkdtemp\b/i.test(code);

/** Whether a run's runner looks for the HTML page it got in the files of /tmp, after the run: an example that uses /tmp, on that input. */
const findsSavedPages = (r: Run) => r.scenario.network === 'html' && usesTmp(r.group.tabs[r.tab]!.code);

/**
 * The runs in the order a pool takes them: each run on its own, but the runs of an example that uses /tmp one after
 * the other, as they may write and read the same file.
 */
export function runQueue<R extends {readonly group: TabGroup; readonly tab: number}>(runs: readonly R[]): R[][] {
  const serial = new Map<TabGroup, R[]>();
  const queue: R[][] = [];
  for (const r of runs) {
    if (!usesTmp(r.group.tabs[r.tab]!.code)) queue.push([r]);
    else if (serial.has(r.group)) serial.get(r.group)!.push(r);
    else {
      serial.set(r.group, [r]);
      queue.push(serial.get(r.group)!);
    }
  }
  return queue;
}

/** Each run through `work`, four at a time (a Go or Bash run is a process of its own), in the order of `runQueue`. */
async function inPool(runs: readonly Run[], work: (run: Run) => Promise<void>, size = 4) {
  const queue = runQueue(runs);
  await Promise.all(
    Array.from({length: size}, async () => {
      for (let list = queue.shift(); list; list = queue.shift()) for (const r of list) await work(r);
    }),
  );
}

/** What a language's runner reports: Go and Bash have no data stores. */
type LangOutcome = Omit<Outcome, 'requests' | 'dataStoreKeys'> & {readonly dataStoreKeys?: readonly string[]};

/**
 * Majors the examples pin that differ from the project's copy of the package, installed under another name
 * (package.json): the project's got is 12, an ES module only, where v1 pages pin 11 to `require` it.
 */
const pinnedCopies: Readonly<Record<string, string>> = {'got@11': 'got-11'};

/**
 * A v1 code step as a CommonJS module: its code is the body of an async function (`return` exports
 * `$return_value`, `this` is the step's exports), with the names the v1 platform gives a step. ./nodeRunner.mjs calls
 * the function with `this` and those names; `$checkpoint`, which the body may assign, goes back through `record`.
 * The body is the first line's continuation, so the module's line numbers are the block's.
 */
export const v1StepModule = (code: string) =>
  `module.exports = async function (event, steps, params, auths, $end, $respond, $send, $attachments, $checkpoint, record) { try { return await (async () => { ${code}\n})(); } finally { record($checkpoint); } };\n`;

async function runNode(dir: string, runs: readonly Run[], baseOf: (r: Run) => string): Promise<Map<string, LangOutcome>> {
  const modules = new Map<TabGroup, {id: string; file: string; v1?: boolean}>();
  for (const r of runs) {
    if (modules.has(r.group)) continue;
    const id = `m${modules.size}`;
    const tab = r.group.tabs[r.tab]!;
    const v1 = tab.v1 === true;
    // A v1 component is a CommonJS module (`module.exports = {…}`), and so is a v1 code step (`v1StepModule`)
    const file = path.join(dir, `${id}.${v1 || /^module\.exports\s*=/m.test(tab.code) ? 'cjs' : 'mjs'}`);
    // An import or a require names a release as the platform allows (`axios@1.6.0`, `got@11`); here the project's copy
    // is loaded, or the copy of that major the project installs under another name (`pinnedCopies`).
    const code = tab.code.replace(/((?:from\s+|\brequire\(\s*)["'])((?:@[\w.-]+\/)?[\w.-]+)@([^"'/]+)(["'/])/g, (_, open: string, name: string, version: string, close: string) =>
      `${open}${pinnedCopies[`${name}@${version.split('.')[0]}`] ?? name}${close}`,
    );
    fs.writeFileSync(file, inExamplesTmp(v1 ? v1StepModule(code) : code, r.tmp));
    modules.set(r.group, {id, file, ...(v1 && {v1: true})});
  }
  const job = {
    modules: [...modules.values()],
    // Lists of runs: the runs of an example that uses /tmp in one list, run one after the other
    queue: runQueue(runs).map((list) => list.map((r) => r.id)),
    // A client that retries a failing service with backoff (Slack's) would run on: where the service fails, not
    // ending soon is failing, which is what the other tabs do there.
    runs: runs.map((r) => ({
      id: r.id,
      example: modules.get(r.group)!.id,
      // An HTTP source: `run(event)` with the trigger event (./groups.ts `isHttpSource`)
      source: r.group.source === true,
      // A v1 code step's params: the names its code reads (`params.email`), filled as ./scenarios.ts fills fields
      ...(modules.get(r.group)!.v1 && {params: r.params}),
      steps: r.steps,
      env: r.env,
      props: r.props,
      ...(r.scenario.unsetOptional && {unsetOptional: true}),
      tmp: r.tmp,
      ...(findsSavedPages(r) && {findsSavedPages: true}),
      base: baseOf(r),
      timeoutMs: r.scenario.network === 'error' || r.scenario.network === 'refused' ? 1500 : 5000,
    })),
  };
  const jobFile = path.join(dir, 'node-job.json');
  fs.writeFileSync(jobFile, JSON.stringify(job));
  const outFile = path.join(dir, 'node-out.json');
  const {code, stderr} = await runProcess(process.execPath, [path.join(here, 'nodeRunner.mjs'), jobFile, outFile], {env: {...process.env, TMPDIR: examplesTmp(dir)}, timeoutMs: 300_000});
  if (code !== 0) throw new Error(`the Node.js runner failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`);
  return new Map((JSON.parse(fs.readFileSync(outFile, 'utf8')) as (LangOutcome & {id: string})[]).map(({id, ...o}) => [id, o]));
}

async function runPython(dir: string, python: string, runs: readonly Run[], baseOf: (r: Run) => string): Promise<Map<string, LangOutcome>> {
  const ids = new Map<TabGroup, string>();
  for (const r of runs) if (!ids.has(r.group)) ids.set(r.group, `p${ids.size}`);
  const job = {
    examples: [...ids].map(([g, id]) => ({id, code: inExamplesTmp(g.tabs.find((t) => t.lang === 'python')!.code, tmpOf(dir, g, 'python'))})),
    runs: runs.map((r) => ({id: r.id, example: ids.get(r.group)!, steps: r.steps, env: r.env, base: baseOf(r), tmp: r.tmp, ...(findsSavedPages(r) && {pageStarts: savedPageStarts(r.id)})})),
  };
  const jobFile = path.join(dir, 'python-job.json');
  fs.writeFileSync(jobFile, JSON.stringify(job));
  const outFile = path.join(dir, 'python-out.json');
  const {code, stderr} = await runProcess(python, [path.join(here, 'pythonRunner.py'), jobFile, outFile], {env: {...process.env, TMPDIR: examplesTmp(dir)}, timeoutMs: 300_000});
  if (code !== 0) throw new Error(`the Python runner failed: ${stderr.trim().split('\n').slice(-3).join(' ')}`);
  return new Map((JSON.parse(fs.readFileSync(outFile, 'utf8')) as (LangOutcome & {id: string})[]).map(({id, ...o}) => [id, o]));
}

/** Go: every example a package of one module, built once; a run is a process (log.Fatal exits). */
async function runGo(dir: string, goVersion: string, runs: readonly Run[], baseOf: (r: Run) => string, buildProblem: (g: TabGroup, message: string) => void) {
  const goDir = path.join(dir, 'go');
  fs.cpSync(path.join(here, 'go', 'pd'), path.join(goDir, 'pd'), {recursive: true});
  const ids = new Map<TabGroup, string>();
  for (const r of runs) if (!ids.has(r.group)) ids.set(r.group, `ex${ids.size}`);
  const goMinor = goVersion.split('.').slice(0, 2).join('.');
  fs.writeFileSync(path.join(goDir, 'go.mod'), `module stepexamples\n\ngo ${goMinor}\n\nrequire github.com/PipedreamHQ/pipedream-go v0.0.0\n\nreplace github.com/PipedreamHQ/pipedream-go => ./pd\n`);
  const build = async (groups: TabGroup[]) => {
    for (const [, id] of ids) fs.rmSync(path.join(goDir, id), {recursive: true, force: true});
    for (const g of groups) {
      const id = ids.get(g)!;
      fs.mkdirSync(path.join(goDir, id));
      const code = inExamplesTmp(g.tabs.find((t) => t.lang === 'go')!.code, tmpOf(dir, g, 'go')).replace(/^package main$/m, `package ${id}`).replace(/^func main\(\) \{/m, 'func Main() {');
      fs.writeFileSync(path.join(goDir, id, 'main.go'), code);
    }
    fs.writeFileSync(
      path.join(goDir, 'main.go'),
      // The fake pipedream-go's init sends every request to the fake services: imported here for the steps that do not
      `package main\n\nimport (\n\t"os"\n\n\t_ "github.com/PipedreamHQ/pipedream-go"\n${groups.map((g) => `\t${ids.get(g)} "stepexamples/${ids.get(g)}"\n`).join('')})\n\nfunc main() {\n\tswitch os.Args[1] {\n${groups.map((g) => `\tcase "${ids.get(g)}":\n\t\t${ids.get(g)}.Main()\n`).join('')}\t}\n}\n`,
    );
    return runProcess('go', ['build', '-o', 'examples', '.'], {cwd: goDir, env: {...process.env, GOFLAGS: '-mod=mod', GOPROXY: 'off', GOWORK: 'off', GOTOOLCHAIN: 'local'}});
  };
  let groups = [...ids.keys()];
  let built = await build(groups);
  if (built.code !== 0) {
    // Name each example that does not compile, and run the others.
    const failing = new Set<TabGroup>();
    for (const g of groups) {
      const lines = built.stderr.split('\n').filter((l) => l.includes(`${ids.get(g)}/main.go:`));
      if (lines.length) {
        failing.add(g);
        buildProblem(g, lines[0]!.replace(/^.*?main\.go:/, 'line ').trim());
      }
    }
    if (failing.size === 0) throw new Error(`go build failed: ${built.stderr.trim().split('\n').slice(0, 3).join(' ')}`);
    groups = groups.filter((g) => !failing.has(g));
    built = await build(groups);
    if (built.code !== 0) throw new Error(`go build failed: ${built.stderr.trim().split('\n').slice(0, 3).join(' ')}`);
  }
  const out = new Map<string, LangOutcome>();
  const ok = new Set(groups);
  await inPool(runs.filter((r) => ok.has(r.group)), async (r) => {
    const files = stepFiles(dir, r);
    const {code, stderr} = await runProcess(path.join(goDir, 'examples'), [ids.get(r.group)!], {
      env: {...minimalEnv(r.tmp), ...r.env, PIPEDREAM_STEPS: files.steps, PIPEDREAM_EXPORTS: files.exports, PD_CHECK_BASE: baseOf(r)},
      timeoutMs: 15_000,
    });
    const exports = parseExportsFile(fs.readFileSync(files.exports, 'utf8'));
    const panic = /^panic: (.*)$/m.exec(stderr);
    out.set(r.id, {
      exports,
      ...(findsSavedPages(r) && {savedPages: savedPages(r.tmp, r.id)}),
      status: code === 0 ? 'ok' : panic ? 'crash' : 'error',
      ...(code !== 0 && {message: panic ? `panic: ${panic[1]}` : lastLine(stderr)}),
    });
  });
  return out;
}

/** Bash runs `curl` through a function that sends https://host/path to the fake services. */
const bashPrelude = `curl() { local a args=(); for a in "$@"; do case "$a" in http://127.0.0.1*) ;; http://*|https://*) a="$PD_CHECK_BASE/\${a#*://}" ;; esac; args+=("$a"); done; command curl "\${args[@]}"; }\n`;
/**
 * A Bash step that did not expect its input: jq failing on a value of the wrong kind (not an `error("…")` the
 * script raises on purpose, which reads as the script's own message), an unset variable, a missing command.
 */
const bashCrash =
  /jq: error.*(?:\bCannot \w+|\bcannot be \w+|is not valid|has no keys|not a string|must be a string|Invalid numeric literal)|unbound variable|command not found|parse error|syntax error/;

async function runBash(dir: string, runs: readonly Run[], baseOf: (r: Run) => string) {
  const out = new Map<string, LangOutcome>();
  const scripts = new Map<TabGroup, string>();
  for (const r of runs) {
    if (scripts.has(r.group)) continue;
    const file = path.join(dir, `b${scripts.size}.sh`);
    fs.writeFileSync(file, bashPrelude + inExamplesTmp(r.group.tabs.find((t) => t.lang === 'bash')!.code, r.tmp));
    scripts.set(r.group, file);
  }
  await inPool(runs, async (r) => {
    const files = stepFiles(dir, r);
    const {code, stderr} = await runProcess('bash', [scripts.get(r.group)!], {
      env: {...minimalEnv(r.tmp), ...r.env, PIPEDREAM_STEPS: files.steps, PIPEDREAM_EXPORTS: files.exports, PD_CHECK_BASE: baseOf(r)},
      timeoutMs: 15_000,
    });
    const crash = bashCrash.exec(stderr);
    out.set(r.id, {
      exports: parseExportsFile(fs.readFileSync(files.exports, 'utf8')),
      ...(findsSavedPages(r) && {savedPages: savedPages(r.tmp, r.id)}),
      status: code === 0 ? 'ok' : crash ? 'crash' : 'error',
      // jq names the file it read: not the reader's
      ...(code !== 0 && {message: crash ? stderr.split('\n').find((l) => bashCrash.test(l))!.replace(/ \(at [^)]*\)/, '').trim() : lastLine(stderr)}),
    });
  });
  return out;
}

/** The last line of an error output, without the date and time Go's log package puts first. */
const lastLine = (text: string) => (text.trim().split('\n').filter(Boolean).slice(-1)[0] ?? '(no message)').replace(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /, '');
const minimalEnv = (tmp: string) => ({PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', LANG: 'C.UTF-8', TMPDIR: tmp});

function stepFiles(dir: string, r: Run) {
  const steps = path.join(dir, `${r.id}.steps.json`);
  const exports = path.join(dir, `${r.id}.exports`);
  fs.writeFileSync(steps, JSON.stringify(r.steps));
  fs.writeFileSync(exports, '');
  return {steps, exports};
}

export interface RunResult {
  readonly runs: readonly Run[];
  readonly outcomes: ReadonlyMap<string, Outcome>;
  /** Examples that do not compile (Go), by group. */
  readonly buildProblems: ReadonlyMap<TabGroup, string>;
}

export interface RunOptions {
  /** A scratch folder, emptied first; inside the project, for the Node.js examples' imports to resolve. */
  readonly dir: string;
  readonly python: string;
  readonly goVersion: string;
}

export async function runGroups(groups: readonly TabGroup[], options: RunOptions): Promise<RunResult> {
  fs.rmSync(options.dir, {recursive: true, force: true});
  fs.mkdirSync(examplesTmp(options.dir), {recursive: true});
  const runs: Run[] = [];
  groups.forEach((group, gi) => {
    const fields = fieldNames(group);
    const others = stepNames(group);
    const env = Object.fromEntries(envNames(group).map((n) => [n, n.endsWith('_URL') ? `${fake.urlBase}${n.toLowerCase()}` : fake.token]));
    const fixture = pageFixtures[group.file] ?? {};
    const props = fixture.props ?? {};
    const tmps = group.tabs.map((tab) => tmpOf(options.dir, group, tab.lang));
    for (const tmp of tmps) fs.mkdirSync(tmp, {recursive: true});
    for (const scenario of scenariosFor(group, Object.keys(failuresInside2xx))) {
      if (fixture.event && !scenario.forFixedEvents) continue;
      const data = stepsData(scenario, fields, others, fixture);
      const params = group.v1 ? paramValues(scenario, paramNames(group), fixture) : {};
      group.tabs.forEach((tab, ti) =>
        runs.push({id: `g${gi}.${tab.lang}.${scenario.name}`, group, tab: ti, scenario, steps: withExamplesTmp(data, tmps[ti]!), env: scenario.unsetEnv ? {} : env, props, params, tmp: tmps[ti]!}),
      );
    }
  });
  const services = await fakeServices(options.dir, runs);
  const refusedPort = await closedPort();
  const baseOf = (r: Run) => `http://127.0.0.1:${r.scenario.network === 'refused' ? refusedPort : services.port}/${r.id}`;
  const of = (lang: StepLang) => runs.filter((r) => r.group.tabs[r.tab]!.lang === lang);
  const buildProblems = new Map<TabGroup, string>();
  try {
    const results = await Promise.all([
      runNode(options.dir, of('nodejs'), baseOf),
      runPython(options.dir, options.python, of('python'), baseOf),
      runGo(options.dir, options.goVersion, of('go'), baseOf, (g, m) => buildProblems.set(g, m)),
      runBash(options.dir, of('bash'), baseOf),
    ]);
    const {requests} = await services.recorded();
    const outcomes = new Map<string, Outcome>();
    for (const result of results) for (const [id, o] of result) outcomes.set(id, {...o, requests: requests[id] ?? [], dataStoreKeys: o.dataStoreKeys ?? []});
    return {runs, outcomes, buildProblems};
  } finally {
    services.stop();
  }
}
