// Jest for units: data modules, pure logic, the server, theme components (docusaurus-notes.md §10).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
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
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus)/)'],
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
