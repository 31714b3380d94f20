/**
 * Each page's route group fetched with the page (issue 23). The browser's route table has the docs versions'
 * pages in groups (plugins/upstream/routeGroups.cjs), and the app loads a page's group before it hydrates it: found
 * only once the main bundle runs, that would be one more round trip before the page's own chunks are asked
 * for. So each page of a group gets its group's chunk as one more app script (plugins/upstream/appStart.ts): preloaded
 * with the entry scripts, run right after them. When the app asks for the chunk, the bundler's runtime finds
 * its script already in the page and waits for it rather than fetching it again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {appScriptAttribute} from './appStart';
// CommonJS, shared with the bundler's loaders.
import routeGroups from './routeGroups.cjs';

/** The group chunks in the build (`assets/js/routes-<key>.<hash>.js`, their names set by the route table). */
async function groupChunks(outDir: string): Promise<Map<string, string>> {
  const files = await fs.readdir(path.join(outDir, 'assets', 'js'));
  const chunks = new Map<string, string>();
  for (const f of files) {
    const m = /^routes-(\d+\.\d+)\.[0-9a-f]+\.js$/.exec(f);
    if (m) chunks.set(m[1]!, `assets/js/${f}`);
  }
  return chunks;
}

/** `html` with a preload link to `href` as its last app script; null if it has no app scripts. */
export function withGroupScript(html: string, href: string): string | null {
  const attribute = new RegExp(`<link [^>]*${appScriptAttribute}[^>]*>`, 'g');
  let end = -1;
  for (const m of html.matchAll(attribute)) end = m.index + m[0].length;
  if (end === -1) return null;
  return `${html.slice(0, end)}<link rel=preload as=script href=${href} fetchpriority=low ${appScriptAttribute}>${html.slice(end)}`;
}

/** Adds to each grouped page's HTML in `outDir` its group's chunk; a page or chunk not found fails the build, naming it. */
export async function addGroupScripts(generatedFilesDir: string, outDir: string, baseUrl: string): Promise<number> {
  const {plan} = routeGroups.planFromDir(generatedFilesDir, () => undefined);
  const chunks = await groupChunks(outDir);
  let pages = 0;
  for (const split of plan.splits) {
    for (const group of split.groups) {
      const chunk = chunks.get(group.key);
      if (!chunk) throw new Error(`[pipedream-site] route group ${group.key} has no chunk routes-${group.key}.*.js in ${path.join(outDir, 'assets', 'js')}`);
      for (const {route} of group.routes) {
        if (!route.path.startsWith(baseUrl) || !route.path.endsWith('/')) {
          throw new Error(`[pipedream-site] route ${route.path} of route group ${group.key} is not a page under ${baseUrl} with a trailing slash`);
        }
        const file = path.join(outDir, route.path.slice(baseUrl.length), 'index.html');
        const html = await fs.readFile(file, 'utf8').catch((e: unknown) => {
          throw new Error(`[pipedream-site] route ${route.path} (route group ${group.key}) has no page ${file}: ${String(e)}`);
        });
        const out = withGroupScript(html, baseUrl + chunk);
        if (out === null) throw new Error(`[pipedream-site] ${file} has no app script links (${appScriptAttribute}) to add its route group after`);
        // Replaced whole (a new file renamed over it): the other plugins' postBuild read these pages at the same
        // time (Docusaurus runs them in parallel), and a page read while it was being written was a page half
        // empty to the search index (2 of 88 v1 pages missing in one run).
        const temporary = `${file}.${process.pid}.tmp`;
        await fs.writeFile(temporary, out);
        await fs.rename(temporary, file);
        pages++;
      }
    }
  }
  return pages;
}
