import {contrastRatio, parseColor, toHex, withContrast} from '@site/plugins/lib/contrast';
import {accessibleTheme, codeThemeCss, codeThemes, cssVariableTheme} from '@site/config/codeThemes';
import {themes, type PrismTheme} from 'prism-react-renderer';

describe('contrast', () => {
  it('parses hex and rgb() colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(98, 114, 164)')).toEqual([98, 114, 164]);
    expect(toHex([18, 122, 76])).toBe('#127a4c');
  });
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
  it('keeps a colour that passes and moves one that fails just far enough', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
    const fixed = withContrast('#36acaa', '#f6f8fa');
    expect(contrastRatio(fixed, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#f6f8fa')).toBeLessThan(5.2);
    expect(contrastRatio(withContrast('rgb(98, 114, 164)', '#282A36'), '#282A36')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('code themes', () => {
  it.each([
    ['light', codeThemes.light],
    ['dark', codeThemes.dark],
  ] as const)('every %s token colour reaches 4.5:1 on the block background', (_name, theme) => {
    const bg = theme.plain.backgroundColor!;
    for (const s of [theme.plain, ...theme.styles.map((x) => x.style)]) {
      if (s.color) expect(contrastRatio(s.color, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('changes nothing else', () => {
    const t = accessibleTheme(themes.github);
    expect(t.styles.map((s) => s.types)).toEqual(themes.github.styles.map((s) => s.types));
    expect(t.plain.backgroundColor).toBe(themes.github.plain.backgroundColor);
  });
});

describe('code token colours as CSS (one Prism theme for both modes)', () => {
  it('writes each mode’s plain colours as variables and each token type’s merged style as a rule', () => {
    const light: PrismTheme = {
      plain: {color: '#111111', backgroundColor: '#ffffff'},
      styles: [
        {types: ['comment', 'prolog'], style: {color: '#222222', fontStyle: 'italic'}},
        {types: ['comment'], style: {opacity: 0.7}},
      ],
    };
    const dark: PrismTheme = {plain: {color: '#eeeeee', backgroundColor: '#000000'}, styles: [{types: ['keyword'], style: {color: '#dddddd', textDecorationLine: 'underline'}}]};
    expect(codeThemeCss({light, dark})).toBe(
      [
        "[data-theme='light']{--pd-code-color:#111111;--pd-code-background:#ffffff}",
        "[data-theme='light'] .prism-code .token.comment{color:#222222;font-style:italic;opacity:0.7}",
        "[data-theme='light'] .prism-code .token.prolog{color:#222222;font-style:italic}",
        "[data-theme='dark']{--pd-code-color:#eeeeee;--pd-code-background:#000000}",
        "[data-theme='dark'] .prism-code .token.keyword{color:#dddddd;text-decoration-line:underline}",
        '',
      ].join('\n'),
    );
  });

  it('refuses a style limited to some languages, which a type rule cannot express', () => {
    const theme: PrismTheme = {plain: {}, styles: [{types: ['tag'], languages: ['markup'], style: {color: '#123456'}}]};
    expect(() => codeThemeCss({light: theme, dark: theme})).toThrow('limited to languages (markup)');
  });

  it('the site’s stylesheet colours keywords per mode, and the theme both modes share has no inline token colour', () => {
    const css = codeThemeCss();
    expect(css).toContain("[data-theme='light'] .prism-code .token.keyword{color:#00009f}");
    expect(css).toContain("[data-theme='dark'] .prism-code .token.keyword{color:rgb(189, 147, 249);font-style:italic}");
    expect(cssVariableTheme).toEqual({plain: {color: 'var(--pd-code-color)', backgroundColor: 'var(--pd-code-background)'}, styles: []});
  });
});
