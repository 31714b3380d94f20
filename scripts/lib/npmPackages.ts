/**
 * npm packages whose newest releases do not run on Node.js 14, the runtime every docs version states (`nodeVersion`
 * in src/data/platform.ts; a unit test fails when that changes, so this table is looked at again), each with the
 * newest release line that does and why the next one does not: its `engines` field (`npm view <pkg>@<next> engines`),
 * or its changelog, or the `engines` of the dependencies it installs (resolved with `npm install --package-lock-only
 * <pkg>@<release>` and read from the lock file). An example that loads one of them names a release line no newer
 * than that in the specifier (`import { WebClient } from "@slack/web-api@6"`, `require("pg@8.16.0")`), or, for a
 * script the reader runs on their own machine, in an `npm install` command on the page. scripts/lib/exampleRuntime.ts
 * checks it.
 *
 * Some packages became ES modules only before they stopped running on Node.js 14: `import` and `import()` load the
 * newer line, `require()` only the older one (`newestForRequire`); node-fetch 3 is such a package, and still runs
 * on Node.js 14, so only `require()` needs a version for it.
 */

/** The runtime the table is for: a unit test compares it with the runtime of every docs version. */
export const packagesRuntime = '14';

export interface PinnedPackage {
  readonly name: string;
  /**
   * The newest release line that runs on the runtime when loaded with `import` or `import()`: a major (`6`) or a
   * release (`8.16.0`). None when every release does (a package that only stopped loading with `require()`).
   */
  readonly newest?: string;
  /** The newest line `require()` loads, when the releases after it are ES modules only. */
  readonly newestForRequire?: string;
  /** Why the release after `newest` (and after `newestForRequire`) does not run. */
  readonly source: string;
}

export const pinnedPackages: readonly PinnedPackage[] = [
  {name: '@pipedream/platform', newest: '3.0.3', source: '3.1.0 on: loads stream/promises (Node.js 15); on Node.js 14.21.3, 3.0.3 loads and 3.1.0, 3.1.1 and 3.4.0 fail with "Cannot find module \'stream/promises\'"'},
  {name: '@octokit/rest', newest: '19', source: '20: engines node >= 18; 21 on: ES modules only as well'},
  {name: '@slack/web-api', newest: '6', source: '7: engines node >= 18'},
  {name: 'eventsource', newest: '2', source: '3: engines node >= 18.0.0'},
  {name: 'got', newest: '12', newestForRequire: '11', source: '13: engines node >= 16; 12: engines node >= 14.16, ES modules only'},
  {name: 'https-proxy-agent', newest: '8', newestForRequire: '7', source: '9: engines node >= 20; 8: ES modules only'},
  {name: 'node-fetch', newestForRequire: '2', source: '3: ES modules only (engines node ^14.13.1, so import loads it)'},
  {name: 'pg', newest: '8.16.0', source: '8.16.1: engines node >= 16.0.0'},
  {
    name: 'snowflake-sdk',
    newest: '1.1.10',
    source:
      '1.1.11 on: winston 3 → @dabh/diagnostics 2 → color 5, engines node >= 18 (1.1.11, 1.5.0 and 1.15.0 resolved with npm install --package-lock-only, 2026-11-27; 1.1.10 pins winston 2.1.1, resolves with no engines excluding Node.js 14 and loads on 14.21.3, but takes a password only, no key pair); 2: engines node >= 18',
  },
  {name: 'tunnel-ssh', newest: '4', source: '5: rewritten around createTunnel(); the callback function the examples promisify is gone (tunnel-ssh 5 README)'},
  {name: 'uuid', newest: '9', source: '10: CHANGELOG "drop node@12, node@14"'},
];

/** The table by package name. */
export const pinnedPackageByName: ReadonlyMap<string, PinnedPackage> = new Map(pinnedPackages.map((p) => [p.name, p]));

/** `@scope/name@1.2.3/sub` → name `@scope/name`, version `1.2.3`; no version: `undefined`. */
export function splitSpecifier(specifier: string): {name: string; version: string | undefined} {
  const parts = specifier.split('/');
  const head = specifier.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : parts[0]!;
  const at = head.indexOf('@', 1);
  return at < 0 ? {name: head, version: undefined} : {name: head.slice(0, at), version: head.slice(at + 1)};
}

const numbers = (v: string) => v.split('.').map(Number);

/**
 * Whether a version named in a specifier stays within a release line: `6`, `6.13.0`, `^6.1.0`, `~6.1.0`, `5` are
 * within `6`; `8.15.1` and `8.16.0` within `8.16.0`; `7`, `latest`, `^8.16.0` (which takes 8.16.1) not.
 */
export function withinLine(version: string, line: string): boolean {
  const m = /^([~^]?)(\d+(?:\.\d+){0,2})$/.exec(version.trim());
  if (!m) return false; // a tag (`latest`), a range with spaces: not a known line
  const [range, v] = [m[1]!, numbers(m[2]!)];
  const l = numbers(line);
  // The highest release the specifier can take, part by part: `^6.1.0` any 6.x, `~8.16.0` any 8.16.x, `8.16` any 8.16.x.
  const open = range === '^' ? 1 : range === '~' ? 2 : v.length;
  for (let i = 0; i < Math.max(l.length, open); i++) {
    if (i >= open) return i >= l.length; // the specifier leaves this part open: within only if the line does too
    const a = v[i] ?? 0;
    const b = l[i];
    if (b === undefined) return true; // the line is open from here (`6`): anything below it fits
    if (a !== b) return a < b;
  }
  return true;
}
