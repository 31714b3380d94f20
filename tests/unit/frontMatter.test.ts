import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  formatProblem,
  frontMatterProblems,
  isDocFile,
  normalizeFrontMatter,
  showValue,
  type FrontMatter,
} from '@site/plugins/lib/frontMatter';
import {createParseFrontMatter} from '@site/config/frontMatter';

const staticFiles = new Set(['/img/thumbnails/code.svg']);
const doc = {isDoc: true, staticFileExists: (p: string) => staticFiles.has(p)};
const base = {title: 'Page', description: 'What the page is about.'};

function messages(fm: FrontMatter, ctx = doc): string[] {
  return frontMatterProblems(fm, ctx).map((p) => formatProblem('docs/x.md', p));
}

describe('front matter rules', () => {
  it('accepts a complete doc with every site key', () => {
    expect(
      messages({
        ...base,
        short_description: 'Short.',
        thumbnail: '/img/thumbnails/code.svg',
        content_class: 'code-page',
        prev: false,
        next: true,
        sidebar: false,
        hide_title: false,
        sidebar_position: 2.5,
        pagination_prev: null,
        toc_max_heading_level: 4,
        keywords: ['a', 'b'],
        version_notes: {v2: ['Email triggers take larger payloads.'], v3: ['x']},
      }),
    ).toEqual([]);
    expect(messages({...base, thumbnail: 'https://res.cloudinary.com/pd/image/upload/x.png'})).toEqual([]);
  });

  // Every bad case, with the one line it gives: file, key, value, what is expected.
  it.each<[string, FrontMatter, string]>([
    ['missing title', {description: 'd'}, 'Front matter of docs/x.md: "title" is (missing), expected a non-empty string (every doc needs one).'],
    ['missing description', {title: 't'}, 'Front matter of docs/x.md: "description" is (missing), expected a non-empty string (every doc needs one).'],
    ['empty title', {...base, title: ' '}, 'Front matter of docs/x.md: "title" is " ", expected a non-empty string.'],
    ['numeric description', {...base, description: 42}, 'Front matter of docs/x.md: "description" is 42, expected a non-empty string.'],
    [
      'short_description too long',
      {...base, short_description: 'x'.repeat(161)},
      `Front matter of docs/x.md: "short_description" is "${'x'.repeat(56)}… (161 characters), expected a non-empty string of at most 160 characters.`,
    ],
    ['short_description not a string', {...base, short_description: ['a']}, 'Front matter of docs/x.md: "short_description" is ["a"], expected a non-empty string of at most 160 characters.'],
    ['short_description empty', {...base, short_description: ''}, 'Front matter of docs/x.md: "short_description" is "", expected a non-empty string of at most 160 characters.'],
    [
      'thumbnail missing from static/',
      {...base, thumbnail: '/img/nope.png'},
      'Front matter of docs/x.md: "thumbnail" is "/img/nope.png", expected a file under static/ (static/img/nope.png does not exist), or an absolute http(s) URL.',
    ],
    [
      'thumbnail relative',
      {...base, thumbnail: 'img/code.svg'},
      'Front matter of docs/x.md: "thumbnail" is "img/code.svg", expected an absolute http(s) URL, or a site path to a file under static/ such as /img/thumbnails/code.svg.',
    ],
    [
      'thumbnail other scheme',
      {...base, thumbnail: 'ftp://example.com/x.png'},
      'Front matter of docs/x.md: "thumbnail" is "ftp://example.com/x.png", expected an absolute http(s) URL, or a site path to a file under static/ such as /img/thumbnails/code.svg.',
    ],
    [
      'thumbnail escaping static/',
      {...base, thumbnail: '/../package.json'},
      'Front matter of docs/x.md: "thumbnail" is "/../package.json", expected an absolute http(s) URL, or a site path to a file under static/ such as /img/thumbnails/code.svg.',
    ],
    [
      'content_class with a space',
      {...base, content_class: 'two classes'},
      'Front matter of docs/x.md: "content_class" is "two classes", expected one CSS class name: letters, digits, "-" and "_", not starting with a digit.',
    ],
    [
      'content_class starting with a digit',
      {...base, content_class: '2col'},
      'Front matter of docs/x.md: "content_class" is "2col", expected one CSS class name: letters, digits, "-" and "_", not starting with a digit.',
    ],
    ['prev as a string', {...base, prev: 'no'}, 'Front matter of docs/x.md: "prev" is "no", expected true or false.'],
    ['next as a number', {...base, next: 0}, 'Front matter of docs/x.md: "next" is 0, expected true or false.'],
    ['sidebar as a string', {...base, sidebar: 'false'}, 'Front matter of docs/x.md: "sidebar" is "false", expected true or false.'],
    ['hide_title as a string', {...base, hide_title: 'yes'}, 'Front matter of docs/x.md: "hide_title" is "yes", expected true or false.'],
    ['hide_table_of_contents', {...base, hide_table_of_contents: 1}, 'Front matter of docs/x.md: "hide_table_of_contents" is 1, expected true or false.'],
    ['draft', {...base, draft: 'true'}, 'Front matter of docs/x.md: "draft" is "true", expected true or false.'],
    ['pagination_next false', {...base, pagination_next: false}, 'Front matter of docs/x.md: "pagination_next" is false, expected a string, or null to turn it off.'],
    ['displayed_sidebar number', {...base, displayed_sidebar: 3}, 'Front matter of docs/x.md: "displayed_sidebar" is 3, expected a string, or null to turn it off.'],
    ['sidebar_position string', {...base, sidebar_position: 'first'}, 'Front matter of docs/x.md: "sidebar_position" is "first", expected a number.'],
    ['sidebar_label number', {...base, sidebar_label: 5}, 'Front matter of docs/x.md: "sidebar_label" is 5, expected a string.'],
    ['toc level out of range', {...base, toc_min_heading_level: 1}, 'Front matter of docs/x.md: "toc_min_heading_level" is 1, expected a whole number from 2 to 6.'],
    ['keywords as a string', {...base, keywords: 'a, b'}, 'Front matter of docs/x.md: "keywords" is "a, b", expected a list of strings.'],
    [
      'version_notes as a list',
      {...base, version_notes: ['A note.']},
      'Front matter of docs/x.md: "version_notes" is ["A note."], expected a map from version labels (v1, v2…) to lists of non-empty strings, such as {v2: ["Runs can last longer."]}.',
    ],
    [
      'version_notes with a note that is not a string',
      {...base, version_notes: {v2: [42]}},
      'Front matter of docs/x.md: "version_notes" is {"v2":[42]}, expected a map from version labels (v1, v2…) to lists of non-empty strings, such as {v2: ["Runs can last longer."]}.',
    ],
    [
      'version_notes under a name that is no version label',
      {...base, version_notes: {current: ['A note.']}},
      'Front matter of docs/x.md: "version_notes" is {"current":["A note."]}, expected a map from version labels (v1, v2…) to lists of non-empty strings, such as {v2: ["Runs can last longer."]}.',
    ],
    [
      'prev: false with pagination_prev',
      {...base, prev: false, pagination_prev: 'quickstart/index'},
      'Front matter of docs/x.md: "prev" is false, expected no pagination_prev beside prev: false (they contradict each other; keep one).',
    ],
  ])('%s', (_name, fm, line) => {
    const out = messages(fm);
    expect(out).toEqual([line]);
    expect(out[0]).not.toContain('\n');
  });

  it('does not ask non-doc files (partials, pages) for a title or description', () => {
    expect(messages({}, {...doc, isDoc: false})).toEqual([]);
    expect(messages({title: 3}, {...doc, isDoc: false})).toEqual(['Front matter of docs/x.md: "title" is 3, expected a string.']);
  });

  it('reports every problem of a file, one line each', () => {
    expect(messages({title: 't', description: 'd', prev: 'x', content_class: '1'})).toHaveLength(2);
  });
});

describe('showValue', () => {
  it('shows JSON, cut short, with the length of long strings', () => {
    expect(showValue(undefined)).toBe('(missing)');
    expect(showValue(null)).toBe('null');
    expect(showValue({a: 1})).toBe('{"a":1}');
    expect(showValue('y'.repeat(100))).toMatch(/^"y{56}… \(100 characters\)$/);
  });
});

describe('mapping to Docusaurus keys', () => {
  it('map false to the Docusaurus keys and keep what the writer wrote', () => {
    expect(normalizeFrontMatter({title: 't', prev: false, next: false, sidebar: false})).toEqual({
      title: 't',
      prev: false,
      next: false,
      sidebar: false,
      pagination_prev: null,
      pagination_next: null,
      displayed_sidebar: null,
    });
  });
  it('make a raster thumbnail the social image unless the page has one', () => {
    expect(normalizeFrontMatter({thumbnail: '/img/card.png'})).toEqual({thumbnail: '/img/card.png', image: '/img/card.png'});
    expect(normalizeFrontMatter({thumbnail: 'https://x.org/a.JPG?w=2'})).toMatchObject({image: 'https://x.org/a.JPG?w=2'});
    const svg = {thumbnail: '/img/thumbnails/code.svg'};
    expect(normalizeFrontMatter(svg)).toBe(svg);
    const own = {thumbnail: '/img/card.png', image: '/img/other.png'};
    expect(normalizeFrontMatter(own)).toBe(own);
  });
  it('leave true, absent flags and other keys alone', () => {
    const fm = {title: 't', prev: true, pagination_next: 'a/b'};
    expect(normalizeFrontMatter(fm)).toBe(fm);
  });
});

describe('isDocFile', () => {
  it.each([
    ['docs/code/nodejs/index.md', true],
    ['docs/limits.mdx', true],
    ['versioned_docs/version-v1/quickstart.md', true],
    ['docs/_partials/intro.md', false],
    ['docs/code/_snippet.mdx', false],
    ['src/pages/about.md', false],
    ['versioned_docs/readme.md', false],
    ['docs/api/_category_.json', false],
  ])('%s → %s', (file, expected) => expect(isDocFile(file)).toBe(expected));
});

describe('the parseFrontMatter hook', () => {
  let root: string;
  const defaultParse = async ({fileContent}: {fileContent: string}) => {
    const data = JSON.parse(/^---\n([\s\S]*?)\n---/.exec(fileContent)![1]!) as Record<string, unknown>;
    return {frontMatter: data, content: 'body'};
  };
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-'));
    fs.mkdirSync(path.join(root, 'static', 'img'), {recursive: true});
    fs.writeFileSync(path.join(root, 'static', 'img', 'card.png'), '');
  });
  afterAll(() => fs.rmSync(root, {recursive: true, force: true}));
  const run = (file: string, fm: object) =>
    createParseFrontMatter(root)({
      filePath: path.join(root, file),
      fileContent: `---\n${JSON.stringify(fm)}\n---`,
      defaultParseFrontMatter: defaultParse,
    });

  it('checks thumbnails against static/ and maps the short flags', async () => {
    const out = await run('docs/a.md', {...base, thumbnail: '/img/card.png', sidebar: false});
    expect(out.frontMatter).toEqual({...base, thumbnail: '/img/card.png', image: '/img/card.png', sidebar: false, displayed_sidebar: null});
  });
  it('throws one line naming the file relative to the site', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(run('versioned_docs/version-v1/b.md', {...base, thumbnail: '/img/none.png'})).rejects.toThrow(
      'Front matter of versioned_docs/version-v1/b.md: "thumbnail" is "/img/none.png", expected a file under static/ (static/img/none.png does not exist), or an absolute http(s) URL.',
    );
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
  it('only asks docs for a title', async () => {
    await expect(run('src/pages/x.md', {})).resolves.toEqual({frontMatter: {}, content: 'body'});
  });
});
