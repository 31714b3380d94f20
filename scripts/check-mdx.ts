/**
 * The content check (content-guide.md): MDX compiles (the build's processor, scripts/lib/mdxPage.ts), front
 * matter has title and description and follows the build's rules (config/frontMatter.ts, the same module),
 * every `#anchor` of a link exists on its page (plugins/lib/anchors.ts, the build's check), and what the page's
 * tree says (scripts/lib/pageProblems.ts): at least two `##` sections, no unfinished markers, at least
 * MIN_WORDS words of prose, <Limit> names of src/data/platform.ts, components the page can use, relative
 * links to existing doc files, every code block names its language and parses (scripts/lib/codeBlocks.ts).
 * Imports of the site's files that resolve and no `<script>` (plugins/lib/importCheck.ts, scriptCheck.ts, the
 * build's checks); REST operations the prose names exist in openapi/pipedream.yaml with their required parameters, and
 * no platform value of another docs version (plugins/remarkContentChecks.ts, the build's check too); JavaScript
 * examples use nothing newer than the version's Node.js and name a release of packages that need newer
 * (scripts/lib/exampleRuntime.ts). Step examples in language tabs (`<Tabs groupId="language">`) run, every tab on the
 * same inputs (typical, awkward text, null fields, an empty or a text body, a service answering 500 or refusing the
 * connection, a failure reported inside a 200 answer) against fake services, and must not crash, must fail when the
 * service reported a failure, and must agree (scripts/lib/stepExamples).
 * Arguments are read by scripts/lib/checkMdxArgs.ts: pages, or folders meaning every page in them.
 * Usage: npx tsx scripts/check-mdx.ts [--json] <file.md | folder…>   (exit 1 on any problem; --json prints
 * [{file, words, sections, codeBlocks, problems}] and exits 0)
 * tests/unit/content.test.ts runs it over every page of every version.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {createFrontMatterCheck} from '../config/frontMatter';
import {remarkTransform} from '../plugins/anchorCheckPlugin';
import {beforeDefaultRemarkPlugins} from '../plugins/docsRemarkPlugins';
import {isLimitName} from '../src/data/platform';
import {createAnchorChecker, formatAnchorProblem} from '../plugins/lib/anchors';
import {formatProblem} from '../plugins/lib/frontMatter';
import {componentExports} from '../plugins/lib/markdownExport/components';
import {importProblems} from '../plugins/lib/importCheck';
import {scriptProblems} from '../plugins/lib/scriptCheck';
import {CheckMdxArgsError, checkMdxUsage, readCheckMdxArgs} from './lib/checkMdxArgs';
import {contentCheckProblems} from '../plugins/remarkContentChecks';
import {pageDiagramProblems} from '../plugins/lib/diagrams';
import {createCodeChecker} from './lib/codeBlocks';
import {limitsSectionProblems} from './lib/limitsSections';
import {genericLinkProblems} from './lib/genericLinks';
import {createPageCompiler} from './lib/mdxPage';
import {pageProblems, type PageContext} from './lib/pageProblems';
import {pageVersion} from './lib/pageVersion';
import {frontMatterLine} from './lib/frontMatterLine';
import {loadWriterComponents} from './lib/writerComponents';
import {StepExamplesSetupError, singleStepExamples, stepExampleProblems, stepTabGroups, type TabGroup} from './lib/stepExamples';
import {nonStepExamples, requestTimeoutProblems} from './lib/stepExamples/requestTimeouts';

const root = path.join(__dirname, '..');

interface FileReport {
  readonly file: string;
  readonly words: number;
  readonly sections: number;
  readonly codeBlocks: number;
  readonly problems: string[];
  /** Step examples not run, with the reason (scripts/lib/stepExamples/fixtures.ts `notRunnablePackages`). */
  readonly notRun: string[];
}

/** The file as messages name it: relative to the site when inside it. */
const siteRelative = (abs: string) => (abs.startsWith(root + path.sep) ? path.relative(root, abs).split(path.sep).join('/') : abs);

/** The front matter as the build reads it (Docusaurus's parser, then the site's rules), each problem with its line. */
async function frontMatterProblems(abs: string, source: string, check: ReturnType<typeof createFrontMatterCheck>) {
  const problems: string[] = [];
  let frontMatter: Record<string, unknown> = {};
  try {
    ({frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: abs, fileContent: source}));
  } catch (e) {
    problems.push(`front matter does not parse: ${String((e as Error).message).split('\n')[0]}`);
    return {frontMatter, problems};
  }
  for (const key of ['title', 'description']) if (!frontMatter[key]) problems.push(`front matter: missing ${key}`);
  const lined = check(abs, frontMatter, true)
    .problems.filter((p) => !(p.value === undefined && (p.key === 'title' || p.key === 'description'))) // "missing" above
    .map((p) => ({p, line: frontMatterLine(source, p.key)}))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  for (const {p, line} of lined) problems.push(`${line ? `line ${line}: ` : ''}${formatProblem(siteRelative(abs), p)}`);
  return {frontMatter, problems};
}

async function main(args: readonly string[]): Promise<number> {
  let json: boolean;
  let files: readonly string[];
  try {
    ({json, files} = readCheckMdxArgs(args));
  } catch (e) {
    if (!(e instanceof CheckMdxArgsError)) throw e;
    if (e.showUsage) (e.status === 0 ? console.log : console.error)(checkMdxUsage);
    else console.error(`check-mdx: ${e.message}`);
    return e.status;
  }
  const checkFrontMatter = createFrontMatterCheck(root);
  const checkAnchors = createAnchorChecker({
    readFile: (file) => fs.readFileSync(path.resolve(root, file), 'utf8'),
    transform: remarkTransform(root, beforeDefaultRemarkPlugins),
  });
  const compile = await createPageCompiler(root);
  const components = loadWriterComponents(root, Object.keys(componentExports));
  const code = createCodeChecker();
  const reports: FileReport[] = [];
  const sources = new Map<string, string>();
  for (const file of files) {
    try {
      sources.set(file, fs.readFileSync(path.resolve(file), 'utf8'));
    } catch (e) {
      console.error(`check-mdx: ${file}: ${(e as Error).message}`);
      return 1;
    }
  }
  // The step examples in language tabs, all pages' at once (one process per language: scripts/lib/stepExamples),
  // started first: their runs (child processes) go on while this process compiles the pages.
  const groupsOf = new Map(
    files.map((file) => {
      const site = siteRelative(path.resolve(file));
      const tabGroups = stepTabGroups(site, sources.get(file)!);
      return [file, [...tabGroups, ...singleStepExamples(site, sources.get(file)!, tabGroups)]];
    }),
  );
  const groups: TabGroup[] = [...groupsOf.values()].flat();
  const stepProblems = stepExampleProblems(root, groups).then(
    (problems) => ({problems}),
    (error: unknown) => ({error}),
  );
  for (const file of files) {
    const abs = path.resolve(file);
    const source = sources.get(file)!;
    const {frontMatter, problems} = await frontMatterProblems(abs, source, checkFrontMatter);
    for (const p of checkAnchors(siteRelative(abs))) problems.push(formatAnchorProblem(p));
    const {trees, error} = await compile(abs, source, frontMatter);
    if (error) problems.push(`${error.line ? `line ${error.line}: ` : ''}MDX: ${error.message}`);
    const context: PageContext = {
      isLimitName,
      components,
      linkedFileExists: (target) => fs.existsSync(path.resolve(path.dirname(abs), target)),
      version: pageVersion(root, abs),
    };
    const findings = trees && pageProblems(trees, context);
    if (trees)
      problems.push(
        ...importProblems(trees.written, abs, root),
        ...scriptProblems(trees.written),
        ...contentCheckProblems(trees.written, root, siteRelative(abs)),
        // The content rule on limits sections (CONTRIBUTING.md): one run limit at most, the limits page for the rest.
        ...limitsSectionProblems(source, siteRelative(abs)),
        // The content rule on link text (CONTRIBUTING.md): a link names where it leads, not "here" or "more".
        ...genericLinkProblems(source),
        // Mermaid diagrams: the build's own check (plugins/remarkDiagrams.ts), which check-mdx's compile does not run.
        ...(await pageDiagramProblems(trees.written)),
        // Requests without a time limit in the page's components (its step examples' are among the step problems)
        ...requestTimeoutProblems(nonStepExamples(siteRelative(abs), source, groupsOf.get(file)!)).map((p) => `line ${p.line}: ${p.message}`),
      );
    if (findings) {
      problems.push(...findings.problems);
      for (const block of findings.codeBlocks) code.check(block, problems);
      problems.push(...findings.proseProblems);
    }
    reports.push({file, words: findings?.words ?? 0, sections: findings?.sections ?? 0, codeBlocks: findings?.codeBlocks.length ?? 0, problems, notRun: []});
  }
  code.runQueued();
  const steps = await stepProblems;
  if ('error' in steps) {
    if (!(steps.error instanceof StepExamplesSetupError)) throw steps.error;
    console.error(`check-mdx: cannot run the step examples: ${steps.error.message}`);
    return 1;
  }
  const reportOf = new Map(reports.map((r) => [siteRelative(path.resolve(r.file)), r]));
  // Examples that cannot run here (fixtures.ts `notRunnablePackages`) are listed with the reason, never skipped silently
  for (const p of steps.problems) reportOf.get(p.file)![p.notRun ? 'notRun' : 'problems'].push(`line ${p.line}: ${p.message}`);
  if (json) {
    console.log(JSON.stringify(reports));
    return 0;
  }
  for (const {file, words, problems, notRun} of reports) {
    console.log(`${problems.length ? '✗' : '✓'} ${file} (${words} words)`);
    for (const p of problems) console.log(`    ${p}`);
    for (const n of notRun) console.log(`    (step example ${n})`);
  }
  return reports.some((r) => r.problems.length) ? 1 : 0;
}

// exitCode, not exit(): the JSON of every page is large, and leaving lets it all reach a pipe first.
main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  },
);
