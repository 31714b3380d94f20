/**
 * Front matter rules of the site (docs-dev/requirements.md, "Page data"), checked while the build reads each Markdown file
 * (config/frontMatter.ts wires them into `markdown.parseFrontMatter`). Pure: the one filesystem question
 * (does a `thumbnail` site path exist under static/?) is asked through `staticFileExists`.
 *
 * A wrong value gives one line naming the file, the key, the value and what is expected.
 */

export type FrontMatter = Readonly<Record<string, unknown>>;

export interface FrontMatterProblem {
  readonly key: string;
  readonly value: unknown;
  readonly expected: string;
}

export interface FrontMatterContext {
  /** The file is a doc page (under docs/ or versioned_docs/, not a `_partial`): title and description are required. */
  readonly isDoc: boolean;
  /** Whether `static/<sitePath>` is a file. */
  readonly staticFileExists: (sitePath: string) => boolean;
}

/** The longest `short_description` (it is shown on cards and in search results). */
export const shortDescriptionMaxLength = 160;

/** `content_class`: one CSS class name (an ASCII CSS identifier). */
export const cssClassName = /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/;

/** The short flags writers from the old site use, and the Docusaurus key each `false` stands for. */
export const shortFlags = {
  prev: 'pagination_prev',
  next: 'pagination_next',
  sidebar: 'displayed_sidebar',
} as const;

export const booleanKeys = [
  ...(Object.keys(shortFlags) as (keyof typeof shortFlags)[]),
  'hide_title',
  'hide_table_of_contents',
  'draft',
  'unlisted',
  'parse_number_prefixes',
] as const;

export const stringKeys = ['title', 'description', 'sidebar_label', 'pagination_label', 'sidebar_class_name', 'slug', 'id'] as const;

/** Docusaurus keys that take a doc id / sidebar name, or `null` to turn the thing off. */
export const stringOrNullKeys = ['pagination_prev', 'pagination_next', 'displayed_sidebar'] as const;

const isString = (v: unknown): v is string => typeof v === 'string';
const has = (fm: FrontMatter, key: string) => Object.prototype.hasOwnProperty.call(fm, key);

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/** A site path like `/img/thumbnails/code.svg` (no `..`, no query), naming a file under static/. */
export function isSitePath(value: string): boolean {
  return /^\/[^?#\s]*[^/?#\s]$/.test(value) && !value.split('/').includes('..');
}

export function frontMatterProblems(fm: FrontMatter, ctx: FrontMatterContext): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  const problem = (key: string, expected: string) => problems.push({key, value: fm[key], expected});

  if (ctx.isDoc) {
    for (const key of ['title', 'description'] as const) {
      if (!has(fm, key)) problem(key, 'a non-empty string (every doc needs one)');
      else if (!isString(fm[key]) || !fm[key].trim()) problem(key, 'a non-empty string');
    }
  }
  const checkedAbove: readonly string[] = ctx.isDoc ? ['title', 'description'] : [];
  for (const key of stringKeys) if (has(fm, key) && !isString(fm[key]) && !checkedAbove.includes(key)) problem(key, 'a string');
  for (const key of booleanKeys) if (has(fm, key) && typeof fm[key] !== 'boolean') problem(key, 'true or false');
  for (const key of stringOrNullKeys) {
    if (has(fm, key) && fm[key] !== null && !isString(fm[key])) problem(key, 'a string, or null to turn it off');
  }
  if (has(fm, 'sidebar_position') && !(typeof fm.sidebar_position === 'number' && Number.isFinite(fm.sidebar_position))) {
    problem('sidebar_position', 'a number');
  }
  for (const key of ['toc_min_heading_level', 'toc_max_heading_level'] as const) {
    const v = fm[key];
    if (has(fm, key) && !(Number.isInteger(v) && (v as number) >= 2 && (v as number) <= 6)) problem(key, 'a whole number from 2 to 6');
  }
  if (has(fm, 'keywords') && !(Array.isArray(fm.keywords) && fm.keywords.every(isString))) {
    problem('keywords', 'a list of strings');
  }

  if (has(fm, 'short_description')) {
    const v = fm.short_description;
    if (!isString(v) || !v.trim() || v.length > shortDescriptionMaxLength) {
      problem('short_description', `a non-empty string of at most ${shortDescriptionMaxLength} characters`);
    }
  }
  if (has(fm, 'thumbnail')) {
    const v = fm.thumbnail;
    const ok = isString(v) && (isHttpUrl(v) || (isSitePath(v) && ctx.staticFileExists(v)));
    if (!ok) {
      problem(
        'thumbnail',
        isString(v) && isSitePath(v)
          ? `a file under static/ (static${v} does not exist), or an absolute http(s) URL`
          : 'an absolute http(s) URL, or a site path to a file under static/ such as /img/thumbnails/code.svg',
      );
    }
  }
  if (has(fm, 'content_class') && !(isString(fm.content_class) && cssClassName.test(fm.content_class))) {
    problem('content_class', 'one CSS class name: letters, digits, "-" and "_", not starting with a digit');
  }
  for (const [flag, key] of Object.entries(shortFlags)) {
    if (fm[flag] === false && has(fm, key) && fm[key] !== null) {
      problem(flag, `no ${key} beside ${flag}: false (they contradict each other; keep one)`);
    }
  }
  return problems;
}

/** The value as the message shows it: JSON, cut short, with the length of long strings. */
export function showValue(value: unknown): string {
  if (value === undefined) return '(missing)';
  const json = JSON.stringify(value) ?? String(value);
  const shown = json.length > 60 ? `${json.slice(0, 57)}…` : json;
  return typeof value === 'string' && value.length > 40 ? `${shown} (${value.length} characters)` : shown;
}

/** One line: file, key, value, what is expected. */
export function formatProblem(file: string, p: FrontMatterProblem): string {
  return `Front matter of ${file}: "${p.key}" is ${showValue(p.value)}, expected ${p.expected}.`;
}

/** Social networks show PNG, JPEG, GIF and WebP previews, not SVG. */
export const socialImage = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The site's keys mapped to Docusaurus's: `prev: false` → `pagination_prev: null`, `next: false` →
 * `pagination_next: null`, `sidebar: false` → `displayed_sidebar: null`, and a raster `thumbnail` is the
 * page's social `image` unless it has one. The site's own keys stay, so page data shows what was written.
 */
export function normalizeFrontMatter<T extends FrontMatter>(fm: T): T {
  const mapped: [string, unknown][] = Object.entries(shortFlags)
    .filter(([flag]) => fm[flag] === false)
    .map(([, key]) => [key, null]);
  const thumbnail = fm.thumbnail;
  if (typeof thumbnail === 'string' && !has(fm, 'image') && socialImage.test(thumbnail.split(/[?#]/)[0]!)) {
    mapped.push(['image', thumbnail]);
  }
  return mapped.length === 0 ? fm : {...fm, ...Object.fromEntries(mapped)};
}

/** A doc page of some version (not a `_partial` or a file of a `_folder`, which the docs plugin skips). */
export function isDocFile(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  const inDocs = parts[0] === 'docs' || (parts[0] === 'versioned_docs' && parts.length > 2);
  return inDocs && /\.mdx?$/.test(relativePath) && !parts.some((p) => p.startsWith('_'));
}
