import {currentLabelFor, docsVersions, olderVersions, versionsFor} from '@site/config/versions';
import {versionNameProblem} from '@site/scripts/lib/versionCut';
import fs from 'node:fs';
import path from 'node:path';

describe('docs versions from versions.json', () => {
  it('are what SPEC.md "Versions" gives for versions.json ["v1"]', () => {
    expect(versionsFor(['v1'])).toEqual({
      current: {label: 'v2', path: ''},
      v1: {label: 'v1', path: 'v1', banner: 'unmaintained'},
    });
  });
  it('label docs/ one above the newest frozen version after a cut, and freeze the cut one under its name', () => {
    expect(versionsFor(['v2', 'v1'])).toEqual({
      current: {label: 'v3', path: ''},
      v2: {label: 'v2', path: 'v2', banner: 'unmaintained'},
      v1: {label: 'v1', path: 'v1', banner: 'unmaintained'},
    });
  });
  it.each([
    [[], 'v1'],
    [['v1'], 'v2'],
    [['v9', 'v1'], 'v10'],
    [['2024-06'], 'latest'],
  ])('versions.json %j → docs/ labelled %s', (list, label) => {
    expect(currentLabelFor(list)).toBe(label);
  });
  it('follow the project versions.json', () => {
    const json = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'versions.json'), 'utf8'));
    expect(olderVersions).toEqual(json);
    expect(Object.keys(docsVersions)).toEqual(['current', ...json]);
  });
});

describe('version:cut name check', () => {
  it.each([
    ['v2', ['v1'], null],
    ['v3', ['v1'], 'docs/ holds v2: cutting freezes it under that label, so run "npm run version:cut -- v2" (docs/ then becomes v3)'],
    ['v1', ['v1'], 'v1 is already cut (versions.json: v1)'],
    ['current', [], '"current" names docs/ itself'],
    ['a/b', ['v1'], '"a/b" is not a version name: letters, digits, ".", "_" and "-", at most 32 characters (e.g. v2)'],
    ['x'.repeat(33), [], `"${'x'.repeat(33)}" is not a version name: letters, digits, ".", "_" and "-", at most 32 characters (e.g. v2)`],
    ['2025-01', ['2024-06'], null],
  ])('%s with versions.json %j', (name, list, problem) => {
    expect(versionNameProblem(name, list)).toBe(problem);
  });
});
