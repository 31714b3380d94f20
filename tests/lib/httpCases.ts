/**
 * Request cases shared by the tests of every host of the site: the rule functions (tests/unit), the local
 * server on a fixture (tests/unit/server.test.ts) and both servers on the real build (tests/site/http.test.ts).
 * Expected values are written out here, never computed by the code under test.
 */

/** Accept headers and whether they get the page's Markdown. */
export const acceptCases: readonly (readonly [string, boolean])[] = [
  ['text/markdown', true],
  ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
  ['text/markdown;q=1.0', true],
  ['TEXT/MARKDOWN', true],
  ['text/plain, text/markdown', true],
  // Media-type parameters other than q do not lower the weight (audit D11).
  ['text/markdown; charset=utf-8', true],
  ['text/markdown;level=1', true],
  ['text/markdown;q=1;charset=utf-8', true],
  ['text/markdown; charset=utf-8; q=0.5', false],
  ['text/markdown; q = 0', false],
  ['text/markdown, text/html; charset=utf-8', false],
  ['text/markdownx', false],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', false],
  ['text/markdown, text/html', false],
  ['text/html, text/markdown', false],
  ['text/markdown;q=0.5', false],
  ['text/markdown;q=0', false],
  ['text/markdown, text/html;q=1', false],
  ['*/*', false],
  ['', false],
];

/** Request targets (sent raw on the request line) that try to leave the site or break the server. */
export const hostileTargets: readonly string[] = [
  '//evil.example/index.html',
  '///evil.example/index.html',
  '/%2fevil.example/index.html',
  '/%2Fevil.example/index.html',
  '/%5Cevil.example/index.html',
  '/%5cevil.example/index.html',
  '/\\evil.example/index.html',
  '/docs//evil.example/index.html',
  '/docs/%2f%2fevil.example/index.html',
  '/docs/%5C%5Cevil.example/index.html',
  '/docs/..%2f..%2fevil.example/index.html',
  '/docs/%zz',
  '/docs/%',
  '/docs/%ff',
  '/docs/%c0%ae',
  '/docs/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/docs/../../../../etc/passwd',
  '/docs/..%2f..%2f..%2fetc%2fpasswd',
  '/docs/%2e%2e/%2e%2e/etc/passwd',
  '/docs/%00',
  '/docs/quickstart/%0d%0aSet-Cookie:%20x=1/index.html',
  '/docs/.git/config',
  '/docs/404.html/..',
  `/docs/${'a'.repeat(9000)}`,
];

/** Markers of a leaked stack trace or file path in a response body. */
export const leakPatterns: readonly RegExp[] = [/\bat [\w.<>]+ \(/, /node_modules/, /\/work\//, /\/srv\//, /Error: /, /\bENOENT\b/];
