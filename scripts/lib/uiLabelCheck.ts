/**
 * The labels a page names as something on a screen, for scripts/check-mdx.ts: bold text after an action ("click
 * **Deploy**", "select **HTTP / Webhook**", "under **Settings**") or before the kind of control ("the **Logs** tab",
 * "the **Run Now** button"). Each must be listed in scripts/lib/uiLabels.ts with a source that shows it for the page's
 * docs version: fresh reads of issue 38 kept finding labels and menus no source gives (a "**…** menu at the top
 * right" where Pipedream's page says **Workflow Settings**, top left). Each problem names the line of the page.
 */
import type {Nodes, Root} from 'mdast';
import {walk} from '../../plugins/lib/anchors';
import {labelSource} from './uiLabels';

/** What a reader does to a control, ending the text just before the label. */
const actionBefore =
  /\b(?:click(?:ing)?|select(?:ing)?|choos(?:e|ing)|press(?:ing)?|tap|toggle|hit|pick|open(?:ing)?|turn (?:on|off)|go to|navigate to|enable|disable|uncheck|check|expand|switch to|under)\s+(?:on\s+)?(?:the\s+|your\s+|an?\s+)?$/i;
/** The kind of control, starting the text just after the label. */
const controlAfter =
  /^\s+(?:button|tab|menu|field|pane|panel|toggle|link|option|dropdown|drop-down|dialog|modal|screen|column|setting|switch|icon|checkbox|sidebar)s?\b/i;

/** A bold lead-in that ends its own sentence or phrase ("**Reference earlier steps.** Fields accept…") is no label. */
const leadIn = /[.:!?]$/;
/** An address to write to is no label. */
const emailAddress = /^[^\s@]+@[^\s@]+$/;

/** The text a reader sees of inline content: text, code, and the text inside emphasis or links. */
function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

export interface UiLabelUse {
  readonly label: string;
  readonly line: number;
}

/** A run of a paragraph's inline text, or a bold span in it, with what it says. */
type Run = {readonly text: string; readonly strong?: Nodes};

/** A paragraph's, heading's or table cell's content as runs: links and emphasis are read through. */
function runsOf(node: Nodes): Run[] {
  if (node.type === 'strong') return [{text: textOf(node), strong: node}];
  if (node.type === 'text' || node.type === 'inlineCode') return [{text: node.value}];
  return 'children' in node ? (node.children as Nodes[]).flatMap(runsOf) : [];
}

/** Every label the tree names in a screen's context, in the order of the page. Code blocks are not prose. */
export function uiLabelUses(tree: Root): UiLabelUse[] {
  const uses: UiLabelUse[] = [];
  walk(tree, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'tableCell') return;
    const runs = runsOf(node);
    runs.forEach((run, i) => {
      if (!run.strong) return;
      const label = run.text.trim();
      const before = runs.slice(0, i).map((r) => r.text).join('').slice(-60);
      const after = runs.slice(i + 1).map((r) => r.text).join('').slice(0, 40);
      if (label && !emailAddress.test(label) && !leadIn.test(label) && (actionBefore.test(before) || controlAfter.test(after))) uses.push({label, line: run.strong.position?.start.line ?? 0});
    });
  });
  return uses;
}

/** The labels a page names that scripts/lib/uiLabels.ts gives no source for in the page's version. */
export function uiLabelProblems(tree: Root, version: {readonly name: string; readonly label: string}): string[] {
  return uiLabelUses(tree)
    .filter((use) => labelSource(use.label, version.name) === undefined)
    .map(
      (use) =>
        `line ${use.line}: the label **${use.label}** has no source for ${version.label} in scripts/lib/uiLabels.ts: add the page of Pipedream's docs (or the other product's) that shows it, or say what the screen shows`,
    );
}
