/**
 * Accessibility of every built page without a browser: html-validate's a11y rules over the HTML of every
 * page of page-data.json, the `.html` copies, the not-found page and the search page. What needs layout or
 * computed style (contrast, target size, focus order…) is axe's in Chromium, on one page per template
 * (tests/e2e/a11y.spec.ts, which lists where each kind of rule runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {HtmlValidate} from 'html-validate';
import {builtPages, buildDir, htmlCopies, htmlFileOf} from '../lib/builtSite';

const validator = new HtmlValidate({
  extends: ['html-validate:a11y'],
  rules: {
    // Docusaurus's own markup, which axe accepts in the browser: the navbar menus are `<a role="button">`
    // (a link that works without JavaScript), the skip-link target a `<div role="region">`.
    // The search box's hits are the `role="listbox"` of a WAI-ARIA 1.2 editable combobox (an `<input>` the reader
    // types in, each hit a title, section and snippet), which a `<select>`, the element this rule proposes, cannot be.
    'prefer-native-element': ['error', {exclude: ['button', 'region', 'listbox']}],
    // `aria-label` where ARIA allows it but html-validate would rather not (the theme's "opens in new tab"
    // icon); a label where ARIA forbids one still fails.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
  },
});

const files = [
  ...builtPages().map((p) => htmlFileOf(p.url)),
  ...htmlCopies().map(htmlFileOf),
  path.join(buildDir, '404.html'),
  path.join(buildDir, 'search', 'index.html'),
];

it(`the a11y rules hold on all ${files.length} built pages`, async () => {
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateString(fs.readFileSync(file, 'utf8'), path.relative(buildDir, file));
    for (const result of report.results)
      for (const m of result.messages) problems.push(`${result.filePath}: ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
  }
  expect(problems).toEqual([]);
}, 300_000);
