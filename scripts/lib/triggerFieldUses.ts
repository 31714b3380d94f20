/**
 * Fields of `steps.trigger.event`, `steps.trigger.context` and `steps.trigger.raw_event` that a page reads, in its code
 * blocks (any language) and its inline code, checked against the lists its docs version documents
 * (src/data/triggerFields.ts), for scripts/check-mdx.ts. Only the first field after the object counts:
 * `steps.trigger.event.body.name` reads `body`; what is inside `body` is the sender's.
 *
 * The forms read: `steps.trigger.event.body` (and `.trigger.event.body` in `jq` filters), `steps.trigger.event["body"]`,
 * `const { body } = steps.trigger.event`, Python's `pd.steps["trigger"]["event"]["body"]` and `.get("body")`, Go's
 * `pd.Steps["trigger"].(map[string]interface{})["event"]…["body"]`; on v1 pages, a code step's `event.body` and
 * `const { body } = event` too (v1 passed the event to code steps as `event`), unless the block is a component whose
 * `run(event)` receives its own events.
 */
import type {Nodes, Root} from 'mdast';
import {triggerFieldsFor, type TriggerFields} from '../../src/data/triggerFields';

type TriggerObject = 'event' | 'context' | 'raw_event';

export interface FieldUse {
  readonly object: TriggerObject;
  readonly field: string;
  /** As written, for the message. */
  readonly written: string;
  readonly line: number;
}

const ident = '[A-Za-z_$][\\w$]*';
const goMap = '(?:\\s*\\.\\(map\\[string\\]interface\\{\\}\\))?';
const patterns: readonly RegExp[] = [
  // steps.trigger.event.body, .trigger.event.body (jq)
  new RegExp(`(?:\\bsteps)?\\.trigger\\.(event|context|raw_event)\\.(${ident})`, 'g'),
  // steps.trigger.event["body"]
  new RegExp(`(?:\\bsteps)?\\.trigger\\.(event|context|raw_event)\\[\\s*["'\`](\\w+)["'\`]\\s*\\]`, 'g'),
  // pd.steps["trigger"]["event"]["body"], .get("body"); Go's type assertions between
  new RegExp(`(?:\\bpd\\.[Ss]teps)?\\[\\s*["']trigger["']\\s*\\]${goMap}\\s*\\[\\s*["'](event|context|raw_event)["']\\s*\\]${goMap}\\s*(?:\\[\\s*["'](\\w+)["']\\s*\\]|\\.get\\(\\s*["'](\\w+)["'])`, 'g'),
];
/** `const { body, headers: h, ...rest } = steps.trigger.event` */
const destructuring = /\{([^{}]*)\}\s*=\s*(?:await\s+)?steps\.trigger\.(event|context|raw_event)\b(?!\s*[.[])/g;
/** v1 code steps: `event.body`, `const { body } = event` */
const v1Shorthand = new RegExp(`(?<![\\w$.])event\\.(${ident})`, 'g');
const v1Destructuring = /\{([^{}]*)\}\s*=\s*event\b(?!\s*[.[])/g;
/** A block whose `event` is its own: a component's `run(event)`, or a variable of that name. */
const ownEvent = /\brun\s*\(\s*event\b|\b(?:const|let|var)\s+event\b/;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length - 1;

/** The names an object pattern binds from the object: `{ a, b: c, d = 1, ...e }` → a, b, d. */
function destructuredNames(pattern: string): string[] {
  return pattern
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('...'))
    .map((p) => p.split(/[:=]/)[0]!.trim())
    .filter((p) => /^[A-Za-z_$][\w$]*$/.test(p));
}

/** The field uses in a piece of text whose first line is `firstLine` of the page. */
export function fieldUsesIn(text: string, firstLine: number, options: {v1CodeStep?: boolean} = {}): FieldUse[] {
  const uses: FieldUse[] = [];
  const add = (object: string, field: string, written: string, index: number) =>
    uses.push({object: object as TriggerObject, field, written: written.replace(/\s+/g, ' '), line: firstLine + lineAt(text, index)});
  for (const re of patterns) for (const m of text.matchAll(re)) add(m[1]!, m[2] ?? m[3]!, m[0], m.index!);
  for (const m of text.matchAll(destructuring)) for (const name of destructuredNames(m[1]!)) add(m[2]!, name, m[0], m.index!);
  if (options.v1CodeStep && !ownEvent.test(text)) {
    for (const m of text.matchAll(v1Shorthand)) add('event', m[1]!, m[0], m.index!);
    for (const m of text.matchAll(v1Destructuring)) for (const name of destructuredNames(m[1]!)) add('event', name, m[0], m.index!);
  }
  return uses.sort((a, b) => a.line - b.line);
}

const jsLangs = new Set(['js', 'javascript', 'jsx', 'mjs', 'cjs']);

/** Every field use of the page's tree: code blocks, inline code and text. */
export function pageFieldUses(tree: Root, versionName: string): FieldUse[] {
  const uses: FieldUse[] = [];
  const visit = (node: Nodes) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'code') uses.push(...fieldUsesIn(node.value, line + 1, {v1CodeStep: versionName === 'v1' && jsLangs.has(node.lang ?? '')}));
    else if (node.type === 'inlineCode' || node.type === 'text') uses.push(...fieldUsesIn(node.value, line));
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(tree);
  return uses;
}

/** The fields a version documents for each object. */
export function documentedFields(fields: TriggerFields): Record<TriggerObject, {names: Set<string>; text: string}> {
  const names = (list: readonly {name: string}[]) => list.map((f) => f.name);
  const event = [
    `HTTP: ${names(fields.http).join(', ')}`,
    `schedule: ${names(fields.schedule).join(', ')}`,
    ...(fields.sourceEvents.length ? [`and the fields it lists for the events of ${fields.sourceEvents.map((s) => s.source).join(', ')}`] : []),
  ];
  return {
    event: {names: new Set([...names(fields.http), ...names(fields.schedule), ...fields.sourceEvents.flatMap((s) => s.fields)]), text: event.join('; ')},
    // For schedule and email triggers, raw_event is the event itself.
    raw_event: {names: new Set([...names(fields.httpRaw), ...names(fields.schedule)]), text: `HTTP: ${names(fields.httpRaw).join(', ')}; schedule: ${names(fields.schedule).join(', ')}`},
    context: {names: new Set(names(fields.context)), text: names(fields.context).join(', ')},
  };
}

/** `line N: …` for each field the page reads that its version does not document. */
export function triggerFieldProblems(tree: Root, version: {readonly name: string; readonly label: string}): string[] {
  const documented = documentedFields(triggerFieldsFor(version.name));
  return pageFieldUses(tree, version.name)
    .filter((u) => !documented[u.object].names.has(u.field))
    .map(
      (u) =>
        `line ${u.line}: \`${u.written}\` reads "${u.field}", which ${version.label} does not document for steps.trigger.${u.object} (src/data/triggerFields.ts: ${documented[u.object].text}): use a documented field, or add this one to the list on the page that documents it`,
    );
}
