/**
 * Exports of the Bash examples, for scripts/check-mdx.ts: a line that appends to `$PIPEDREAM_EXPORTS` writes
 * `name:json=<JSON>`, the only form Pipedream's Bash documentation gives (fresh read 15 of issue 38 found the
 * `name=value` form, which only third-party copies of Pipedream's step template show, on ten pages). Each problem
 * names the line of the page.
 */
import type {ExampleBlock} from './exampleRuntime';

const bashLangs = new Set(['bash', 'sh', 'shell', 'zsh']);

/** An append to the exports file: `>> "$PIPEDREAM_EXPORTS"`, `>>$PIPEDREAM_EXPORTS`, `>> "${PIPEDREAM_EXPORTS}"`. */
const appendsToExports = />>\s*"?\$\{?PIPEDREAM_EXPORTS\}?"?/;
/** What a documented export line starts with: `echo 'name:json=` or `echo "name:json=`, or printf alike. */
const documentedForm = /\b(?:echo|printf)\s+(?:-[a-z]+\s+)*(["']?)[A-Za-z_][\w]*:json=/;

export function bashExportProblems(block: ExampleBlock): string[] {
  if (!block.lang || !bashLangs.has(block.lang) || !block.value.includes('PIPEDREAM_EXPORTS')) return [];
  return block.value.split('\n').flatMap((line, i) =>
    appendsToExports.test(line) && !documentedForm.test(line)
      ? [`line ${block.firstLine + i}: a Bash export is written \`name:json=<JSON value>\`, the only form Pipedream's Bash documentation gives: ${line.trim()}`]
      : [],
  );
}
