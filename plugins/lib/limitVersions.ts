/**
 * Platform values a page's version does not have: a `<Limit>` or `<LimitsTable groups={…}>` on a page of one docs
 * version naming a group that belongs only to others (`groupVersions` of src/data/platform.ts: the SQL service is
 * v1's). Checked from the page's MDX tree by `check-mdx` (scripts/lib/pageProblems.ts) and, as the page compiles,
 * by the docs' remark plugin (plugins/remarkContentChecks.ts), with the same message.
 */
import type {Root} from 'mdast';
import {groupInVersion, groupVersionsText, latestConstants, limitGroups, type LimitGroup, type LimitName} from '../../src/data/platform';
import {walk} from './anchors';
import {at, attribute, isJsx} from './limitNames';

export interface VersionNames {
  /** Docusaurus's name: the key of `groupVersions`. */
  readonly name: string;
  /** What readers see (`v2`), for the message. */
  readonly label: string;
}

/** The string literals of an attribute written as an array expression (`groups={['Memory', 'Disk']}`). */
function literalStrings(value: unknown): string[] {
  const expression = (value as {data?: {estree?: {body?: {expression?: unknown}[]}}} | undefined)?.data?.estree?.body?.[0]?.expression as
    | {type: string; elements?: {type: string; value?: unknown}[]}
    | undefined;
  if (expression?.type !== 'ArrayExpression') return [];
  return (expression.elements ?? []).flatMap((e) => (e.type === 'Literal' && typeof e.value === 'string' ? [e.value] : []));
}

const otherVersionsText = (group: LimitGroup) => groupVersionsText(group);

/** Each element of the tree showing a group that is not the page's version's. */
export function limitVersionProblems(tree: Root, version: VersionNames): string[] {
  const problems: string[] = [];
  const foreign = (group: LimitGroup) => !groupInVersion(group, version.name);
  walk(tree, (node) => {
    if (!isJsx(node)) return;
    if (node.name === 'Limit') {
      const name = attribute(node, 'name')?.value;
      if (typeof name !== 'string' || !(name in latestConstants)) return; // limitProblems reports those
      const {group} = latestConstants[name as LimitName];
      if (foreign(group))
        problems.push(
          `${at(node)}<Limit name="${name}"> is a value of the "${group}" group, which only ${otherVersionsText(group)} has (groupVersions in src/data/platform.ts): remove it from this ${version.label} page`,
        );
    } else if (node.name === 'LimitsTable') {
      for (const group of literalStrings(attribute(node, 'groups')?.value)) {
        if ((limitGroups as readonly string[]).includes(group) && foreign(group as LimitGroup))
          problems.push(
            `${at(node)}<LimitsTable> lists the "${group}" group, which only ${otherVersionsText(group as LimitGroup)} has (groupVersions in src/data/platform.ts): remove it from groups on this ${version.label} page`,
          );
      }
    }
  });
  return problems;
}
