/**
 * The content rule on link text (CONTRIBUTING.md): a link says where it leads. A link whose whole text is a generic
 * word ("here", "more", "Go") tells a reader who scans the links, or hears them read out, nothing; Lighthouse's SEO
 * audit flags the same words. check-mdx names each one; tests/unit/contentRules.test.ts runs the rule on every page.
 */
import {prose} from './limitsSections';

/** Link texts that say nothing about the target (Lighthouse's list, plus "link"). */
export const genericLinkTexts: ReadonlySet<string> = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'link',
  'this page',
  'this link',
]);

/** Markdown links and `<a>` elements of a page's prose (not its code) whose whole text is a generic word. */
export function genericLinks(source: string): string[] {
  const text = prose(source);
  const md = [...text.matchAll(/(?<!!)\[([^\]]+)\]\([^)]+\)/g)].map((m) => m[1]!);
  const html = [...text.matchAll(/<a\b[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);
  return [...md, ...html].filter((t) => genericLinkTexts.has(t.replace(/[`*_]/g, '').trim().toLowerCase()));
}

/** check-mdx's message for each generic link text of a page. */
export function genericLinkProblems(source: string): string[] {
  return genericLinks(source).map(
    (t) => `the link text "${t}" says nothing about where it leads: name the page or the topic ("the Go page", "Go code steps")`,
  );
}
