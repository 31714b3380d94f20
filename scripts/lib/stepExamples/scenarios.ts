/**
 * The inputs every tab of a group runs on (scripts/check-examples.ts): the trigger event of an HTTP request whose
 * body carries every field the examples read, then the same with awkward values, no fields, a text body, the
 * services answering with an error status, not at all, without the fields or with an HTML page, and the environment
 * variables unset.
 */
import type {PageFixture} from './fixtures';
import type {TabGroup} from './groups';

export type Network = 'ok' | 'error' | 'refused' | 'reported' | 'bare' | 'html';

export interface Scenario {
  readonly name: string;
  /** How a problem names it: "on a body with every field null". */
  readonly describe: string;
  readonly network: Network;
  /** A field's value, or `undefined` for no fields at all. */
  readonly value?: (field: string) => unknown;
  /** The request body, when it is not the object of the fields. */
  readonly textBody?: string;
  /** A request with no body at all (a GET): the event has no `body`. */
  readonly noBody?: boolean;
  /** The body is a JSON list of one object of the fields: only an HTTP source runs on it (`scenariosFor`). */
  readonly listBody?: boolean;
  /** The environment variables the tabs read (`envNames`) are not set: only a group that reads one runs on it. */
  readonly unsetEnv?: boolean;
  /** The Node.js props marked `optional: true` without a default are left empty (`undefined`): only a group with one. */
  readonly unsetOptional?: boolean;
  /** Whether it applies to the event of a page fixture (an event of a known shape from a trusted source). */
  readonly forFixedEvents: boolean;
}

const typical = (field: string) =>
  /email/i.test(field) ? 'ada@example.com' : /url|link/i.test(field) ? 'https://help.example.com/tickets/4821' : `${field} one`;

export const scenarios: readonly Scenario[] = [
  {name: 'typical', describe: 'a body with every field it reads', network: 'ok', value: typical, forFixedEvents: true},
  {name: 'awkward', describe: 'fields with non-ASCII text, markup, quotes and a line break', network: 'ok', value: () => awkwardText, forFixedEvents: true},
  {name: 'null', describe: 'a body with every field null', network: 'ok', value: () => null, forFixedEvents: false},
  {name: 'blank', describe: 'a body with every field an empty string', network: 'ok', value: () => '', forFixedEvents: false},
  // Text that `if (!name)` lets through: a reader who checks for a value must trim it (./compare.ts `blankTextShown`)
  {name: 'spaces', describe: 'a body with every field text of only spaces', network: 'ok', value: () => onlySpaces, forFixedEvents: false},
  // JavaScript counts an empty object as true, Python as false: tabs that test a field by its truth part here
  {name: 'objects', describe: 'a body with every field an empty object', network: 'ok', value: () => ({}), forFixedEvents: false},
  // A number where the code expects text (a zip code, an id sent as a number): the step must take it or say what is
  // wrong with it, not call it empty or missing (./compare.ts `wrongCause`)
  {name: 'numbers', describe: 'a body with every field the number 5', network: 'ok', value: () => 5, forFixedEvents: false},
  {name: 'empty', describe: 'an empty JSON body', network: 'ok', forFixedEvents: true},
  {name: 'text', describe: 'a text body that is not JSON', network: 'ok', textBody: 'plain text, not JSON', forFixedEvents: false},
  {name: 'nobody', describe: 'a GET request without a body', network: 'ok', noBody: true, forFixedEvents: false},
  // A webhook that posts a batch: a source that emits its body as it is emits a list, not an event (./compare.ts)
  {name: 'list', describe: 'a JSON list as the body', network: 'ok', value: typical, listBody: true, forFixedEvents: false},
  {name: 'status', describe: 'a service answering HTTP 500 with a text body', network: 'error', value: typical, forFixedEvents: true},
  {name: 'refused', describe: 'a service refusing the connection', network: 'refused', value: typical, forFixedEvents: true},
  {name: 'reported', describe: 'a service reporting a failure inside an HTTP 200 answer', network: 'reported', value: typical, forFixedEvents: true},
  // A service's success answer without the fields the example reads next (an id, `records`, `result`): the example
  // must stop and say so, not go on with `undefined` or crash on it
  {name: 'bare', describe: 'a service answering its success status with an empty JSON object or list', network: 'bare', value: typical, forFixedEvents: true},
  {name: 'html', describe: 'a service answering its success status with an HTML page', network: 'html', value: typical, forFixedEvents: true},
  // A secret the reader has not added yet: the step must stop naming it, not send `Bearer undefined` or crash
  {name: 'unset', describe: 'the environment variables it reads not set', network: 'ok', value: typical, unsetEnv: true, forFixedEvents: true},
  // An optional prop the reader leaves empty: the step must do without it, not request `/repos/undefined`
  {name: 'optional', describe: 'its optional props left empty', network: 'ok', value: typical, unsetOptional: true, forFixedEvents: true},
];

/**
 * Whether an example's code makes requests: an HTTP client, a URL, a connected account's credentials, curl. A
 * single example that makes none runs without the inputs of a failing service.
 */
const makesRequests = /https?:\/\/|\$auth|\bauths\.|\baxios\b|\bfetch\b|\bgot\b|\brequests\.|\bhttps?\.(?:request|get)\b|\bcurl\b|\bnet\/http\b|\bhttp\.(?:Get|Post|NewRequest)\b|@octokit|@slack|WebClient/;

/**
 * The inputs a group runs on. A tab group: all of them, as its tabs are compared on each, but the empty success
 * answer only if a tab makes requests. A single example (only its own crashes, missing values and ignored failures
 * are checked): the service errors and the empty answer only if it makes requests, and the failure inside a 2xx
 * answer only if it names a service that reports one (`failuresInside2xx`: slack.com by "slack").
 */
export function scenariosFor(group: TabGroup, reportingHosts: readonly string[]): readonly Scenario[] {
  const readsEnv = envNames(group).length > 0;
  const optionalProp = group.tabs.some((t) => t.lang === 'nodejs' && /\boptional\s*:\s*true\b/.test(t.code));
  const forGroup = scenarios.filter((s) => (!s.listBody || group.source) && (!s.unsetEnv || readsEnv) && (!s.unsetOptional || optionalProp));
  if (!group.single) return group.tabs.some((t) => makesRequests.test(t.code)) ? forGroup : forGroup.filter((s) => s.network !== 'bare' && s.network !== 'html');
  const code = group.tabs[0]!.code;
  const requests = makesRequests.test(code);
  const reporting = reportingHosts.some((h) => code.toLowerCase().includes(h.split('.').slice(-2)[0]!));
  return forGroup.filter((s) => s.network === 'ok' || (s.network === 'reported' ? reporting : requests));
}

const awkwardText = 'Zoë & <Ünïcode> "quoted", line 1\nline 2';
/** The text of every field of the `spaces` input: three spaces, a run no typical value holds. */
export const onlySpaces = '   ';

/** A value with each leaf replaced: text by awkward text, or every leaf by null. */
const leaves = (v: unknown, leaf: (x: unknown) => unknown): unknown =>
  Array.isArray(v) ? v.map((x) => leaves(x, leaf)) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, leaves(x, leaf)])) : leaf(v);
const withAwkwardText = (v: unknown) => leaves(v, (x) => (typeof x === 'string' ? awkwardText : x));

/** A fixture value (./fixtures.ts) in a scenario: as it is, with awkward text, with null leaves, or absent. */
function inScenario(scenario: Scenario, v: unknown): unknown {
  if (scenario.value === undefined) return undefined;
  if (scenario.name === 'awkward') return withAwkwardText(v);
  if (scenario.name === 'null') return leaves(v, () => null);
  if (scenario.name === 'blank') return leaves(v, (x) => (typeof x === 'string' ? '' : x));
  if (scenario.name === 'spaces') return leaves(v, (x) => (typeof x === 'string' ? onlySpaces : x));
  if (scenario.name === 'objects') return leaves(v, () => ({}));
  if (scenario.name === 'numbers') return leaves(v, (x) => (typeof x === 'string' ? 5 : x));
  return v;
}

/** Every name the tabs may read as a field: quoted identifiers, and members after `body`, `event` or a dot in jq. */
export function fieldNames(group: TabGroup): string[] {
  const names = new Set<string>();
  for (const {code} of group.tabs) {
    for (const m of code.matchAll(/["']([A-Za-z_][A-Za-z0-9_]{0,39})["']/g)) names.add(m[1]!);
    // The name in a lookahead: `event.body?.name` is `body` after `event`, then `name` after `body`
    for (const m of code.matchAll(/\b(?:body|event|\$return_value"?\]?)\??\.(?=([A-Za-z_]\w*))/g)) names.add(m[1]!);
    // Members a destructuring takes from a body or an event: `const { customer_id, order_id: id } = body ?? {}`
    for (const m of code.matchAll(/\{([\w\s,:=]+)\}\s*=\s*[^;\n]*\b(?:body|event)\b/g)) {
      for (const part of m[1]!.split(',')) if (/^\s*[A-Za-z_]\w*/.test(part)) names.add(part.trim().split(/[\s:=]/)[0]!);
    }
    // Members of a name the body is given: `const order = event.body;` (or `?? {}`) then `order?.id`
    for (const m of code.matchAll(/\b(?:const|let|var)\s+([A-Za-z_]\w*)\s*=\s*[\w.?]*\bbody(?:\s*(?:\?\?|\|\|)\s*\{\s*\})?\s*[;\n]/g)) {
      for (const f of code.matchAll(new RegExp(`\\b${m[1]}\\??\\.([A-Za-z_]\\w*)`, 'g'))) names.add(f[1]!);
    }
  }
  for (const {lang, code} of group.tabs) {
    if (lang !== 'bash') continue;
    for (const q of code.matchAll(/'([^']*)'/g)) for (const m of q[1]!.matchAll(/\.([A-Za-z_]\w*)/g)) names.add(m[1]!);
  }
  for (const reserved of ['trigger', 'event', 'body', 'steps', 'context', '$return_value']) names.delete(reserved);
  return [...names].sort();
}

/** The names of the other steps the tabs read (`steps.<name>`, `steps["<name>"]`, a jq `.name["$return_value"]`). */
export function stepNames(group: TabGroup): string[] {
  const names = new Set<string>();
  for (const {code} of group.tabs) {
    for (const m of code.matchAll(/\b[sS]teps(?:\.|\[["'])([A-Za-z_]\w*)/g)) names.add(m[1]!);
    for (const m of code.matchAll(/\.([A-Za-z_]\w*)\["\$return_value"\]/g)) names.add(m[1]!);
    for (const m of code.matchAll(/json:"([A-Za-z_]\w*)"/g)) names.add(m[1]!);
  }
  names.delete('trigger');
  return [...names].sort();
}

/** The `steps` object of a scenario, from the fields the tabs read or from the page's fixture. */
export function stepsData(scenario: Scenario, fields: readonly string[], others: readonly string[], fixture: PageFixture): Record<string, unknown> {
  const values = scenario.value ? Object.fromEntries(fields.map((f) => [f, scenario.value!(f)])) : {};
  const context = {id: '2bGJxqaTmHUaGHJcDAXPDKMWkAZ', ts: '2024-03-04T09:00:00.000Z', workflow_id: 'p_abc123', deployment_id: 'd_abc123'};
  if (fixture.event) return {trigger: {event: inScenario(scenario, fixture.event) ?? {}, context}};
  const asBody = fixture.body ? (inScenario(scenario, fixture.body) ?? {}) : values;
  const body = scenario.textBody ?? (scenario.listBody ? [asBody] : asBody);
  const topLevel = fixture.body ? {} : values;
  const event = {
    ...topLevel,
    method: scenario.noBody ? 'GET' : 'POST',
    path: '/',
    query: {},
    headers: scenario.noBody ? {} : {'content-type': scenario.textBody === undefined ? 'application/json' : 'text/plain'},
    url: 'https://YOUR_ENDPOINT.m.pipedream.net/',
    client_ip: '203.0.113.7',
    ...(!scenario.noBody && {body}),
  };
  // The raw request of an HTTP trigger: the body's exact bytes, base64-encoded
  const raw_event = {body_b64: scenario.noBody ? '' : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)).toString('base64')};
  return {
    trigger: {event, context, raw_event},
    ...Object.fromEntries(others.map((name) => [name, {...values, $return_value: values}])),
    ...Object.fromEntries(Object.entries(fixture.steps ?? {}).map(([name, v]) => [name, {$return_value: fixture.stepsAsGiven ? v : (inScenario(scenario, v) ?? null)}])),
  };
}

/** The `params` a v1 code step reads (`params.email`, `params["email"]`). */
export function paramNames(group: TabGroup): string[] {
  const names = new Set<string>();
  for (const {code} of group.tabs) for (const m of code.matchAll(/\bparams(?:\.|\[["'])([A-Za-z_$][\w$]*)/g)) names.add(m[1]!);
  return [...names].sort();
}

/**
 * A v1 code step's `params` in a scenario. v1 params declare no type: each is the reader's value or an expression
 * such as `{{steps.trigger.event.body.email}}`, so it takes the scenario's value of a field of its name (nothing when
 * the request has no fields: an expression that finds nothing gives `undefined`), as the Node.js props without a
 * default do a URL: a param named as one is a pipedream.net endpoint. The page's `props` fixture gives a value.
 */
export function paramValues(scenario: Scenario, names: readonly string[], fixture: PageFixture): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    if (fixture.props && name in fixture.props) out[name] = fixture.props[name];
    else if (/url|endpoint/i.test(name)) out[name] = 'https://YOUR_ENDPOINT.m.pipedream.net/';
    else if (scenario.value && !scenario.textBody) out[name] = scenario.value(name);
  }
  return out;
}

/** The environment variables the tabs read, with the fake platform's values. */
export function envNames(group: TabGroup): string[] {
  const names = new Set<string>();
  for (const {lang, code} of group.tabs) {
    const patterns =
      lang === 'bash'
        ? [/\$\{?([A-Z][A-Z0-9_]*)/g]
        : [/process\.env(?:\.|\[["'])([A-Z][A-Z0-9_]*)/g, /os\.(?:environ(?:\.get)?\s*[[(]|getenv\(|Getenv\()\s*["']([A-Z][A-Z0-9_]*)/g];
    const assigned = lang === 'bash' ? new Set([...code.matchAll(/^\s*(?:export\s+|local\s+|readonly\s+)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!)) : new Set();
    for (const re of patterns) for (const m of code.matchAll(re)) if (!assigned.has(m[1]!)) names.add(m[1]!);
  }
  for (const n of [...names]) if (n.startsWith('PIPEDREAM_') || n === 'PD_CHECK_BASE') names.delete(n);
  return [...names].sort();
}
