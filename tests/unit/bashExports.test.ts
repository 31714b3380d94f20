/** check-mdx's Bash exports check (scripts/lib/bashExports.ts): only the documented `name:json=` form. */
import {bashExportProblems} from '@site/scripts/lib/bashExports';

const block = (value: string, lang = 'bash') => ({lang, value, firstLine: 20});

describe('bashExportProblems', () => {
  it('passes the documented name:json= form, quoted either way, with a JSON value from jq', () => {
    const code = [
      `echo 'status:json="ok"' >> "$PIPEDREAM_EXPORTS"`,
      `echo "user:json=$(jq -c '{name: .trigger.event.body.name}' "$PIPEDREAM_STEPS")" >> $PIPEDREAM_EXPORTS`,
      `printf 'count:json=%s\\n' "$N" >> "\${PIPEDREAM_EXPORTS}"`,
      `cat "$PIPEDREAM_EXPORTS"`,
    ].join('\n');
    expect(bashExportProblems(block(code))).toEqual([]);
  });

  it('reports the name=value form with its page line, in any shell block, and leaves other languages alone', () => {
    expect(bashExportProblems(block(`set -e\necho "skip=true" >> "$PIPEDREAM_EXPORTS"\necho foo=bar >>$PIPEDREAM_EXPORTS`, 'sh'))).toEqual([
      'line 21: a Bash export is written `name:json=<JSON value>`, the only form Pipedream\'s Bash documentation gives: echo "skip=true" >> "$PIPEDREAM_EXPORTS"',
      "line 22: a Bash export is written `name:json=<JSON value>`, the only form Pipedream's Bash documentation gives: echo foo=bar >>$PIPEDREAM_EXPORTS",
    ]);
    expect(bashExportProblems(block('echo "skip=true" >> "$PIPEDREAM_EXPORTS"', 'python'))).toEqual([]);
  });
});
