/**
 * `<script>` in a page, found in its MDX tree: by `check-mdx` and, as the page compiles, by the docs' remark
 * plugin (plugins/remarkPageChecks.ts). A page cannot carry a script: the Content-Security-Policy
 * (config/securityHeaders.ts) runs only the site's own files and the build's inline scripts it was given the
 * hashes of (config/csp-hashes.json), so a browser blocks it; and React never runs a script it renders after a
 * client-side navigation. A script of a data type (`application/ld+json`) does not run and is let through.
 */
import type {Root} from 'mdast';
import {runsAsJavaScript} from '../../config/inlineScripts';
import {walk} from './anchors';
import {at, attribute, isJsx} from './limitNames';


/** `line N: <script> in a page, …` for each script of the tree that would run as JavaScript. */
export function scriptProblems(tree: Root): string[] {
  const problems: string[] = [];
  walk(tree, (node) => {
    let runs = false;
    if (isJsx(node) && node.name?.toLowerCase() === 'script') {
      const type = attribute(node, 'type')?.value;
      // A type given as an expression is not known here: taken as JavaScript.
      runs = typeof type !== 'string' || runsAsJavaScript(type);
    } else if (node.type === 'html') {
      // Plain Markdown (a `.md` page read as CommonMark) keeps HTML as text nodes.
      runs = [...node.value.matchAll(/<script\b([^>]*)>/gi)].some((m) => runsAsJavaScript(/\btype\s*=\s*["']?([^"'\s>]*)/i.exec(m[1]!)?.[1] ?? ''));
    }
    if (runs)
      problems.push(`${at(node)}<script> in a page, which the Content-Security-Policy (config/securityHeaders.ts) blocks: put the behaviour in a component under src/components/`);
  });
  return problems;
}
