/**
 * The route lists of both docs versions (route-lists/v2.txt, route-lists/v1.txt): the project's own copies
 * are the truth; tests/site/pageData.test.ts checks every listed route is a page of the build. Build-time
 * code (it reads files): the site's plugin and the tests read them, never the browser.
 */
import fs from 'node:fs';
import path from 'node:path';

const routeListsDir = path.join(__dirname, '..', '..', 'route-lists');

export function readRouteList(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Route files the project keeps, by docs version name (config/versions.ts; `current` is docs/, labelled v2). */
export const routeListFiles = {
  current: path.join(routeListsDir, 'v2.txt'),
  v1: path.join(routeListsDir, 'v1.txt'),
} as const;

/** Pages that exist beyond the route lists: redirect targets that need a real page, and section indexes. */
export const extraRoutes = {
  current: ['/code/', '/destinations/', '/destinations/snowflake/', '/destinations/triggers/'],
  v1: [],
} as const satisfies Record<keyof typeof routeListFiles, readonly string[]>;
