/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium, never a downloaded browser) against the
 * production build, served under /docs/ by the project's own server (server/app.ts).
 * Two projects: `default` (build/, every spec but the Algolia one) and `algolia` (build-algolia/, the same
 * site built with dummy Algolia variables by scripts/test.sh, served on the next port), run when that build
 * exists.
 */
import fs from 'node:fs';
import {defineConfig} from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 4173);
export const algoliaPort = port + 1;
const algoliaBuild = fs.existsSync('build-algolia/index.html');
const algoliaSpec = /algolia\.spec\.ts$/;

const server = (dir: string, p: number) => ({
  command: `node --import tsx server/cli.ts --port ${p} --dir ${dir}`,
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
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {name: 'default', testIgnore: algoliaSpec},
    ...(algoliaBuild
      ? [{name: 'algolia', testMatch: algoliaSpec, use: {baseURL: `http://127.0.0.1:${algoliaPort}`}}]
      : []),
  ],
  webServer: [server('build', port), ...(algoliaBuild ? [server('build-algolia', algoliaPort)] : [])],
});
