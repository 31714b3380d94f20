/**
 * check-mdx's labels of screens (scripts/lib/uiLabelCheck.ts, the table scripts/lib/uiLabels.ts): a label a page names
 * as something on a screen needs a source that shows it for the page's version. The first fixture is the sentence
 * fresh read 18 of issue 38 found (a "…" menu no source gives), which fails, and its fixed text, which passes.
 */
import {parsePageTree} from '@site/plugins/lib/anchors';
import {uiLabelProblems, uiLabelUses} from '@site/scripts/lib/uiLabelCheck';
import {labelSource, uiLabels} from '@site/scripts/lib/uiLabels';

const v2 = {name: 'current', label: 'v2'};
const v1 = {name: 'v1', label: 'v1'};
const uses = (text: string) => uiLabelUses(parsePageTree(text)).map((u) => `${u.line} ${u.label}`);

describe('labels a page names as something on a screen', () => {
  it('fails the "…" menu of read 18, and passes the label Pipedream\'s settings page gives', () => {
    const old = '# Settings\n\nOpen a workflow and open settings from the **…** menu at the top right.\n';
    expect(uiLabelProblems(parsePageTree(old), v2)).toEqual([
      "line 3: the label **…** has no source for v2 in scripts/lib/uiLabels.ts: add the page of Pipedream's docs (or the other product's) that shows it, or say what the screen shows",
    ]);
    const fixed = '# Settings\n\nOpen a workflow and click **Workflow Settings** at the top left.\n';
    expect(uiLabelProblems(parsePageTree(fixed), v2)).toEqual([]);
  });

  it('finds a label after an action or before the kind of control, in lists, tables and links, and nothing else', () => {
    const page = [
      '# Page', // 1
      '',
      '1. Click **Deploy**, then open the **Logs** tab.', // 3
      '2. Under **Settings**, choose [**Execution Controls**](settings.md).', // 4
      '',
      '| Step | What to do |', // 6
      '| --- | --- |',
      '| Test | Press the **Send Test Event** button. |', // 8
      '',
      '**Email**: messages sent to the workflow\'s address. A **bold term** in prose, and **Note:** a lead-in. **Reuse data.** Fields take it.', // 10
      '',
      'For privacy questions, email **privacy@pipedream.com**; or click **privacy@pipedream.com**.', // 12
      '',
      '```md',
      'Click **Inside Code** here.',
      '```',
    ].join('\n');
    expect(uses(page)).toEqual(['3 Deploy', '3 Logs', '4 Settings', '4 Execution Controls', '8 Send Test Event']);
  });

  it('looks a label up for the page\'s version: a v1 label is no source for v2, and a later version takes the current one\'s', () => {
    const v1Only = Object.entries(uiLabels).find(([, l]) => l.sources.v1 && !l.sources.current);
    const both = Object.entries(uiLabels).find(([, l]) => l.sources.v1 && l.sources.current);
    expect(v1Only && both).toBeTruthy();
    const [label, entry] = v1Only!;
    expect(labelSource(label, 'v1')).toBe(entry.sources.v1);
    expect(labelSource(label, 'current')).toBeUndefined();
    expect(uiLabelProblems(parsePageTree(`Click **${label}**.`), v2)).toHaveLength(1);
    expect(uiLabelProblems(parsePageTree(`Click **${label}**.`), v1)).toEqual([]);
    expect(labelSource(both![0], 'v2')).toBe(both![1].sources.current); // v2 cut later: the current pages' source
    expect(labelSource('toString', 'current')).toBeUndefined(); // no label from the object's prototype
    expect(labelSource('…', 'v1')).toBe(uiLabels['...']!.sources.v1); // three dots, typeset or not
  });

  it('takes any app\'s name for an [app] of the table, and only a name', () => {
    const source = uiLabels['Run Node.js code with [app]']!.sources.v1;
    expect(source).toBeDefined();
    expect(labelSource('Run Node.js code with HubSpot', 'v1')).toBe(source);
    expect(labelSource('Run Node.js code with Google Sheets', 'v1')).toBe(source);
    expect(labelSource('Run Node.js code with ', 'v1')).toBeUndefined();
    expect(labelSource('Run Node.js code with HubSpot', 'current')).toBeUndefined();
  });

  it('cites, for each label, a page of that version\'s Pipedream docs or the other product\'s docs', () => {
    for (const [label, {ui, sources}] of Object.entries(uiLabels)) {
      expect(Object.keys(sources).length).toBeGreaterThan(0);
      for (const [version, source] of Object.entries(sources)) {
        // docs/docs held v1's docs and, from 2022, v2's; docs-v2/pages holds only v2's
        const pipedreamDocs = version === 'v1' ? /^docs\/docs\/\S+\.mdx?$/ : /^(?:docs-v2\/pages|docs\/docs)\/\S+\.mdx?$/;
        const component = /^components\/[\w-]+\/(?:sources|actions)\/[\w-]+\/[\w-]+\.(?:mjs|ts|js)$/; // its name: the picker's label
        const ok = pipedreamDocs.test(source!) || component.test(source!) || (ui !== 'Pipedream' && /^https:\/\/\S+$/.test(source!));
        if (!ok) throw new Error(`${label} (${version}): ${source} is not a page of ${version === 'v1' ? 'v1' : 'v2'}'s docs`);
      }
    }
  });
});
