/**
 * Front matter rules of the site (docs-dev/requirements.md, "Page data"), checked while the build reads each Markdown file
 * (config/frontMatter.ts wires them into `markdown.parseFrontMatter`). Pure: the one filesystem question
 * (does a `thumbnail` site path exist under static/?) is asked through `staticFileExists`.
 *
 * A wrong value gives one line naming the file, the key, the value and what is expected. The rules are a Joi
 * schema (`frontMatterSchema`), as Docusaurus validates its own front matter; the lines are the site's.
 */
import Joi from 'joi';

/** A Markdown file's front matter block, `---` to `---`, without the line break after it. One pattern for every reader. */
export const frontMatterBlock = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?=\r?\n|$)/;

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

/** A docs version's label, as config/versions.ts makes them: `v1`, `v2`… */
export const versionLabel = /^v\d+$/;

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

/** What each key must be, as the error line says it (the schema below decides whether it is). */
const expected: Readonly<Record<string, string>> = {
  ...Object.fromEntries(stringKeys.map((k) => [k, 'a string'])),
  ...Object.fromEntries(booleanKeys.map((k) => [k, 'true or false'])),
  ...Object.fromEntries(stringOrNullKeys.map((k) => [k, 'a string, or null to turn it off'])),
  sidebar_position: 'a number',
  toc_min_heading_level: 'a whole number from 2 to 6',
  toc_max_heading_level: 'a whole number from 2 to 6',
  keywords: 'a list of strings',
  short_description: `a non-empty string of at most ${shortDescriptionMaxLength} characters`,
  thumbnail: 'an absolute http(s) URL, or a site path to a file under static/ such as /img/thumbnails/code.svg',
  content_class: 'one CSS class name: letters, digits, "-" and "_", not starting with a digit',
  version_notes: 'a map from version labels (v1, v2…) to lists of non-empty strings, such as {v2: ["Runs can last longer."]}',
};

/** A string with something besides white space. */
const nonEmpty = Joi.string().pattern(/\S/);
const wholeNumber2to6 = Joi.number().integer().min(2).max(6);

/** A thumbnail: an http(s) URL, or a site path to a file under static/ (asked of the validation's context). */
const thumbnail = Joi.string()
  .custom((value: string, helpers) => {
    if (isHttpUrl(value)) return value;
    if (!isSitePath(value)) return helpers.error('thumbnail.form');
    const {staticFileExists} = helpers.prefs.context as FrontMatterContext;
    return staticFileExists(value) ? value : helpers.error('thumbnail.missing');
  })
  .messages({'thumbnail.form': 'not a URL or site path', 'thumbnail.missing': 'no such file under static/'});

/**
 * The front matter schema (Joi, as Docusaurus validates its own) of a doc (title and description required)
 * or another file: what each key must be. Unknown keys pass, nothing is converted (`"true"` is not a
 * boolean), and every key is checked (no early stop). Built once for each kind of file.
 */
function frontMatterSchema(isDoc: boolean): Joi.ObjectSchema {
  return Joi.object({
    ...(isDoc && {title: nonEmpty.required(), description: nonEmpty.required()}),
    ...Object.fromEntries(stringKeys.filter((k) => !(isDoc && (k === 'title' || k === 'description'))).map((k) => [k, Joi.string().allow('')])),
    ...Object.fromEntries(booleanKeys.map((k) => [k, Joi.boolean()])),
    ...Object.fromEntries(stringOrNullKeys.map((k) => [k, Joi.string().allow('', null)])),
    sidebar_position: Joi.number(),
    toc_min_heading_level: wholeNumber2to6,
    toc_max_heading_level: wholeNumber2to6,
    keywords: Joi.array().items(Joi.string().allow('')),
    short_description: nonEmpty.max(shortDescriptionMaxLength),
    thumbnail,
    content_class: Joi.string().pattern(cssClassName),
    // The writer's notes of the "Changed since" panel (plugins/lib/versionChanges/), by the label of the version they describe.
    version_notes: Joi.object().pattern(versionLabel, Joi.array().items(nonEmpty).min(1)).unknown(false),
  })
    .unknown(true)
    .prefs({abortEarly: false, convert: false});
}

const schemas = {doc: frontMatterSchema(true), other: frontMatterSchema(false)};

export function frontMatterProblems(fm: FrontMatter, ctx: FrontMatterContext): FrontMatterProblem[] {
  const problems: FrontMatterProblem[] = [];
  const seen = new Set<string>();
  for (const detail of (ctx.isDoc ? schemas.doc : schemas.other).validate(fm, {context: ctx}).error?.details ?? []) {
    const key = String(detail.path[0]);
    if (seen.has(key)) continue; // one line a key (a list can fail at several items)
    seen.add(key);
    let what = expected[key]!;
    if (detail.type === 'any.required') what = 'a non-empty string (every doc needs one)';
    else if (ctx.isDoc && (key === 'title' || key === 'description')) what = 'a non-empty string';
    else if (detail.type === 'thumbnail.missing') what = `a file under static/ (static${String(fm[key])} does not exist), or an absolute http(s) URL`;
    problems.push({key, value: fm[key], expected: what});
  }
  // The one rule across keys: a short flag and the Docusaurus key it stands for.
  for (const [flag, key] of Object.entries(shortFlags)) {
    if (fm[flag] === false && has(fm, key) && fm[key] !== null) {
      problems.push({key: flag, value: fm[flag], expected: `no ${key} beside ${flag}: false (they contradict each other; keep one)`});
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
