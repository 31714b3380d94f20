/**
 * The code block themes: prism-react-renderer's GitHub (light) and Dracula (dark), with every token
 * colour that falls short of 4.5:1 on the block's background moved just far enough to reach it (the
 * originals fail WCAG 1.4.3, which axe finds: tests/e2e/a11y.spec.ts).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';
import {withContrast} from '../src/lib/contrast';

export function accessibleTheme(theme: PrismTheme, min = 4.5): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = <T extends {color?: string}>(style: T): T => (style.color ? {...style, color: withContrast(style.color, background, min)} : style);
  return {plain: fix(theme.plain), styles: theme.styles.map((s) => ({...s, style: fix(s.style)}))};
}

export const codeThemes = {light: accessibleTheme(themes.github), dark: accessibleTheme(themes.dracula)} as const;
