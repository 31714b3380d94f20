/**
 * The code block themes: prism-react-renderer's GitHub (light) and Dracula (dark), with every token
 * colour that falls short of 4.5:1 on the block's background moved just far enough to reach it (the
 * originals fail WCAG 1.4.3, which axe finds: tests/e2e/a11y.spec.ts).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';
import {withContrast} from '../plugins/lib/contrast';

export function accessibleTheme(theme: PrismTheme, min = 4.5): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  const fix = <T extends {color?: string}>(style: T): T => (style.color ? {...style, color: withContrast(style.color, background, min)} : style);
  return {plain: fix(theme.plain), styles: theme.styles.map((s) => ({...s, style: fix(s.style)}))};
}

export const codeThemes = {light: accessibleTheme(themes.github), dark: accessibleTheme(themes.dracula)} as const;

/** The CSS variables the block's own colours come from (set per colour mode by `codeThemeCss`). */
const plainColour = '--pd-code-color';
const plainBackground = '--pd-code-background';

/**
 * The theme Prism gets in both colour modes: the block's colours from CSS variables and no token styles, so
 * tokens carry only their classes (`token keyword`) and `codeThemeCss` colours them per mode. The server
 * HTML is then right in either mode, and no code block has to be rendered again once the page hydrates
 * (Docusaurus re-mounts every block after hydration to swap the inline colours of a Prism theme per mode).
 */
export const cssVariableTheme: PrismTheme = {
  plain: {color: `var(${plainColour})`, backgroundColor: `var(${plainBackground})`},
  styles: [],
};

type TokenStyle = PrismTheme['styles'][number]['style'];

/** The style of each token type, merged in the theme's order: what prism-react-renderer's `themeToDict` gives a token of that type. */
function stylesByType(theme: PrismTheme): Map<string, TokenStyle> {
  const byType = new Map<string, TokenStyle>();
  for (const {types, style, languages} of theme.styles) {
    if (languages) throw new Error(`codeThemeCss: a style limited to languages (${languages.join(', ')}) has no CSS form here`);
    for (const type of types) byType.set(type, {...byType.get(type), ...style});
  }
  return byType;
}

const declarations = (style: TokenStyle): string =>
  Object.entries(style)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${String(v)}`)
    .join(';');

/** The stylesheet that colours the tokens of `cssVariableTheme` in each colour mode, from the themes above. */
export function codeThemeCss(themes: {readonly light: PrismTheme; readonly dark: PrismTheme} = codeThemes): string {
  return Object.entries(themes)
    .flatMap(([mode, theme]) => {
      const scope = `[data-theme='${mode}']`;
      const vars = `${scope}{${plainColour}:${theme.plain.color ?? 'inherit'};${plainBackground}:${theme.plain.backgroundColor ?? 'transparent'}}`;
      const tokens = [...stylesByType(theme)].map(([type, style]) => `${scope} .prism-code .token.${type}{${declarations(style)}}`);
      return [vars, ...tokens];
    })
    .join('\n')
    .concat('\n');
}
