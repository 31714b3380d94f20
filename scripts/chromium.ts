/**
 * Debian's Chromium (never a downloaded browser) and the flags it needs on a machine with no network:
 * shared by the end-to-end tests (playwright.config.ts) and the benchmark (scripts/bench/).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
