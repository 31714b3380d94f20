// Jest for units: data modules, pure logic, the server, theme components (why it is set up this way:
// docs-dev/docusaurus.md, "Jest for theme code").
const esmPackages = [
  '@docusaurus',
  // ESM only from @docusaurus/utils 4 on (the upgrade drill of issue 36); CommonJS at 3.10, transformed all the same.
  'github-slugger',
  'mdast-util-[^/]+',
  'micromark[^/]*',
  'unist-util-[^/]+',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'character-reference-invalid',
  'is-(?:alphanumerical|alphabetical|decimal|hexadecimal)',
  'parse-entities',
  'stringify-entities',
  'ccount',
  'longest-streak',
  'markdown-table',
  'zwitch',
  'estree-util-[^/]+',
  'devlop',
  'vfile[^/]*',
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'escape-string-regexp',
  'trim-lines',
  // @redocly/openapi-core (plugins/lib/openapi/validate.ts) and its ES-module dependencies.
  '@redocly',
  'jsonpath-rfc9535',
  'colorette',
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Every core: Jest's default keeps one for itself, which on 2 cores runs the suites one at a time while
  // its own process idles (units 57 s → 51 s on a loaded machine; the site checks' two long files overlap).
  maxWorkers: '100%',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}},
        module: {type: 'commonjs'},
      },
    ],
  },
  // Published as ES modules, so compiled like the project's own code: Docusaurus (lib/ still has JSX) and
  // the unified/micromark packages the Markdown export uses (plugins/lib/markdownExport/).
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '^@generated/site-storage$': '<rootDir>/tests/jest/siteStorage.js',
    '^@generated/(.*)$': '<rootDir>/tests/jest/empty.js',
    '^@theme-original/(.*)$': '@docusaurus/theme-classic/lib/theme/$1',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '@docusaurus/theme-classic/lib/theme/$1'],
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use.*)$':
      '@docusaurus/core/lib/client/exports/$1',
  },
};
