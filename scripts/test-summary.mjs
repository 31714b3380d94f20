// Sums the suites of the test command into the one closing line `N passed, N failed`.
// Usage: node scripts/test-summary.mjs <checks passed> <checks failed> [<|-separated names of failed checks>]
import fs from 'node:fs';

let passed = Number(process.argv[2] ?? 0);
let failed = Number(process.argv[3] ?? 0);
/** Every suite that failed, crashed or did not report, named in the closing lines. */
const failedSuites = (process.argv[4] ?? '').split('|').filter(Boolean);
const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);

const jestReports = [
  ['jest units', 'test-results/jest.json'],
  ['jest site checks', 'test-results/jest-site.json'],
  ['jest builds of a temporary copy', 'test-results/jest-build.json'],
];
for (const [label, file] of jestReports) {
  const jest = read(file);
  if (jest) {
    // A suite file that crashed (a module not found, a throw at load) counts as a failure, by name.
    const crashed = jest.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0);
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + crashed.length;
    console.log(`${label}: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numPendingTests} skipped`);
    for (const r of jest.testResults.filter((t) => t.status === 'failed'))
      failedSuites.push(`${label}: ${r.name.replace(`${process.cwd()}/`, '')}${r.assertionResults.length === 0 ? ' (crashed)' : ''}`);
  } else {
    failed += 1;
    failedSuites.push(`${label}: no report (the run failed to start)`);
    console.log(`${label}: no report (the run failed to start)`);
  }
}

for (const [label, file] of [['playwright', 'test-results/e2e.json'], ['playwright (development server)', 'test-results/e2e-dev.json']]) {
  const e2e = read(file);
  if (e2e) {
    const s = e2e.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected + (e2e.errors?.length ?? 0);
    console.log(`${label}: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`);
    const failedFiles = new Set();
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) if (!spec.ok) failedFiles.add(spec.file);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of e2e.suites ?? []) walk(suite);
    for (const f of failedFiles) failedSuites.push(`${label}: ${f}`);
    if (e2e.errors?.length) failedSuites.push(`${label}: ${e2e.errors.length} error(s) outside tests`);
  } else {
    failed += 1;
    failedSuites.push(`${label}: no report (the run failed to start)`);
    console.log(`${label}: no report (the run failed to start)`);
  }
}
if (failedSuites.length) console.log(`failed: ${failedSuites.join('; ')}`);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
