/**
 * Problems in what the tabs of a group did on each input (./run.ts): a tab that crashes (an uncaught type error,
 * a KeyError, a panic, a jq error: the example did not expect the input), tabs where one ends and another fails,
 * and tabs that end with different exports or send different requests.
 */
import {fakeApis} from './fakeApis';
import {pageFixtures} from './fixtures';
import type {StepLang, TabGroup} from './groups';
import type {Outcome, RecordedRequest, RunResult} from './run';

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

export const langLabel: Readonly<Record<StepLang, string>> = {nodejs: 'Node.js', python: 'Python', go: 'Go', bash: 'Bash'};

/** A value as text with sorted keys, timestamps made equal (each tab reads its own clock). */
export function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, sorted(x)])) : v;
  return JSON.stringify(sorted(value) ?? null).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?/g, '<time>');
}

/**
 * What tabs must agree on when they end: the requests they send, and what they export. Node.js and Python export
 * the same values (names aside: `$return_value` in one may be a named export in the other). Go and Bash steps have
 * no return value, so each value they export must be one the Node.js or Python step exports, at any depth: a Go
 * export `message` of `{channel, ts}` matches a Node.js return value of the same object, and so do two exports
 * `channel` and `ts`. A step's summary and the reason of an early end are not compared.
 */
function signature(o: Outcome) {
  const exported = Object.entries(o.exports).filter(([name]) => name !== '$summary' && name !== '$end').map(([, v]) => v);
  const values = exported.map(canonical).sort();
  const requests = o.requests.map((r: RecordedRequest) => canonical({method: r.method, url: r.url, body: r.body ?? null, authorization: r.authorization ?? null}));
  return {values, requests, exported};
}

/** Every value inside a value, itself included. */
function within(v: unknown, into = new Set<string>()): Set<string> {
  into.add(canonical(v));
  if (v && typeof v === 'object') for (const x of Object.values(v)) within(x, into);
  return into;
}

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);

export function problemsOf(result: RunResult): Problem[] {
  const out: Problem[] = [];
  const byGroup = new Map<TabGroup, typeof result.runs[number][]>();
  for (const r of result.runs) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);
  for (const [group, runs] of byGroup) {
    const built = result.buildProblems.get(group);
    const goTab = group.tabs.find((t) => t.lang === 'go');
    if (built && goTab) out.push({file: group.file, line: goTab.firstLine, message: `the Go example does not compile: ${built}`});
    const onPurpose = pageFixtures[group.file]?.differentOnPurpose !== undefined;
    const crashes = new Map<number, string[]>();
    const hosts = new Set<string>();
    for (const scenario of new Set(runs.map((r) => r.scenario))) {
      const tabs = runs.filter((r) => r.scenario === scenario).map((r) => ({tab: group.tabs[r.tab]!, index: r.tab, o: result.outcomes.get(r.id)}));
      const ran = tabs.filter((t): t is typeof t & {o: Outcome} => t.o !== undefined);
      for (const t of ran) for (const r of t.o.requests) if (!(r.url.split('/')[0]! in fakeApis)) hosts.add(r.url.split('/')[0]!);
      for (const t of ran) if (t.o.status === 'crash') crashes.set(t.index, [...(crashes.get(t.index) ?? []), `${scenario.describe} (${clip(t.o.message ?? '')})`]);
      const judged = ran.filter((t) => t.o.status !== 'crash');
      const ended = judged.filter((t) => t.o.status === 'ok');
      const failed = judged.filter((t) => t.o.status === 'error');
      if (ended.length && failed.length && !onPurpose) {
        out.push({
          file: group.file,
          line: group.line,
          message: `the tabs disagree on ${scenario.describe}: ${ended.map((t) => langLabel[t.tab.lang]).join(', ')} end${ended.length === 1 ? 's' : ''}, ${failed.map((t) => `${langLabel[t.tab.lang]} fails ("${clip(t.o.message ?? '', 100)}")`).join(', ')}`,
        });
        continue;
      }
      if (ended.length < 2 || onPurpose) continue;
      const [first, ...rest] = ended;
      const a = signature(first!.o);
      const reference = ended.find((t) => t.tab.lang === 'nodejs' || t.tab.lang === 'python');
      const referenceValues = reference && new Set(signature(reference.o).exported.flatMap((v) => [...within(v)]));
      for (const t of rest) {
        const b = signature(t.o);
        const sameExports =
          t.tab.lang === 'go' || t.tab.lang === 'bash'
            ? !referenceValues || b.exported.every((v) => referenceValues.has(canonical(v)))
            : a.values.join() === b.values.join();
        const ref = t.tab.lang === 'go' || t.tab.lang === 'bash' ? (reference ?? first!) : first!;
        const refValues = signature(ref.o).values;
        const what = [
          !sameExports && `exports ${clip(b.values.join(', ') || 'nothing')} where ${langLabel[ref.tab.lang]} exports ${clip(refValues.join(', ') || 'nothing')}`,
          a.requests.join() !== b.requests.join() && `sends ${clip(b.requests.join(', ') || 'no request')} where ${langLabel[first!.tab.lang]} sends ${clip(a.requests.join(', ') || 'no request')}`,
        ].filter(Boolean);
        if (what.length) out.push({file: group.file, line: t.tab.firstLine, message: `on ${scenario.describe}, the ${langLabel[t.tab.lang]} example ${what.join(', and ')}`});
      }
    }
    for (const [index, list] of crashes) {
      const tab = group.tabs[index]!;
      out.push({file: group.file, line: tab.firstLine, message: `the ${langLabel[tab.lang]} example crashes on ${list.join('; on ')}`});
    }
    for (const host of hosts) out.push({file: group.file, line: group.line, message: `the examples call ${host}, which has no fake service in scripts/lib/stepExamples/fakeApis.ts`});
  }
  return out.sort((x, y) => (x.file === y.file ? x.line - y.line : x.file < y.file ? -1 : 1));
}
