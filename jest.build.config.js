// Jest for the tests that build a temporary copy of the site (tests/build/): one at a time, with time
// for a whole Docusaurus build. Run by `npm run test:build` and the test command.
const base = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  roots: ['<rootDir>/tests/build'],
  testMatch: ['**/*.test.ts'],
  testTimeout: 15 * 60_000,
  maxWorkers: 1,
};
