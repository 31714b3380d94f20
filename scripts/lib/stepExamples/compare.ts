/**
 * Problems in what the tabs of a group did on each input (./run.ts): a tab that crashes (an uncaught type error,
 * a KeyError, a panic, a jq error: the example did not expect the input), tabs where one ends and another fails,
 * and tabs that end with different exports or send different requests. A single step example (a group of one tab,
 * `single`) has nothing to compare: its problems are a crash, a missing value shown as text, an end although the
 * service reported a failure inside a 2xx answer, and a host with no fake. In both, a data store key built from a
 * missing value (`order:[object Object]`, `order:`) is a problem: two different records would share it; so are a
 * Node.js export of `undefined`, an end on the service's empty success answer or HTML page without a value the
 * typical input's run exports (`lostExports`), an end with that HTML page saved to a file of /tmp that is not HTML (a
 * download that took it for the PDF), and a source's event that is not an object (`notAnEvent`). Without the
 * environment variables (the `unset` input), tabs are not compared: each is checked on its own.
 */
import {failuresInside2xx, fakeApis} from './fakeApis';
import {pageFixtures} from './fixtures';
import type {StepLang, TabGroup} from './groups';
import type {Outcome, RecordedRequest, RunResult} from './run';
import {envNames, fieldNames, onlySpaces} from './scenarios';
import {withoutRunNames} from './savedPages.cjs';

export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly message: string;
  /** Not a problem: an example that imports a package of fixtures.ts `notRunnablePackages`, with the reason it cannot run. */
  readonly notRun?: true;
}

export const langLabel: Readonly<Record<StepLang, string>> = {nodejs: 'Node.js', python: 'Python', go: 'Go', bash: 'Bash'};

/**
 * A value as text with sorted keys, timestamps made equal (each tab reads its own clock), without members that are
 * null (Node.js drops a member that is `undefined` when it serializes an export, where Python keeps `None` as null)
 * and without the run's name in the HTML page input (each tab passes on the page its run got).
 */
export function canonical(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, x]) => x !== null && x !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, x]) => [k, sorted(x)]),
          )
        : v;
  return withoutRunNames(JSON.stringify(sorted(value) ?? null)).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:?\d\d)?/g, '<time>');
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
  const requests = o.requests.map((r) => canonical(requestShape(r)));
  return {values, requests, exported};
}

const requestShape = (r: RecordedRequest) => ({method: r.method, url: r.url, body: r.body ?? null, authorization: r.authorization ?? null});

/** Every value inside a value, itself included. */
function within(v: unknown, into = new Set<string>()): Set<string> {
  into.add(canonical(v));
  if (v && typeof v === 'object') for (const x of Object.values(v)) within(x, into);
  return into;
}

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** Where two JSON values first differ: `at body.values[0][2]: "" where … has null`. */
export function firstDifference(a: unknown, b: unknown, at = ''): {at: string; a: string; b: string} | null {
  if (canonical(a) === canonical(b)) return null;
  const bothArrays = Array.isArray(a) && Array.isArray(b);
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b);
  if (bothArrays || bothObjects) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = bothArrays ? [...Array(Math.max((a as unknown[]).length, (b as unknown[]).length)).keys()].map(String) : [...new Set([...Object.keys(x), ...Object.keys(y)])].sort();
    for (const k of keys) {
      const d = firstDifference(x[k], y[k], bothArrays ? `${at}[${k}]` : at ? `${at}.${k}` : k);
      if (d) return d;
    }
  }
  const text = (v: unknown) => (v === undefined ? 'nothing' : clip(canonical(v), 80));
  return {at: at || 'the top', a: text(a), b: text(b)};
}

const hostOf = (r: RecordedRequest) => r.url.split('/')[0]!;
/** Go and Bash steps have no return value: they can only export. */
const exportsOnly = (lang: StepLang) => lang === 'go' || lang === 'bash';

interface Ended {
  readonly tab: TabGroup['tabs'][number];
  readonly o: Outcome;
}

/** How each tab that ended differs from the others: its exports, then its requests (see `signature`). */
function differences(ended: readonly Ended[]): {tab: Ended['tab']; text: string}[] {
  const [first, ...rest] = ended;
  const a = signature(first!.o);
  const reference = ended.find((t) => !exportsOnly(t.tab.lang));
  const referenceValues = reference && new Set(signature(reference.o).exported.flatMap((v) => [...within(v)]));
  const out: {tab: Ended['tab']; text: string}[] = [];
  for (const t of rest) {
    const b = signature(t.o);
    const only = exportsOnly(t.tab.lang);
    const ref = only ? (reference ?? first!) : first!;
    const refValues = signature(ref.o).values;
    const sameExports = only ? !referenceValues || b.exported.every((v) => referenceValues.has(canonical(v))) : a.values.join() === b.values.join();
    const what: string[] = [];
    if (!sameExports) {
      const extra = b.values.filter((v) => !refValues.includes(v));
      const missing = refValues.filter((v) => !b.values.includes(v));
      what.push(
        only
          ? `exports ${clip(extra.join(', ') || 'nothing more')}, which ${langLabel[ref.tab.lang]} does not export`
          : `exports ${clip(extra.join(', ') || 'nothing more')} and not ${clip(missing.join(', ') || 'nothing')}, which ${langLabel[ref.tab.lang]} exports`,
      );
    }
    if (a.requests.join() !== b.requests.join()) {
      const d = firstDifference(first!.o.requests.map(requestShape), t.o.requests.map(requestShape), 'requests')!;
      what.push(`sends ${d.b} at ${d.at}, where ${langLabel[first!.tab.lang]} sends ${d.a}`);
    }
    if (what.length) out.push({tab: t.tab, text: `the ${langLabel[t.tab.lang]} example ${what.join(', and ')}`});
  }
  return out;
}

/**
 * What a language prints for a value that is missing or of the wrong kind, in text a reader sees: JavaScript's
 * `undefined`, `NaN`, `[object Object]`, Python's `None`, Go's `<nil>`, `map[…]` and `%!v(…)`, jq's `null`.
 */
const missingValueText = /\bundefined\b|\bNaN\b|\[object Object\]|\bNone\b|\bnull\b|<nil>|\bmap\[|%!\w/;

/** `null` as a member or an item of JSON text: `"name": null`, `[null`, `,null]` (not the `, null!` of a sentence). */
const jsonNull = /"\s*:\s*null\b|\[\s*null\b|,\s*null(?=\s*[,\]])/g;

/** The first text in an outcome's exports or request bodies that shows a missing value, with where it is. */
export function missingValueShown(o: Outcome): string | null {
  const find = (v: unknown, at: string): string | null => {
    // JSON in text (a body sent on as JSON) shows null as JSON does: not a missing value
    if (typeof v === 'string') return missingValueText.test(v.replace(jsonNull, '')) ? `${at}: ${clip(JSON.stringify(v), 80)}` : null;
    if (!v || typeof v !== 'object') return null;
    for (const [k, x] of Object.entries(v)) {
      const found = find(x, Array.isArray(v) ? `${at}[${k}]` : `${at}.${k}`);
      if (found) return found;
    }
    return null;
  };
  const places: [unknown, string][] = [
    ...Object.entries(o.exports).map(([name, v]): [unknown, string] => [v, name]),
    ...o.requests.map((r, i): [unknown, string] => [r.body, `requests[${i}].body`]),
    // An id sent in the address: `/repos/undefined`, `/channels/[object Object]/messages`
    ...o.requests.map((r, i): [unknown, string] => [r.url, `requests[${i}].url`]),
    // An unset secret sent as `Bearer undefined`
    ...o.requests.map((r, i): [unknown, string] => [r.authorization, `requests[${i}].authorization`]),
  ];
  // or as nothing after the scheme (`Bearer `: Go's and Bash's empty string)
  const bareScheme = o.requests.findIndex((r) => r.authorization !== undefined && /^\s*\w+\s*$/.test(r.authorization));
  if (bareScheme >= 0) return `requests[${bareScheme}].authorization: ${JSON.stringify(o.requests[bareScheme]!.authorization)}, a scheme without credentials`;
  for (const [v, at] of places) {
    const found = find(v, at);
    if (found) return found;
  }
  return null;
}

/**
 * The first event a source emitted (`$emit[0]`, ./nodeRunner.mjs) that is not a JSON object: text, a number, a list
 * or null. Pipedream passes it to every listening workflow as `steps.trigger.event`, whose fields those read.
 */
export function notAnEvent(o: Outcome): string | null {
  for (const [name, v] of Object.entries(o.exports)) {
    if (/^\$emit\[\d+\]$/.test(name) && (!v || typeof v !== 'object' || Array.isArray(v))) return `${name}: ${clip(JSON.stringify(v) ?? String(v), 80)}`;
  }
  return null;
}

/**
 * On the service's empty success answer (or HTML page): the exports of the typical input's run (a value, not null)
 * that the run ended without, as `$return_value` and `title`, or with every field empty (`zeroed`). A step that reads
 * a field the answer lacks and ends as if it had read it hands `undefined`, or Go's zero values, to the next step.
 */
export function lostExports(o: Outcome, typical: Outcome | undefined): string | null {
  if (typical?.status !== 'ok') return null;
  const had = Object.entries(typical.exports).filter(([name, v]) => v !== null && v !== undefined && name !== '$summary');
  const lost = had.filter(([name]) => o.exports[name] === undefined || o.exports[name] === null).map(([name]) => name);
  if (lost.length) return `ends without ${list(lost)}, which it exports on the typical input`;
  const empty = had.find(([name, v]) => zeroed(o.exports[name]) && !zeroed(v));
  return empty ? `exports ${empty[0]} with every field empty (${clip(canonical(o.exports[empty[0]]), 80)}), where the typical input gives values` : null;
}

/**
 * A value whose every leaf is its type's zero value (`""`, 0, false, null), with at least one leaf: what Go's
 * decoder makes of an answer without the fields (`{"id":0,"name":""}`). An empty list or object has no leaf.
 */
function zeroed(v: unknown): boolean {
  const leaves: unknown[] = [];
  const walk = (x: unknown): void => {
    if (x && typeof x === 'object') for (const y of Object.values(x)) walk(y);
    else leaves.push(x);
  };
  walk(v);
  return leaves.length > 0 && leaves.every((x) => x === '' || x === 0 || x === false || x === null);
}

/** Every text in an outcome's exports and request bodies, by where it is (`greeting`, `requests[0].body.text`). */
function textsOf(o: Outcome): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, at: string): void => {
    if (typeof v === 'string') out.set(at, v);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, Array.isArray(v) ? `${at}[${k}]` : `${at}.${k}`);
  };
  for (const [name, v] of Object.entries(o.exports)) walk(v, name);
  o.requests.forEach((r, i) => walk(r.body, `requests[${i}].body`));
  return out;
}

/**
 * On the input whose fields are text of only spaces: the first text an outcome exports or sends with that text put
 * inside other text ("Hello,    !", "Order    shipped"), where the typical input's text at that place has no such
 * run. A value passed on as it is (an echo of the body, JSON text of it) is not named: only text built from it.
 */
export function blankTextShown(o: Outcome, typical: Outcome | undefined): string | null {
  const before = typical ? textsOf(typical) : new Map<string, string>();
  // A field passed on inside JSON text (`"name": "   "`) is passed on as it is
  const quoted = JSON.stringify(onlySpaces);
  for (const [at, text] of textsOf(o)) {
    const built = text.split(quoted).join('');
    if (built.includes(onlySpaces) && built.trim() !== '' && !before.get(at)?.includes(onlySpaces)) return `${at}: ${clip(JSON.stringify(text), 80)}`;
  }
  return null;
}

/** What separates the parts of a data store key: `order:42`, `orders/42`, `order#42`, `order|42`, `order.42`. */
const keySeparator = /[:/#|.\-_]/;

/**
 * The first data store key a run used that shows a missing value: the text of `missingValueText`, Python's `{}` or
 * `[]` for an empty dict or list, nothing at all or nothing after a separator (`order:`), and, when the page reads a
 * field that is an id (`idFields`), `true` or `false` as a part of the key (`order:true`).
 */
export function missingValueKey(keys: readonly string[], idFields: boolean): string | null {
  const bad = (key: string) => {
    if (key === '' || keySeparator.test(key.slice(-1))) return true;
    // A part of only spaces: `order:   ` from a field that was blank
    if (key.split(keySeparator).some((part) => part !== '' && part.trim() === '')) return true;
    if (missingValueText.test(key.replace(jsonNull, '')) || /\{\}|\[\]/.test(key)) return true;
    return idFields && key.split(keySeparator).some((part) => /^(?:true|false)$/i.test(part));
  };
  return keys.find(bad) ?? null;
}

/**
 * Whether a run stopped on a variable it reads being unset, with the language's own error naming it: Python's
 * `os.environ["NAME"]` (`KeyError: 'NAME'`) and Bash's `set -u` (`NAME: unbound variable`). A stop, not a crash.
 */
function namesUnsetVariable(o: Outcome, names: readonly string[]): boolean {
  if (o.status !== 'crash') return false;
  return names.some((n) => o.message === `KeyError: '${n}'` || (o.message ?? '').endsWith(`${n}: unbound variable`));
}

/**
 * The words of a failure's message (or an early end's reason) that call a value absent (`empty`, `missing`, `blank`,
 * `not set`, `required`, `has no`, `no email in`), when it names no kind of value (`text`, `a number`, `type`, `got
 * 5`), or null: on the inputs whose every field is a number or an empty object, such a message sends the reader to
 * look for a value that is there ("The request body has no customer"), where "has no customer (text)" or "must be non-blank text, got 5"
 * says what is wrong. A message about a service's answer ("No rate in the API's reply") is not about that value.
 */
export function wrongCause(message: string): string | null {
  if (/\b(?:text|strings?|str|numbers?|numeric|integer|int|type|got|lists?|array|object|dict|boolean|valid)\b/i.test(message)) return null;
  // About a service's answer, not the value the step was given
  if (/\b(?:repl(?:y|ies)|response|answer(?:ed)?|returned|API)\b/.test(message)) return null;
  return /\b(empty|missing|blank|not (?:set|given|provided)|is required|has no|have no|no \w+ (?:in|on|for|to|given|provided|found)|^(?:\w+: )?no \w+)\b/i.exec(message)?.[1]?.toLowerCase() ?? null;
}

/** Why a run stopped: its failure's message, or the reason of its early end (`$.flow.exit`); undefined when it ran on. */
function refusalOf(o: Outcome): string | undefined {
  if (o.status === 'error') return o.message ?? '';
  return o.status === 'ok' && typeof o.exports.$end === 'string' ? o.exports.$end : undefined;
}

/** A field name that holds an id: `id`, `order_id`, `orderId`, `customerID`. */
const idField = /^id$|_id$|[a-z](?:Id|ID)$/i;

/** The Node.js runner's message for a module that cannot load (./nodeRunner.mjs). */
const moduleLoad = 'the module does not load: ';

const list = (items: readonly string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

export function problemsOf(result: RunResult): Problem[] {
  const out: Problem[] = [];
  const byGroup = new Map<TabGroup, RunResult['runs'][number][]>();
  for (const r of result.runs) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);
  for (const [group, runs] of byGroup) {
    // The same finding on several inputs is one problem naming them all ("every input" when it is on all).
    const inputs = [...new Set(runs.map((r) => r.scenario))];
    const perInput = new Map<string, {line: number; text: string; inputs: string[]}>();
    const onInput = (line: number, input: string, text: string) => {
      const key = `${line}\0${text}`;
      const seen = perInput.get(key);
      if (seen) seen.inputs.push(input);
      else perInput.set(key, {line, text, inputs: [input]});
    };
    const built = result.buildProblems.get(group);
    const goTab = group.tabs.find((t) => t.lang === 'go');
    const fixture = pageFixtures[group.file];
    if (built && goTab) {
      // A module the build cannot fetch (it runs offline), which the page's fixture lists with the reason
      const module = /cannot find module providing package (\S+?):/.exec(built)?.[1];
      const notRunnable = module && fixture?.notRunnablePackages?.[module];
      // The compiler's `line:column: message`, at the page's line
      const m = /^line (\d+):\d+: (.*)$/.exec(built);
      if (notRunnable) out.push({file: group.file, line: goTab.firstLine, message: `not run, as ${notRunnable} (${module} is not installed)`, notRun: true});
      else out.push({file: group.file, line: goTab.firstLine + (m ? Number(m[1]) - 1 : 0), message: `the Go example does not compile: ${m ? m[2] : built}`});
    }
    // A single example has nothing to agree with; a notRunnable one cannot end here
    const onPurpose = group.single || fixture?.differentOnPurpose !== undefined || fixture?.notRunnable !== undefined;
    const idFields = fieldNames(group).some((f) => idField.test(f));
    const env = envNames(group);
    const crashes = new Map<number, string[]>();
    const hosts = new Set<string>();
    for (const scenario of inputs) {
      const ran = runs
        .filter((r) => r.scenario === scenario)
        .map((r) => ({tab: group.tabs[r.tab]!, index: r.tab, o: result.outcomes.get(r.id)}))
        .filter((t): t is Ended & {index: number} => t.o !== undefined)
        .map((t) => (scenario.unsetEnv && namesUnsetVariable(t.o, env) ? {...t, o: {...t.o, status: 'error' as const}} : t));
      for (const t of ran) for (const r of t.o.requests) if (!(hostOf(r) in fakeApis)) hosts.add(hostOf(r));
      for (const t of ran) if (t.o.status === 'crash') crashes.set(t.index, [...(crashes.get(t.index) ?? []), `${scenario.describe} (${clip(t.o.message ?? '')})`]);
      // The typical input is where an example shows what it does: a tab that fails there is not checked at all
      if (scenario.name === 'typical' && !fixture?.notRunnable && !group.single) {
        for (const t of ran) if (t.o.status === 'error') onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example fails ("${clip(t.o.message ?? '', 120)}")`);
      }
      for (const t of ran) {
        const notEvent = t.o.status === 'ok' && notAnEvent(t.o);
        if (notEvent) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example emits an event that is not an object (${notEvent})`);
        if (t.o.status === 'ok' && t.o.undefinedExports?.length) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example exports ${list(t.o.undefinedExports)} as undefined`);
        const shown = t.o.status === 'ok' && missingValueShown(t.o);
        if (shown) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example shows a missing value as text (${shown})`);
        const typical = runs.find((r) => r.tab === t.index && r.scenario.name === 'typical');
        const lost = (scenario.network === 'bare' || scenario.network === 'html') && t.o.status === 'ok' && lostExports(t.o, typical && result.outcomes.get(typical.id));
        if (lost) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example ${lost}`);
        // A download that took the page for the file: a later step opens `report.pdf` and finds HTML
        if (t.o.status === 'ok' && t.o.savedPages?.length) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example ends with the page saved as ${list(t.o.savedPages)}`);
        // A field that holds a number or an object, refused as if it held nothing (a failure, or an early end's reason):
        // the reader looks for a value that is there. Not when the typical input ends the same way: the field never
        // reached the code
        const refusal = refusalOf(t.o);
        const typicalOutcome = typical && result.outcomes.get(typical.id);
        if ((scenario.name === 'numbers' || scenario.name === 'objects') && refusal !== undefined && wrongCause(refusal) !== null && (!typicalOutcome || refusalOf(typicalOutcome) !== refusal))
          onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example ${t.o.status === 'error' ? 'fails' : 'ends early'} with a message that calls the value absent ("${clip(refusal, 120)}"), where it is ${scenario.name === 'numbers' ? 'the number 5' : 'an empty object'}: name the kind of value it needs ("… is not text: 5")`);
        const blank = scenario.name === 'spaces' && t.o.status === 'ok' && blankTextShown(t.o, typical && result.outcomes.get(typical.id));
        if (blank) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example takes text of only spaces for a value (${blank})`);
        // A key is used before the run ends: one used by a run that then failed with its own error counts too
        const key = t.o.status !== 'crash' && missingValueKey(t.o.dataStoreKeys, idFields);
        if (key !== false && key !== null) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example uses the data store key ${JSON.stringify(clip(key, 80))}`);
      }
      // A service that reported a failure inside a 2xx answer: the step must fail too
      if (scenario.network === 'reported') {
        for (const t of ran) {
          const host = t.o.requests.map(hostOf).find((h) => h in failuresInside2xx);
          if (t.o.status === 'ok' && host) onInput(t.tab.firstLine, scenario.describe, `the ${langLabel[t.tab.lang]} example ends although ${host} answered ${canonical(failuresInside2xx[host]!.body)}`);
        }
        continue;
      }
      // Without the variables, tabs that read none (a connected account in Node.js, a variable in Go) end while those
      // that read one stop: each tab is checked on its own
      if (onPurpose || scenario.unsetEnv) continue;
      const ended = ran.filter((t) => t.o.status === 'ok');
      const failed = ran.filter((t) => t.o.status === 'error');
      if (ended.length && failed.length) {
        const fails = failed.map((t) => `${langLabel[t.tab.lang]} fails ("${clip(t.o.message ?? '', 100)}")`).join(', ');
        onInput(group.line, scenario.describe, `the tabs disagree: ${ended.map((t) => langLabel[t.tab.lang]).join(', ')} end${ended.length === 1 ? 's' : ''}, ${fails}`);
      } else if (ended.length >= 2) {
        for (const d of differences(ended)) onInput(d.tab.firstLine, scenario.describe, d.text);
      }
    }
    for (const [index, crashList] of crashes) {
      const tab = group.tabs[index]!;
      // A module that does not load fails on every input the same way: one problem, or, for an example whose page
      // says why it cannot run here, a note naming the package
      const load = runs.map((r) => (r.tab === index ? result.outcomes.get(r.id)?.message : undefined)).find((m) => m?.startsWith(moduleLoad));
      if (load) {
        const reason = load.slice(moduleLoad.length).replace(/ imported from \S+/, '');
        const missing = /^Error: Cannot find (?:package|module) '([^']+)'/.exec(reason);
        const notRunnable = missing && fixture?.notRunnablePackages?.[missing[1]!];
        if (notRunnable) out.push({file: group.file, line: tab.firstLine, message: `not run, as ${notRunnable} (${missing![1]} is not installed)`, notRun: true});
        else out.push({file: group.file, line: tab.firstLine, message: `the ${langLabel[tab.lang]} example does not load: ${reason}`});
        continue;
      }
      out.push({file: group.file, line: tab.firstLine, message: `the ${langLabel[tab.lang]} example crashes on ${crashList.join('; on ')}`});
    }
    for (const host of hosts) out.push({file: group.file, line: group.line, message: `the examples call ${host}, which has no fake service in scripts/lib/stepExamples/fakeApis.ts`});
    for (const {line, text, inputs: on} of perInput.values()) out.push({file: group.file, line, message: `on ${on.length === inputs.length ? 'every input' : list(on)}, ${text}`});
  }
  return out.sort((x, y) => (x.file === y.file ? x.line - y.line : x.file < y.file ? -1 : 1));
}
