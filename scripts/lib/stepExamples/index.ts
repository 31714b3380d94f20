/**
 * The step examples of scripts/check-mdx.ts: every tab of each language tab group (./groups.ts), and each step
 * example that stands alone, runs on the same inputs (./scenarios.ts) against fake services and a fake platform
 * (./run.ts), and ./compare.ts names what a tab did differently or where it crashed; ./requestTimeouts.ts names the
 * requests that set no time limit. Needs Python 3 with `requests`, Go, Bash, jq and curl; when one is missing,
 * `StepExamplesSetupError` says which and how to install it (Debian packages, as scripts/test.sh installs them).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {constantsFor} from '../../../src/data/platform';
import {versionOfSource} from '../../../plugins/lib/sourceVersion';
import {problemsOf, type Problem} from './compare';
import type {TabGroup} from './groups';
import {requestTimeoutProblems} from './requestTimeouts';
import {runGroups} from './run';

export {singleStepExamples, stepTabGroups, type TabGroup} from './groups';
export type {Problem} from './compare';

export class StepExamplesSetupError extends Error {}

/** Why a command failed (its last line of error output, or that it did not answer in time), or null when it ran. */
const failure = (cmd: string, args: readonly string[]): string | null => {
  try {
    execFileSync(cmd, args, {stdio: ['ignore', 'ignore', 'pipe'], timeout: 20_000});
    return null;
  } catch (e) {
    const err = e as {code?: string; signal?: string; stderr?: Buffer};
    if (err.code === 'ETIMEDOUT' || err.signal === 'SIGTERM') return `${cmd} did not answer within 20 s`;
    return `${cmd}: ${String(err.stderr ?? err.code ?? e).trim().split('\n').pop()}`;
  }
};
const works = (cmd: string, args: readonly string[]) => failure(cmd, args) === null;

/** A Python 3 that imports `requests` (the Python examples' HTTP client): the one on PATH, or Debian's. */
export function findPython(): string {
  const why: string[] = [];
  for (const python of ['python3', '/usr/bin/python3']) {
    const failed = failure(python, ['-c', 'import requests']);
    if (failed === null) return python;
    why.push(failed);
  }
  throw new StepExamplesSetupError(`no python3 with the requests package (${why.join('; ')}): install Debian's python3-requests (apt-get install python3-requests)`);
}

function checkTools() {
  if (!works('go', ['version'])) throw new StepExamplesSetupError('go is not installed: install Debian\'s golang-go (apt-get install golang-go)');
  for (const tool of ['jq', 'curl']) if (!works(tool, ['--version'])) throw new StepExamplesSetupError(`${tool} is not installed: install Debian's ${tool} (apt-get install ${tool})`);
}

/** Problems of the groups' examples, by group file (site-relative paths, as the groups name them). */
export async function stepExampleProblems(siteDir: string, groups: readonly TabGroup[]): Promise<Problem[]> {
  if (groups.length === 0) return [];
  const python = findPython();
  checkTools();
  // The Go version a page's docs version states (the examples are built with `go <major.minor>` in go.mod).
  const byGo = new Map<string, TabGroup[]>();
  for (const g of groups) {
    const goVersion = constantsFor(versionOfSource(g.file).name).goVersion.value;
    byGo.set(goVersion, [...(byGo.get(goVersion) ?? []), g]);
  }
  // Requests without a time limit: read from the code, not from a run (the fake services answer at once)
  const problems: Problem[] = requestTimeoutProblems(groups);
  // Inside the project, so that the Node.js examples' imports resolve to its node_modules; one folder per process,
  // as two checks may run at once (the unit tests).
  const dir = path.join(siteDir, 'node_modules', '.cache', `check-examples-${process.pid}`);
  try {
    for (const [goVersion, list] of byGo) problems.push(...problemsOf(await runGroups(list, {dir, python, goVersion})));
  } catch (e) {
    // A runner that could not start or answer (not an example's own failure, which is a problem of its page)
    throw new StepExamplesSetupError((e as Error).message);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
  return problems;
}
