/**
 * check-mdx's props check (scripts/lib/propDefaults.ts): a prop of an example that gives a `default` must be
 * optional, as Pipedream's Component API requires.
 */
import {propDefaultProblems} from '@site/scripts/lib/propDefaults';

const block = (value: string, lang = 'js') => ({lang, value, firstLine: 10});

describe('propDefaultProblems', () => {
  it('reports a prop with a default that is not optional, with its page line', () => {
    const code = [
      'export default defineComponent({',
      '  props: {',
      '    channel: { type: "string", label: "Channel", default: "#general" },',
      '    limit: { type: "integer", default: 10, optional: false },',
      '  },',
      '  async run({ steps, $ }) {},',
      '});',
    ].join('\n');
    expect(propDefaultProblems(block(code))).toEqual([
      "line 12: prop `channel` has a default but is not optional: Pipedream's Component API allows a default only on an optional prop (add `optional: true`, or drop the default)",
      "line 13: prop `limit` has a default but is not optional: Pipedream's Component API allows a default only on an optional prop (add `optional: true`, or drop the default)",
    ]);
  });

  it('passes optional props with a default, props without one, interfaces and services, and code that is no component', () => {
    const code = [
      'export default {',
      '  props: {',
      '    channel: { type: "string", default: "#general", optional: true },',
      '    sheetId: { type: "string", label: "Spreadsheet ID" },',
      '    timer: { type: "$.interface.timer", default: { intervalSeconds: 900 } },',
      '    db: "$.service.db",',
      '  },',
      '  async run() {',
      '    switch (this.channel) { default: return { default: 1 }; }',
      '  },',
      '};',
    ].join('\n');
    expect(propDefaultProblems(block(code))).toEqual([]);
    expect(propDefaultProblems(block('const props = { a: { default: 1 } };\n', 'py'))).toEqual([]);
  });

  it('reads TypeScript examples too', () => {
    expect(propDefaultProblems(block('export default { props: { n: { type: "integer", default: 1 } } } satisfies object;', 'ts'))).toHaveLength(1);
  });
});
