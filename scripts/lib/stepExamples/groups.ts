/**
 * The step examples a page shows in language tabs (`<Tabs groupId="language">`): one program per tab, each meant
 * to do the same thing in its language. scripts/check-examples.ts runs every tab of a group on the same inputs
 * and compares what they do.
 */
export type StepLang = 'nodejs' | 'python' | 'go' | 'bash';

export interface StepTab {
  readonly lang: StepLang;
  readonly code: string;
  /** The page line of the block's first code line. */
  readonly firstLine: number;
  /** A v1 code step (`isV1Step`), not a `defineComponent` step. */
  readonly v1?: true;
}

export interface TabGroup {
  readonly file: string;
  /** The page line of `<Tabs groupId="language">`, or of a single example's first code line. */
  readonly line: number;
  readonly tabs: readonly StepTab[];
  /** A step example that stands alone (./groups.ts `singleStepExamples`): nothing to compare it with. */
  readonly single?: boolean;
  /** A single example that is an HTTP source (`isHttpSource`): its `run(event)` gets the trigger event, not `{ steps, $ }`. */
  readonly source?: true;
  /** A group with a v1 code step among its tabs (`StepTab.v1`): the body of an async function, with `steps`, `event`, `params`, `auths`, `$end`, …. */
  readonly v1?: true;
}

const fenceLang: Readonly<Record<StepLang, readonly string[]>> = {
  nodejs: ['js', 'javascript'],
  python: ['python', 'py'],
  go: ['go'],
  bash: ['bash', 'sh', 'shell'],
};

/** Whether a block is a step of its language: code the platform runs, not a script a reader runs elsewhere. */
const isStep: Readonly<Record<StepLang, RegExp>> = {
  // A workflow step: `run({ steps, $ })` (a source's `run(event)` and an app file are not steps;
  // an HTTP source runs as a single example, `isHttpSource`)
  nodejs: /\bdefineComponent\s*\([\s\S]*\brun\s*\(\s*\{[^}]*\b(?:steps|\$)\b/,
  python: /^def handler\(pd\b/m,
  // A Go step that imports pipedream-go; `isGoStep` also takes a `package main` the reader does not run elsewhere
  go: /"github\.com\/PipedreamHQ\/pipedream-go"/,
  bash: /\$\{?PIPEDREAM_(?:STEPS|EXPORTS)\b/,
};

/**
 * A Node.js source component with an HTTP interface prop (`"$.interface.http"`, or `type: "$.interface.http"`) and a
 * `run(event)`: run as a single example on the HTTP trigger's event. Timer sources, and sources without an HTTP prop,
 * are left out: their event is no request the scenarios can vary.
 */
export const isHttpSource = (code: string) => /["']\$\.interface\.http["']/.test(code) && /\brun\s*\(\s*event\s*\)/.test(code);

/** A page of the v1 docs, where a Node.js code step is the body of an async function (`isV1Step`). */
export const isV1Page = (file: string) => /(?:^|\/)versioned_docs\/version-v1\//.test(file);

/**
 * Whether a `js` block of a v1 page is a v1 code step: the body of the async function Pipedream runs
 * (versioned_docs/version-v1/workflows/steps/code/index.md), which may read `steps`, `event`, `params`, `auths`, call
 * `$end`, `$respond`, `$send.*`, use `$checkpoint`, export with `this.name =`, or only require a package and return.
 * Every block is one but a `fragment` (fence meta), a component (`module.exports`, `defineComponent`), and a script a
 * reader runs on their own machine or in a browser (it exits, reads its arguments, listens on a port, or opens an
 * `EventSource`).
 */
export function isV1Step(code: string, meta: string): boolean {
  if (/\bfragment\b/.test(meta)) return false;
  if (/\bmodule\.exports\b|\bdefineComponent\s*\(/.test(code)) return false;
  return !/\bprocess\.exit\b|\bprocess\.argv\b|\.listen\s*\(|\bnew EventSource\b|\bdocument\.|\bwindow\./.test(code);
}

/**
 * Whether a Go block is a step: it imports pipedream-go, or it is a `package main` with a `func main()` that is not a
 * program a reader runs on their own machine (it reads its arguments, listens on a port, or reads an event stream).
 * Pipedream runs a Go step's `main`; pipedream-go is only needed to read `steps` or to export.
 */
export function isGoStep(code: string): boolean {
  if (isStep.go.test(code)) return true;
  if (!/^package main\b/m.test(code) || !/^func main\(\) \{/m.test(code)) return false;
  return !/\bos\.Args\b|\bflag\.Parse\b|\bListenAndServe\b|text\/event-stream/.test(code);
}

/** Whether a block of a language is a step of it (`isStep`, and `isGoStep` for Go). */
const isStepOf = (lang: StepLang, code: string) => (lang === 'go' ? isGoStep(code) : isStep[lang].test(code));

/** A fenced code block: its fence, language, the rest of its first line (the meta: `fragment`) and its code. */
export const fencedBlock = /^(`{3,})(\w*)([^\n]*)\n([\s\S]*?)^\1\s*$/gm;

export const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The language tab groups of a page with at least two step tabs. A tab's step is its first step block; a tab with
 * none (prose only, or a script the reader runs on their machine) is not part of the comparison.
 */
export function stepTabGroups(file: string, text: string): TabGroup[] {
  const groups: TabGroup[] = [];
  for (const g of text.matchAll(/^<Tabs groupId="language">\n([\s\S]*?)^<\/Tabs>/gm)) {
    const groupStart = g.index!;
    const bodyStart = groupStart + g[0].indexOf('\n') + 1;
    const tabs: StepTab[] = [];
    for (const t of g[1]!.matchAll(/^<TabItem value="(\w+)"[^>]*>\n([\s\S]*?)^<\/TabItem>/gm)) {
      const lang = t[1] as StepLang;
      if (!(lang in fenceLang)) continue;
      const tabStart = bodyStart + t.index! + t[0].indexOf('\n') + 1;
      for (const b of t[2]!.matchAll(fencedBlock)) {
        if (!fenceLang[lang].includes(b[2]!)) continue;
        const v1 = lang === 'nodejs' && !isStep.nodejs.test(b[4]!) && isV1Page(file) && isV1Step(b[4]!, b[3]!);
        if (!(isStepOf(lang, b[4]!) || v1)) continue;
        tabs.push({lang, code: b[4]!, firstLine: lineOf(text, tabStart + b.index!) + 1, ...(v1 && {v1: true as const})});
        break;
      }
    }
    // A group whose Node.js tab is a v1 code step runs that tab as one
    const v1 = tabs.some((t) => t.v1);
    if (tabs.length >= 2) groups.push({file, line: lineOf(text, groupStart), tabs, ...(v1 && {v1: true as const})});
  }
  return groups;
}

export const langOfFence = new Map(Object.entries(fenceLang).flatMap(([lang, fences]) => fences.map((f) => [f, lang as StepLang])));

/**
 * The step examples of a page that stand alone: every step block (of a fence language and with a step's form, as in
 * a tab) that is not the step of a tab in a group `stepTabGroups` returns, each as a group of one tab whose line is
 * the block's first code line. Blocks outside any `<Tabs>`, and the one step of a language group with one step tab.
 * `tabGroups`: the page's groups when the caller has them already (check-mdx), so the page is not parsed twice.
 * A Node.js HTTP source (`isHttpSource`) is a single example too, marked `source`.
 */
export function singleStepExamples(file: string, text: string, tabGroups: readonly TabGroup[] = stepTabGroups(file, text)): TabGroup[] {
  const inGroups = new Set(tabGroups.flatMap((g) => g.tabs.map((t) => t.firstLine)));
  const out: TabGroup[] = [];
  for (const b of text.matchAll(fencedBlock)) {
    const lang = langOfFence.get(b[2]!);
    const code = b[4]!;
    const source = lang === 'nodejs' && isHttpSource(code);
    const v1 = lang === 'nodejs' && !source && !isStep.nodejs.test(code) && isV1Page(file) && isV1Step(code, b[3]!);
    if (!lang || !(isStepOf(lang, code) || source || v1)) continue;
    const firstLine = lineOf(text, b.index!) + 1;
    if (inGroups.has(firstLine)) continue;
    out.push({file, line: firstLine, tabs: [{lang, code, firstLine, ...(v1 && {v1: true as const})}], single: true, ...(source && {source: true as const}), ...(v1 && {v1: true as const})});
  }
  return out;
}
