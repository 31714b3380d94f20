/**
 * check-mdx holds the `steps.trigger` fields a page's examples read to the lists its docs version documents
 * (src/data/triggerFields.ts, which the Events pages render: scripts/lib/triggerFieldUses.ts). The fixtures are lines
 * the content audit of 2026-11-26 quoted (K2 `bodyRaw`, K1 `context.attachments`), which fail, and their fixed text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parsePageTree} from '@site/plugins/lib/anchors';
import {fieldUsesIn, triggerFieldProblems} from '@site/scripts/lib/triggerFieldUses';
import {triggerEventLists, triggerFieldsFor, triggerFieldVersions} from '@site/src/data/triggerFields';
import {versionNamed} from '@site/config/versions';
import {docFiles, repoRoot} from '../lib/sourceFiles';

const v2 = {name: 'current', label: 'v2'};
const v1 = {name: 'v1', label: 'v1'};
const problems = (text: string, version = v2) => triggerFieldProblems(parsePageTree(text), version);
const block = (lang: string, ...lines: string[]) => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\`\n`;

describe('fields of steps.trigger that examples read', () => {
  it('fails the old signature example (audit K2): bodyRaw is no field of a workflow trigger event', () => {
    const old = block('js', 'import crypto from "crypto";', '', 'export default defineComponent({', '  async run({ steps, $ }) {', '    const { headers, bodyRaw } = steps.trigger.event;', '  },', '});');
    expect(problems(old)).toEqual([
      'line 6: `{ headers, bodyRaw } = steps.trigger.event` reads "bodyRaw", which v2 does not document for steps.trigger.event (src/data/triggerFields.ts: HTTP: method, url, path, query, headers, body, inferred_body_type, client_ip; schedule: timestamp; and the fields it lists for the events of GitHub, GitHub new issues, GitHub new stars, RSS, Task scheduler, events a workflow emits, workflow errors ($errors)): use a documented field, or add this one to the list on the page that documents it',
    ]);
    const fixed = block('js', 'const rawBody = Buffer.from(steps.trigger.raw_event.body_b64, "base64");', 'const received = steps.trigger.event.headers["x-signature"];');
    expect(problems(fixed)).toEqual([]);
  });

  it('fails context.attachments where the version does not document it (audit K1: v1), and passes it where it does', () => {
    const settings = block('js', 'const path = steps.trigger.context.attachments["prices.csv"];');
    expect(problems(settings, v1)).toEqual([
      'line 2: `steps.trigger.context.attachments` reads "attachments", which v1 does not document for steps.trigger.context (src/data/triggerFields.ts: id, ts, workflow_id, deployment_id, owner_id, platform_version): use a documented field, or add this one to the list on the page that documents it',
    ]);
    expect(problems(settings, v2)).toEqual([]);
  });

  it('reads prose, inline code and every language, and only the field after the object', () => {
    const page = [
      'Read `steps.trigger.event.body.customer` and `steps.trigger.context.idd`.',
      '',
      block('python', 'x = pd.steps["trigger"]["event"]["bodyy"]', 'y = pd.steps["trigger"]["raw_event"].get("body_b64")'),
      block('go', 'body := pd.Steps["trigger"].(map[string]interface{})["event"].(map[string]interface{})["heders"]'),
      block('bash', 'jq -r ".trigger.context.tss" "$PIPEDREAM_STEPS"'),
      block('js', 'const q = steps.trigger.event["quer"];'),
    ].join('\n');
    expect(problems(page).map((p) => p.split(', which')[0])).toEqual([
      'line 1: `steps.trigger.context.idd` reads "idd"',
      'line 4: `pd.steps["trigger"]["event"]["bodyy"]` reads "bodyy"',
      'line 9: `pd.Steps["trigger"].(map[string]interface{})["event"].(map[string]interface{})["heders"]` reads "heders"',
      'line 13: `.trigger.context.tss` reads "tss"',
      'line 17: `steps.trigger.event["quer"]` reads "quer"',
    ]);
  });

  it('reads v1 code steps\' event shorthand, but not a component\'s own run(event)', () => {
    expect(fieldUsesIn('const { method, bodyRaw } = event;\nreturn event.query;', 1, {v1CodeStep: true}).map((u) => u.field)).toEqual(['method', 'bodyRaw', 'query']);
    expect(fieldUsesIn('async run(event) {\n  return event.bodyRaw;\n}', 1, {v1CodeStep: true})).toEqual([]);
    expect(problems(block('js', 'return event.bodyRaw;'), v1)).toHaveLength(1);
    expect(problems(block('js', 'return event.bodyRaw;'), v2)).toEqual([]);
  });
});

describe('the documented field lists', () => {
  it.each(triggerFieldVersions)('%s: each list names a field once', (version) => {
    const fields = triggerFieldsFor(version);
    for (const list of [fields.http, fields.schedule, fields.httpRaw, fields.context]) expect(new Set(list.map((f) => f.name)).size).toBe(list.length);
  });

  it.each(triggerFieldVersions)('%s: the pages render every list, from the data', (version) => {
    const dir = versionNamed(version).contentDir;
    const text = docFiles(dir)
      .map((f) => fs.readFileSync(path.join(repoRoot, f), 'utf8'))
      .join('\n');
    for (const list of triggerEventLists) expect(text).toContain(`<TriggerEventFields list="${list}" />`);
    expect(text).toContain('<TriggerContextFields />');
  });

  it.each(triggerFieldVersions.flatMap((version) => triggerFieldsFor(version).sourceEvents.map((s) => [version, s.source, s] as const)))(
    '%s: the %s fields are named on the page that introduces them',
    (version, _source, entry) => {
      const file = path.join(repoRoot, versionNamed(version).contentDir, entry.page);
      const text = fs.readFileSync(file, 'utf8');
      for (const field of entry.fields) expect({field, named: new RegExp(`\\b${field}\\b`).test(text)}).toEqual({field, named: true});
    },
  );
});
