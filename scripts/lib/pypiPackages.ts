/**
 * PyPI packages whose newest releases no longer support Python 3.8, the runtime every docs version states
 * (`pythonVersion` in src/data/platform.ts; a unit test fails when that changes, so this table is looked at again),
 * each with the newest release that does and why the next one does not: its `Requires-Python` on PyPI, or its
 * release notes. Pipedream installs the latest release of what a Python step imports unless the step pins one with
 * a magic comment, `# pipedream add-package <name>==<version>` (Pipedream's Python docs, "Pinning package versions"),
 * so an example that imports one of these names a release no newer than `newest` in such a comment.
 * scripts/lib/pythonExampleRuntime.ts checks it.
 *
 * Packages an example imports that are not listed: python-telegram-bot (its examples pin 20.7, which runs on 3.8;
 * no stored release note names the release that dropped 3.8, so no row yet).
 */

/** The runtime the table is for: a unit test compares it with the runtime of every docs version. */
export const pypiPackagesRuntime = '3.8';

export interface PinnedPypiPackage {
  /** The name on PyPI, as in the magic comment (`snowflake-connector-python`). */
  readonly name: string;
  /** The newest release that runs on the runtime: `3.13.2`. */
  readonly newest: string;
  /** Why the release after `newest` does not support it, and where that is written. */
  readonly source: string;
}

export const pinnedPypiPackages: readonly PinnedPypiPackage[] = [
  {
    name: 'google-cloud-bigquery',
    newest: '3.30.0',
    source: '3.31.0: "Remove Python 3.7 and 3.8 as supported runtimes (#2133)", its release notes of 2025-03-20',
  },
  {name: 'pandas', newest: '2.0.3', source: '2.1.0: "pandas 2.1.0 supports Python 3.9 and higher", its release notes (whatsnew v2.1.0)'},
  {name: 'requests', newest: '2.32.4', source: '2.32.5: "Dropped support for Python 3.8 following its end of support", its HISTORY.md of 2025-08-18'},
  {
    name: 'snowflake-connector-python',
    newest: '3.13.2',
    source: '3.14.1: "Dropped support for Python 3.8", its release notes on PyPI of 2025-04-21',
  },
];

/** PyPI's normal form of a name (PEP 503): case, `-`, `_` and `.` do not matter. */
export function normalizePypiName(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-');
}

/** The table by normalized PyPI name. */
export const pinnedPypiPackageByName: ReadonlyMap<string, PinnedPypiPackage> = new Map(pinnedPypiPackages.map((p) => [normalizePypiName(p.name), p]));

/** Whether release `version` (`2.0.3`, `2.0`) is no newer than `newest`; a version that is not plain numbers is not. */
export function releaseAtMost(version: string, newest: string): boolean {
  if (!/^\d+(?:\.\d+)*$/.test(version)) return false;
  const a = version.split('.').map(Number);
  const b = newest.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return true;
}
