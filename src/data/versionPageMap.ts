/**
 * Pages that moved between docs versions. The version menu and the v1 banner use it: switching version
 * lands on the same path when the other version has it, else on the page mapped here, else on that
 * version's home. Pages with the same path in both versions need no entry.
 *
 * Each entry lists the page's path (relative to its version's base) in the versions that have it, keyed
 * by version name ('current' is the latest, unreleased-to-a-name docs in docs/). A version missing from an
 * entry has the page where the closest newer version in the entry has it (`mappedPath`), so a version cut
 * from docs/ needs no new keys; when a page later moves in docs/, add the old path under the cut version's name.
 */
export type VersionedPaths = Readonly<Record<string, string>>;

export const versionPageMap = [
  {v1: '/workflows/steps/code/', current: '/code/nodejs/'},
  {v1: '/workflows/steps/code/async/', current: '/code/nodejs/async/'},
  {v1: '/workflows/steps/code/auth/', current: '/code/nodejs/auth/'},
  {v1: '/workflows/steps/code/state/', current: '/code/nodejs/using-data-stores/'},
  {v1: '/workflows/steps/code/nodejs/http-requests/', current: '/code/nodejs/http-requests/'},
  {v1: '/workflows/steps/code/nodejs/working-with-files/', current: '/code/nodejs/working-with-files/'},
  {v1: '/workflows/steps/code/nodejs/sharing-code/', current: '/code/nodejs/sharing-code/'},
  {v1: '/workflows/events/concurrency-and-throttling/', current: '/workflows/concurrency-and-throttling/'},
  {v1: '/event-sources/', current: '/sources/http/'},
  {v1: '/destinations/sql/', current: '/destinations/triggers/'},
] as const satisfies readonly VersionedPaths[];
