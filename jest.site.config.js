// Jest for the checks of the built site (tests/site/): built files, both servers over HTTP, search (Pagefind) in Node,
// static accessibility. Run by the test command right after `npm run build`; refuses a stale build/.
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  roots: ['<rootDir>/tests/site'],
  testMatch: ['**/*.test.ts'],
  globalSetup: '<rootDir>/tests/site/freshBuild.ts',
  testTimeout: 60_000,
};
