/**
 * Shared e2e helpers: a page that records whether "Page Not Found" ever appeared (even for one frame),
 * page titles read from the Markdown sources, and the route lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {test as base, expect, type Page} from '@playwright/test';
import {extraRoutes, readRouteList, routeListFiles} from '../../src/data/routes';

export {expect};

declare global {
  interface Window {
    __sawNotFound?: boolean;
  }
}

/**
 * Every page also fails its test on a Content-Security-Policy violation (the servers send the CSP of
 * config/securityHeaders.ts): Chromium reports each one in the console.
 */
export const test = base.extend<{page: Page}>({
  page: async ({page}, use) => {
    const cspViolations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
    await page.addInitScript(() => {
      const check = () => {
        if (document.body?.innerText.includes('Page Not Found')) window.__sawNotFound = true;
      };
      new MutationObserver(check).observe(document, {subtree: true, childList: true, characterData: true});
      document.addEventListener('DOMContentLoaded', check);
    });
    await use(page);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** `count` items spread evenly over a list (the first included). */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({length: count}, (_, i) => list[Math.floor((i * list.length) / count)]!);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 15_000});
}

export async function sawNotFound(page: Page): Promise<boolean> {
  return page.evaluate(() => window.__sawNotFound === true);
}

const root = path.join(__dirname, '..', '..');

export interface SiteVersion {
  readonly name: 'current' | 'v1';
  readonly prefix: string;
  readonly docsDir: string;
}
export const siteVersions: readonly SiteVersion[] = [
  {name: 'current', prefix: '/docs', docsDir: path.join(root, 'docs')},
  {name: 'v1', prefix: '/docs/v1', docsDir: path.join(root, 'versioned_docs', 'version-v1')},
];

export function routesOf(version: SiteVersion): string[] {
  return [...readRouteList(routeListFiles[version.name]), ...extraRoutes[version.name]];
}

/** The Markdown file of a route: `<route>index.md` or `<route>.md` (a `.html` route is its slash form). */
export function sourceFile(version: SiteVersion, route: string): string {
  const r = route.replace(/\.html$/, '/');
  const candidates =
    r === '/'
      ? ['index.md', 'index.mdx']
      : [`${r}index.md`, `${r}index.mdx`, `${r.replace(/\/$/, '')}.md`, `${r.replace(/\/$/, '')}.mdx`];
  const found = candidates.map((c) => path.join(version.docsDir, c)).find((f) => fs.existsSync(f));
  if (!found) throw new Error(`No source file for ${version.name} route ${route} (tried ${candidates.join(', ')})`);
  return found;
}

export function titleOf(version: SiteVersion, route: string): string {
  const file = sourceFile(version, route);
  const title = matter(fs.readFileSync(file, 'utf8')).data.title as unknown;
  if (typeof title !== 'string' || !title) throw new Error(`${file}: front matter has no title`);
  return title;
}

/** The first v2 page (in route order) whose built HTML has tabs, as a URL path. */
export function pageWithTabs(): string {
  const buildDir = path.join(root, 'build');
  const route = routesOf(siteVersions[0]!).find((r) => {
    const file = path.join(buildDir, r.endsWith('/') ? `${r}index.html` : r);
    return fs.existsSync(file) && /role="?tablist/.test(fs.readFileSync(file, 'utf8'));
  });
  if (!route) throw new Error('no v2 page of the build has tabs');
  return `/docs${route}`;
}
