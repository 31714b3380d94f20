import {contrastRatio, parseColor, toHex, withContrast} from '@site/src/lib/contrast';
import {accessibleTheme, codeThemes} from '@site/config/codeThemes';
import {themes} from 'prism-react-renderer';

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
