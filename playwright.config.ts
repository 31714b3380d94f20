/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the
 * production build, served under /docs/. Projects:
 * - `server`: the project's own server (server/app.ts) on build/, every spec but the nginx and Algolia ones;
 * - `nginx`: Debian's nginx with deploy/nginx.conf (tests/nginx/serve.ts) on build/, a handful of pages
 *   (nginx.spec.ts): every route, redirect and header of both servers is checked over HTTP, without a
 *   browser, by the Jest site project (tests/site/http.test.ts);
 * Every page also fails on a CSP violation (tests/e2e/fixtures.ts).
 * - `stock`: build-stock/ (the site on Docusaurus's own client, PIPEDREAM_STOCK_CLIENT=1, built by scripts/test.sh),
 *   when it exists: every behaviour spec but the sweep, the tests tagged @layer and those tagged @markup;
 * - `dev`: the development server (`npm start`) on a copy of the site, started by its spec (devServer.spec.ts);
 *   tagged @devserver: scripts/test.sh runs it beside the temporary copies' builds, never beside the other projects, whose
 *   pages its first compile would starve;
 * - `algolia`: build-algolia/ (the site built with dummy Algolia variables by scripts/test.sh), when it exists.
 * SITE_BUILD_DIR serves another build (the bench's generated sites: `SITE_BUILD_DIR=… npx playwright test
 * sweep.spec.ts --project=server`); the page lists follow it (tests/lib/builtSite.ts).
 */
import fs from 'node:fs';
import {defineConfig} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium';

export const port = Number(process.env.E2E_PORT ?? 4173);
export const algoliaPort = port + 1;
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 2);
export const stockPort = port + 3;
const buildDir = process.env.SITE_BUILD_DIR ?? 'build';
const algoliaBuild = fs.existsSync('build-algolia/index.html');
const stockBuild = fs.existsSync('build-stock/index.html');
const algoliaSpec = /algolia\.spec\.ts$/;

const nginxSpec = /nginx\.spec\.ts$/;
// The development server, which the spec starts itself on a copy of the site (tests/lib/devServer.ts).
const devSpec = /devServer\.spec\.ts$/;
// The per-page sweep runs on the default build only; so do the tests tagged @layer, which check the shape of the
// performance layer itself (plugins/upstream/: paint-first template, route groups, runtime edits).
const sweepSpec = /sweep\.spec\.ts$/;
// Specs of what the client layer does not touch (the markup's accessibility, outside requests, the page data file,
// the Markdown button, the test fixtures themselves, and the local search: its code and index are the same on both
// clients, and its chunks load as any other's, which the page-load and navigation specs cover; the version switch:
// each version is a build of its own (config/buildPart.ts), so a switch is a plain page load, never a client route,
// and the menu is server HTML plus a fetch): on the default build only, so the stock project stays within the test
// budget. The stock project runs routes, redirects, tab memory, scroll spy, progress bar, chunk failures, sections,
// components, the page load, the navbar and keyboard use.
const clientIndependentSpecs = /(a11y|outside|pageData|markdown|fixtures|search|versions)\.spec\.ts$/;
// Tests tagged @markup check what the server HTML, the CSS and the search code do whatever client runs them (a page
// with JavaScript off, the search's own logic, the sections' layout): on the default build only, like the specs above.
// What goes through the client runtime (loading, navigation, hydration, keyboard, history) runs on both.
/** Only the development server's spec runs (scripts/test.sh runs it on its own): no build needs serving. */
const devOnly = process.env.E2E_DEV_ONLY === '1';

const server = (command: string, p: number) => ({
  command: `${command} --port ${p}`,
  url: `http://127.0.0.1:${p}/docs/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A condition that holds in 1 s on a quiet machine can take several on a busy one (a shared CI runner);
  // a passing test never waits for the limit.
  expect: {timeout: 10_000},
  outputDir: 'test-results/playwright',
  // scripts/test.sh runs the `dev` project on its own (E2E_JSON=test-results/e2e-dev.json), before the others.
  reporter: [['list'], ['json', {outputFile: process.env.E2E_JSON ?? 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath, args: chromiumFlags},
  },
  projects: [
    {name: 'server', testIgnore: [algoliaSpec, nginxSpec, devSpec]},
    {name: 'dev', testMatch: devSpec},
    ...(stockBuild
      ? [{name: 'stock', testIgnore: [algoliaSpec, nginxSpec, devSpec, sweepSpec, clientIndependentSpecs], grepInvert: /@layer|@markup/, use: {baseURL: `http://127.0.0.1:${stockPort}`}}]
      : []),
    {name: 'nginx', testMatch: nginxSpec, use: {baseURL: `http://127.0.0.1:${nginxPort}`}},
    ...(algoliaBuild
      ? [{name: 'algolia', testMatch: algoliaSpec, use: {baseURL: `http://127.0.0.1:${algoliaPort}`}}]
      : []),
  ],
  webServer: devOnly ? [] : [
    server(`node --import tsx server/cli.ts --dir ${buildDir}`, port),
    server(`node --import tsx tests/nginx/serve.ts --dir ${buildDir}`, nginxPort),
    ...(algoliaBuild ? [server('node --import tsx server/cli.ts --dir build-algolia', algoliaPort)] : []),
    ...(stockBuild ? [server('node --import tsx server/cli.ts --dir build-stock', stockPort)] : []),
  ],
});
