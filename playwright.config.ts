/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the
 * production build, served under /docs/ by:
 * - `server`: the project's own server (server/app.ts), for every spec;
 * - `nginx`: Debian's nginx with deploy/nginx.conf (tests/nginx/serve.ts), for the routing and redirect
 *   specs and the response headers; every page also fails on a CSP violation (tests/e2e/fixtures.ts).
 */
import {defineConfig} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium';

export const port = Number(process.env.E2E_PORT ?? 4173);
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4174);

/** The specs about serving, run against both servers. */
const servingSpecs = ['routes.spec.ts', 'redirects.spec.ts', 'headers.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath, args: chromiumFlags},
  },
  projects: [
    {name: 'server'},
    {name: 'nginx', testMatch: servingSpecs, use: {baseURL: `http://127.0.0.1:${nginxPort}`}},
  ],
  webServer: [
    {
      command: `node --import tsx server/cli.ts --port ${port} --dir build`,
      url: `http://127.0.0.1:${port}/docs/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx tests/nginx/serve.ts --port ${nginxPort} --dir build`,
      url: `http://127.0.0.1:${nginxPort}/docs/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
