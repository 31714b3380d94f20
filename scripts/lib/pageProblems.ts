/**
 * The checks of scripts/check-mdx.ts that a page's MDX tree answers: `<Limit>` names, components and their
 * imports, `<Tabs>` groupIds, links, code blocks (found here, parsed by scripts/lib/codeBlocks.ts, checked against
 * the runtime of the page's version by scripts/lib/exampleRuntime.ts and, for Python, the PyPI releases it runs by
 * scripts/lib/pythonExampleRuntime.ts, props with a default but not optional by
 * scripts/lib/propDefaults.ts, Bash exports not in the documented form by scripts/lib/bashExports.ts), the
 * `steps.trigger` fields examples read (scripts/lib/triggerFieldUses.ts), the labels of screens the prose names
 * (scripts/lib/uiLabelCheck.ts), and the prose's length, sections and unfinished markers. Pure: the tree comes
 * parsed by the build's MDX processor (scripts/lib/mdxPage.ts), the names, files and version through `PageContext`,
 * so a test can hand it any tree.
 */
import type {Code, Nodes, Root} from 'mdast';
import {externalLinkProblem} from '../../config/externalLinks';
import {walk} from '../../plugins/lib/anchors';
import {at, attribute, isJsx, limitProblems} from '../../plugins/lib/limitNames';
import {exampleRuntimeProblems, installedVersions} from './exampleRuntime';
import {pythonPackageProblems} from './pythonExampleRuntime';
import {propDefaultProblems} from './propDefaults';
import {bashExportProblems} from './bashExports';
import {triggerFieldProblems} from './triggerFieldUses';
import {uiLabelProblems} from './uiLabelCheck';
import type {WriterComponents} from './writerComponents';

/** The content guide's word floor for a page. */
export const MIN_WORDS = 250;
const UNFINISHED = /\b(TODO|TBD|FIXME|XXX)\b|lorem ipsum|coming soon|placeholder text/i;

export interface PageContext {
  /** Whether a name is a platform constant, the names `<Limit name="…">` takes (src/data/platform.ts). */
  readonly isLimitName: (name: string) => boolean;
  readonly components: WriterComponents;
  /** Whether a link's file exists, the link's path taken relative to the page's folder. */
  readonly linkedFileExists: (relativePath: string) => boolean;
  /** The page's docs version, and the runtime it states: what its examples are checked against. */
  readonly version: PageVersion;
}

export interface PageVersion {
  /** Docusaurus's name (`current`, `v1`): the key of src/data/platform.ts. */
  readonly name: string;
  /** What readers see: `v2`. */
  readonly label: string;
  /** The Node.js version code steps run (`nodeVersion` of src/data/platform.ts): `14`. */
  readonly nodeVersion: string;
  /** The Python version Python steps run (`pythonVersion`): `3.8`. */
  readonly pythonVersion: string;
}

export interface PageTrees {
  /** The text the trees were parsed from (the build's preprocessing applied: offsets point into it). */
  readonly text: string;
  /** The tree as written, before any of the build's plugins: what the writer's checks look at. */
  readonly written: Root;
  /**
   * The tree once the site's own remark plugins have run (plugins/docsRemarkPlugins.ts): elements they expand
   * (`<OpenApiOperations />`) are gone, so what is left must be a component the page can render.
   */
  readonly expanded: Root;
}

export interface PageFindings {
  readonly words: number;
  /** `##` sections as written. */
  readonly sections: number;
  /** Every code block as written, for scripts/lib/codeBlocks.ts. */
  readonly codeBlocks: readonly Code[];
  /** Problems of the page's elements and links, in the order of the checks. */
  readonly problems: readonly string[];
  /** Problems of the prose as a whole (length, sections, markers): reported after the code blocks'. */
  readonly proseProblems: readonly string[];
}

/** The names the page's own `import` statements bind (from the ES tree MDX gives each import). */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  walk(tree, (node) => {
    if (node.type !== 'mdxjsEsm') return;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers) names.add(s.local.name);
    }
  });
  return names;
}

/** The source with the front matter and code blocks cut out: the prose the word floor and markers count. */
export function proseOf(text: string, tree: Root): string {
  const cuts: [number, number][] = [];
  walk(tree, (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if ((node.type === 'code' || node.type === 'yaml') && start !== undefined && end !== undefined) cuts.push([start, end]);
  });
  let prose = '';
  let from = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    if (start < from) continue; // inside a cut already
    prose += `${text.slice(from, start)}\n`;
    from = end;
  }
  return prose + text.slice(from);
}

/**
 * Components a page uses: imported by the page, given to every page, or else reported, with the import to
 * add when it is a component of the site. Looked up in the tree the site's plugins have expanded.
 */
function componentProblems(tree: Root, ctx: PageContext): string[] {
  const imported = importedNames(tree);
  const problems: string[] = [];
  const seen = new Set<string>();
  walk(tree, (node) => {
    if (!isJsx(node) || !node.name) return;
    const name = node.name.split('.')[0]!; // `<Foo.Bar>` is Foo's
    if (!/^[A-Z]/.test(name) || seen.has(name)) return; // lower case: an HTML element
    seen.add(name);
    if (imported.has(name) || ctx.components.isGlobal(name)) return;
    const importLine = ctx.components.importLine(name);
    problems.push(
      importLine
        ? `${at(node)}<${name}> is used without its import: add \`${importLine}\` after the front matter`
        : `${at(node)}unknown component <${name}>`,
    );
  });
  return problems;
}

function tabsProblems(tree: Root): string[] {
  const problems: string[] = [];
  walk(tree, (node) => {
    if (isJsx(node) && node.name === 'Tabs' && !attribute(node, 'groupId'))
      problems.push(`${at(node)}<Tabs> without a groupId (the tab memory and links need one)`);
  });
  return problems;
}

/**
 * Markdown links (inline and reference definitions): to another page, a doc file that exists, with no anchor; outside
 * the site, https to a host config/externalLinks.ts allows, or mail to a Pipedream address, as the site check of the
 * build requires (tests/site/builtFiles.test.ts), so a writer hears it from check-mdx first.
 */
function linkProblems(tree: Root, ctx: PageContext): string[] {
  const problems: string[] = [];
  walk(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const target = node.url;
    if (/^[a-z][a-z\d+.-]*:/i.test(target) && !target.startsWith('pathname:')) {
      const problem = externalLinkProblem(target);
      if (problem) problems.push(`${at(node)}outside link ${target}: ${problem}`);
      return;
    }
    if (/^(#|\?)/.test(target)) return;
    if (target.startsWith('pathname:///docs/')) return; // a file the build writes (e.g. the OpenAPI document)
    const file = target.split('#')[0]!;
    if (!file.endsWith('.md') && !file.endsWith('.mdx')) problems.push(`${at(node)}link not to a .md file: ${target}`);
    else if (!ctx.linkedFileExists(file)) problems.push(`${at(node)}link target does not exist: ${target}`);
    if (target.includes('#')) problems.push(`${at(node)}link to an anchor on another page: ${target}`);
  });
  return problems;
}

/** Everything the trees say about a page, but whether its code blocks parse. */
export function pageProblems(page: PageTrees, ctx: PageContext): PageFindings {
  const codeBlocks: Code[] = [];
  let sections = 0;
  walk(page.written, (node) => {
    if (node.type === 'code') codeBlocks.push(node);
    else if (node.type === 'heading' && node.depth === 2) sections++;
  });
  const prose = proseOf(page.text, page.written);
  const words = prose.split(/\s+/).filter(Boolean).length;
  const installed = installedVersions(page.text);
  const problems = [
    ...limitProblems(page.written, ctx.isLimitName),
    ...componentProblems(page.expanded, ctx),
    ...tabsProblems(page.written),
    ...linkProblems(page.written, ctx),
    ...triggerFieldProblems(page.written, ctx.version),
    ...uiLabelProblems(page.written, ctx.version),
    ...codeBlocks.flatMap((block) => {
      const example = {lang: block.lang, value: block.value, firstLine: (block.position?.start.line ?? 0) + 1};
      return [
        ...exampleRuntimeProblems(example, {nodeVersion: ctx.version.nodeVersion, installed}),
        ...pythonPackageProblems({...example, meta: block.meta}, {pythonVersion: ctx.version.pythonVersion}),
        ...propDefaultProblems(example),
        ...bashExportProblems(example),
      ];
    }),
  ];
  const proseProblems: string[] = [];
  if (words < MIN_WORDS) proseProblems.push(`${words} words of prose, under the floor of ${MIN_WORDS}`);
  if (sections < 2) proseProblems.push(`${sections} "##" sections, at least 2 expected`);
  const marker = prose.match(UNFINISHED);
  if (marker) proseProblems.push(`unfinished marker "${marker[0]}"`);
  return {words, sections, codeBlocks, problems, proseProblems};
}
