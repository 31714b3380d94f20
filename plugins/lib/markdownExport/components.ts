/**
 * How each MDX component of the site reads as plain Markdown, from the same data the component renders
 * (src/data/platform.ts, the pages of the version…). tests/unit/markdownExport.test.ts renders every
 * component with React and checks its Markdown says the same thing, so the two cannot drift apart.
 * A new component used in a page needs an entry here, or the build stops naming it.
 */
import type {PhrasingContent, RootContent} from 'mdast';
import {constantsFor, formatCount, isLimitName, limitGroups, limitNames, limitsPageGroupsFor, pricingTiers, siteUrls, tierDailyInvocations, tierPrice, type LimitGroup, type PricingTier} from '../../../src/data/platform';
import mappings from '../../../src/data/python-mappings.json';
import {triggerEventLists, triggerFieldsFor, type TriggerEventList, type TriggerField} from '../../../src/data/triggerFields';
import {cardsFor, type CardSection} from '../guideCards';
import {earlyAccessUrl, featureNotices} from '../../../src/data/featureNotices';
import type {ComponentExport, ElementInput} from './types';
import {blockquote, bulletList, inlineCode, link, paragraph, plainText, strong, table, text, type Cell} from './mdast';
import {loadOpenApi} from '../openapi/document';
import {exportLinkResolver} from '../openapi/links';
import {operationsTree} from '../openapi/mdast';

const fail = (input: ElementInput, why: string): never => {
  throw new Error(`${input.ctx.file}: <${input.element.name}> ${why}`);
};

const stringProp = (input: ElementInput, name: string): string | undefined => {
  const v = input.props[name];
  if (v === undefined) return undefined;
  return typeof v === 'string' ? v : fail(input, `needs ${name} as a string`);
};

/** `<Limit name="…"/>`: the value for the page's version. */
const Limit: ComponentExport = (input) => {
  const name = stringProp(input, 'name') ?? '';
  return isLimitName(name)
    ? [text(constantsFor(input.ctx.versionName)[name].value)]
    : fail(input, `names "${name}", which is not a platform constant`);
};

/** `<ApiBaseUrl which="api|sqlApi"/>`: the base URL as code. */
const ApiBaseUrl: ComponentExport = (input) => {
  const which = stringProp(input, 'which') ?? 'api';
  return which === 'api' || which === 'sqlApi'
    ? [inlineCode(siteUrls[which])]
    : fail(input, `has which="${which}": expected api or sqlApi`);
};

interface TabValue {
  readonly value: string;
  readonly label?: string;
}

/** `<Tabs>`: every tab in order, each under its label in bold (a reader of Markdown sees them all). */
const Tabs: ComponentExport = (input) => {
  const values = (Array.isArray(input.props.values) ? input.props.values : []) as TabValue[];
  return input.element.children.flatMap((child): RootContent[] => {
    if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') return input.render([child]);
    const attr = (n: string) => child.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === n)?.value;
    const value = typeof attr('value') === 'string' ? (attr('value') as string) : '';
    const label = typeof attr('label') === 'string' ? (attr('label') as string) : values.find((v) => v.value === value)?.label ?? value;
    return [paragraph(strong(text(label))), ...input.render(child.children)];
  });
};

/** A `<TabItem>` outside `<Tabs>`: its content. */
const TabItem: ComponentExport = (input) => input.render(input.element.children);

/** The groups `<LimitsTable/>` shows: the page's, else those of the limits page in the page's version (as the component does). */
export const limitsTableGroups = (groups: unknown, versionName: string): readonly LimitGroup[] =>
  Array.isArray(groups) ? (groups as LimitGroup[]) : limitsPageGroupsFor(versionName);

/** `<LimitsTable groups={[…]}/>`: one table, a bold row per group, then label | value rows. */
const LimitsTable: ComponentExport = (input) => {
  const constants = constantsFor(input.ctx.versionName);
  const groups = limitsTableGroups(input.props.groups, input.ctx.versionName);
  const unknown = groups.filter((g) => !limitGroups.includes(g));
  if (unknown.length) fail(input, `has unknown groups: ${unknown.join(', ')}`);
  const rows: Cell[][] = [['Limit', 'Value']];
  for (const group of groups) {
    rows.push([strong(text(group)), '']);
    for (const name of limitNames.filter((n) => constants[n].group === group)) rows.push([constants[name].label, constants[name].value]);
  }
  return [table(rows)];
};

/** `<PricingTable/>`: the plans side by side, then the invocation note. */
const PricingTable: ComponentExport = (input) => {
  const c = constantsFor(input.ctx.versionName);
  const row = (label: string, cell: (t: PricingTier) => string): Cell[] => [label, ...pricingTiers.map(cell)];
  return [
    table([
      row('Plan', (t) => t.name),
      row('For', (t) => t.summary),
      row('Price', tierPrice),
      row('Invocations included per month', (t) => formatCount(t.monthlyInvocations)),
      row('Daily invocations limit', tierDailyInvocations),
      row('Team members', (t) => (t.teamMembers === null ? '—' : `Up to ${t.teamMembers}`)),
    ]),
    paragraph(
      text(
        `Free organizations have a daily invocations limit of ${c.dailyInvocationsFreeOrg.value}. Each invocation beyond a paid plan's included invocations costs ${c.pricePerInvocation.value}.`,
      ),
    ),
  ];
};

/** `<PythonMappings/>`: the whole table (the filter is for the browser). */
const PythonMappings: ComponentExport = () => [
  table([['PyPI package', 'Import name'], ...mappings.map((m): Cell[] => [inlineCode(m.package), inlineCode(m.module)])]),
];

/** `<GuideCards section="…"/>`: one list item per card, linking to the page, with its description. */
const GuideCards: ComponentExport = (input) => {
  const section = stringProp(input, 'section') as CardSection;
  if (section !== 'guides' && section !== 'code') fail(input, `has section="${section}": expected guides or code`);
  const cards = cardsFor(section, input.ctx.versionDocs, input.ctx.versionBase);
  return [bulletList(cards.map((c): PhrasingContent[] => [link(input.ctx.resolveUrl(c.permalink), text(c.title)), text(`: ${c.description}`)]))];
};

/** `<VideoEmbed url title/>`: a link to the video. */
const VideoEmbed: ComponentExport = (input) => [
  paragraph(text('Video: '), link(stringProp(input, 'url') ?? fail(input, 'needs url'), text(stringProp(input, 'title') ?? 'video'))),
];


const notice =
  (title: string, defaultText: string): ComponentExport =>
  (input) => {
    const body = input.element.children.length ? input.render(input.element.children) : [paragraph(text(defaultText))];
    const feature = stringProp(input, 'feature');
    const optIn = feature
      ? [
          paragraph(
            text('Turn on '),
            strong(text(feature)),
            text(" in your account's "),
            link(earlyAccessUrl, text('early access settings')),
            text(' to try it.'),
          ),
        ]
      : [];
    return [blockquote(paragraph(strong(text(title))), ...body, ...optIn)];
  };

/** Lower-case JSX (`<details>`, `<br/>`, `<a>`…): its Markdown equivalent, or its content. */
export const htmlElementExport: ComponentExport = (input) => {
  const {element, props, render} = input;
  const children = () => render(element.children);
  switch (element.name) {
    case 'br':
      return [{type: 'break'}];
    case 'a':
      return [link(input.ctx.resolveUrl(String(props.href ?? '')), ...(children() as PhrasingContent[]))];
    case 'img':
      return [{type: 'image', url: input.ctx.resolveUrl(String(props.src ?? '')), alt: String(props.alt ?? '')}];
    case 'code':
      return [inlineCode(plainText(children()))];
    case 'strong':
    case 'b':
      return [strong(...(children() as PhrasingContent[]))];
    case 'em':
    case 'i':
      return [{type: 'emphasis', children: children() as PhrasingContent[]}];
    case 'summary':
      return [paragraph(strong(...(children().flatMap((n) => (n.type === 'paragraph' ? n.children : [n])) as PhrasingContent[])))];
    case 'p':
      return [paragraph(...(children() as PhrasingContent[]))];
    case 'iframe':
      return [paragraph(link(String(props.src ?? ''), text(String(props.title ?? props.src ?? ''))))];
    default:
      return children();
  }
};

/**
 * `<OpenApiOperations />`: the endpoint sections of the REST reference, generated from the OpenAPI document
 * as on the page (plugins/openApiRemarkPlugin.ts), with the document's links in the page's version.
 */
const OpenApiOperations: ComponentExport = (input) =>
  input.render(
    operationsTree(loadOpenApi().doc, {
      baseUrl: siteUrls.api,
      link: exportLinkResolver(input.ctx.siteOrigin, input.ctx.versionBase),
    }),
  );

/** A Field | Meaning table of trigger fields, with the code spans of each meaning kept as code. */
const fieldTable = (fields: readonly TriggerField[]): RootContent[] => {
  const phrasing = (description: string): PhrasingContent[] =>
    description
      .split(/(`[^`]+`)/)
      .filter((part) => part !== '')
      .map((part) => (part.startsWith('`') ? inlineCode(part.slice(1, -1)) : text(part)));
  return [table([['Field', 'Meaning'], ...fields.map((f): Cell[] => [inlineCode(f.name), phrasing(f.description)])])];
};

/** `<TriggerContextFields/>`: the page's version's `steps.trigger.context` fields. */
const TriggerContextFields: ComponentExport = (input) => fieldTable(triggerFieldsFor(input.ctx.versionName).context);

/** `<TriggerEventFields list="http|schedule|httpRaw"/>`: the page's version's fields of that event. */
const TriggerEventFields: ComponentExport = (input) => {
  const list = stringProp(input, 'list') ?? '';
  return (triggerEventLists as readonly string[]).includes(list)
    ? fieldTable(triggerFieldsFor(input.ctx.versionName)[list as TriggerEventList])
    : fail(input, `has list="${list}": expected one of ${triggerEventLists.join(', ')}`);
};

export const componentExports: Readonly<Record<string, ComponentExport>> = {
  TriggerContextFields,
  TriggerEventFields,
  Limit,
  ApiBaseUrl,
  Tabs,
  TabItem,
  LimitsTable,
  PricingTable,
  PythonMappings,
  GuideCards,
  VideoEmbed,
  AlphaFeatureNotice: notice(featureNotices.alpha.title, featureNotices.alpha.text),
  BetaFeatureNotice: notice(featureNotices.beta.title, featureNotices.beta.text),
  OpenApiOperations,
};
