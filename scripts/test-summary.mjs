// Sums the suites of the test command into the one closing line `N passed, N failed`.
// Usage: node scripts/test-summary.mjs <checks passed> <checks failed>
import fs from 'node:fs';

let passed = Number(process.argv[2] ?? 0);
let failed = Number(process.argv[3] ?? 0);
const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);

const jestReports = [
  ['jest', 'test-results/jest.json'],
  ['jest (builds)', 'test-results/jest-build.json'],
];
for (const [label, file] of jestReports) {
  const jest = read(file);
  if (jest) {
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
    console.log(`${label}: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numPendingTests} skipped`);
  } else {
    failed += 1;
    console.log(`${label}: no report (the run failed to start)`);
  }
}

const e2e = read('test-results/e2e.json');
if (e2e) {
  const s = e2e.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (e2e.errors?.length ?? 0);
  console.log(`playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`);
} else {
  failed += 1;
  console.log('playwright: no report (the run failed to start)');
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
