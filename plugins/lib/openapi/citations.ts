/**
 * REST operations a page's prose names (`GET /users/me`, `DELETE /webhooks/wh_abc123`, `POST /sources?org_id=…`,
 * `GET /sources/:id/event_summaries`), checked against openapi/pipedream.yaml: the method and path must be an
 * operation of the document, and the paragraph, list item or table row the citation sits in must name each
 * required query parameter of the operation (`DELETE /subscriptions` without `event_name` tells the reader to
 * send a request the API refuses). Checked from the page's MDX tree by `check-mdx`
 * (scripts/lib/pageProblems.ts) and, as the page compiles, by the docs' remark plugin (plugins/remarkContentChecks.ts),
 * with the same message, so a page cannot cite what the generated reference does not have. Code blocks are not
 * read for citations (a `curl` line carries a URL, not `METHOD /path`), but do count as naming a parameter.
 */
import leven from 'leven';
import type {Nodes, Root} from 'mdast';
import {listOperations, openApiSourceFile, type Operation} from './document';
import type {OpenApiDocument} from './types';

export interface Citation {
  readonly method: string;
  /** The path as written, without its query string. */
  readonly path: string;
  /** Names of the query parameters written after `?`. */
  readonly query: readonly string[];
  readonly line: number;
}

const CITATION = /\b(GET|POST|PUT|PATCH|DELETE)\s+(\/[^\s`'"<>)\]]*)/g;

/** The citations in one string of prose, at `line`. */
export function citationsIn(text: string, line: number): Citation[] {
  return [...text.matchAll(CITATION)].map((m) => {
    const written = m[2]!.replace(/[.,;:!]+$/, '');
    const [pathPart, queryPart = ''] = written.split('#')[0]!.split('?');
    const query = queryPart
      .split('&')
      .map((kv) => kv.split('=')[0]!)
      .filter(Boolean);
    return {method: m[1]!, path: pathPart!, query, line};
  });
}

/** `{id}`, `:id`, `<id>`: a segment written as a placeholder. */
const isPlaceholder = (segment: string) => /^(\{[^}]+\}|:\w+|<[^>]+>)$/.test(segment);
const segmentsOf = (p: string) => p.replace(/\/+$/, '').split('/').slice(1);

/** Whether a written path fits a path template of the document (`/sources/dc_abc` fits `/sources/{id}`). */
export function pathMatches(written: string, template: string): boolean {
  const a = segmentsOf(written);
  const b = segmentsOf(template);
  if (a.length !== b.length) return false;
  return a.every((segment, i) => {
    const t = b[i]!;
    if (isPlaceholder(t)) return segment !== '';
    return !isPlaceholder(segment) && segment === t;
  });
}

const operationsCache = new WeakMap<OpenApiDocument, readonly Operation[]>();
const operationsOf = (doc: OpenApiDocument) => {
  let ops = operationsCache.get(doc);
  if (!ops) operationsCache.set(doc, (ops = listOperations(doc)));
  return ops;
};

/** The operations a citation names (more than one when two templates fit), after the document's base path `/v1`. */
function resolve(citation: Citation, ops: readonly Operation[]): {path: string; templates: string[]; matching: Operation[]} {
  const candidates = [citation.path, citation.path.replace(/^\/v1(?=\/)/, '')];
  for (const p of candidates) {
    const templates = [...new Set(ops.filter((o) => pathMatches(p, o.path)).map((o) => o.path))];
    if (templates.length) return {path: p, templates, matching: ops.filter((o) => templates.includes(o.path) && o.method.toUpperCase() === citation.method)};
  }
  return {path: citation.path, templates: [], matching: []};
}

/** The document's path closest to a written one (edit distance, placeholders taking the written segment), for the message. */
function closestPath(written: string, ops: readonly Operation[]): string | undefined {
  const a = segmentsOf(written);
  let best: {path: string; distance: number} | undefined;
  for (const p of new Set(ops.map((o) => o.path))) {
    const b = segmentsOf(p);
    const filled = b.length === a.length ? `/${b.map((t, i) => (isPlaceholder(t) ? a[i] : t)).join('/')}` : p;
    const distance = leven(written.replace(/\/+$/, ''), filled);
    if (!best || distance < best.distance) best = {path: p, distance};
  }
  return best?.path;
}

interface Scope {
  readonly citations: Citation[];
  /** Everything written in it, code included: where a parameter's name may appear. */
  readonly text: string;
}

/** All the text below a node: prose, inline code and code blocks. */
function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return `${node.value}\n`;
  return 'children' in node ? node.children.map((c) => textOf(c as Nodes)).join('') : '';
}

/**
 * The citations of the tree, each in its scope: the list item or table row it is in, else its paragraph (or
 * heading) with the blocks that follow it up to the next paragraph or heading, the list or request example that
 * "Call `POST /webhooks` with:" introduces. A reader told to call an operation finds what to pass there, not
 * three paragraphs up.
 */
function scopes(tree: Root): Scope[] {
  const out: Scope[] = [];
  const visit = (node: Nodes, scopeText: string | undefined) => {
    if (node.type === 'text' || node.type === 'inlineCode') {
      const citations = citationsIn(node.value, node.position?.start.line ?? 0);
      if (citations.length) out.push({citations, text: scopeText ?? node.value});
    }
    if (!('children' in node)) return;
    const children = node.children as Nodes[];
    children.forEach((child, i) => {
      let own = scopeText;
      if (child.type === 'listItem' || child.type === 'tableRow') own = textOf(child);
      else if (own === undefined && (child.type === 'paragraph' || child.type === 'heading')) {
        const end = children.findIndex((c, j) => j > i && (c.type === 'paragraph' || c.type === 'heading'));
        own = children.slice(i, end < 0 ? undefined : end).map(textOf).join('');
      }
      visit(child, own);
    });
  };
  visit(tree, undefined);
  return out;
}

/** `line N: …` for every citation of the tree the document does not define, or whose paragraph leaves out a required parameter. */
export function citationProblems(tree: Root, doc: OpenApiDocument): string[] {
  const ops = operationsOf(doc);
  const problems: string[] = [];
  for (const scope of scopes(tree)) {
    for (const c of scope.citations) {
      const cited = `"${c.method} ${c.path}"`;
      const {path, templates, matching} = resolve(c, ops);
      if (templates.length === 0) {
        const closest = closestPath(path, ops);
        problems.push(
          `line ${c.line}: ${cited} is not an operation of ${openApiSourceFile}: no path of the document matches ${path}${closest ? ` (closest: ${closest})` : ''}; name an operation it defines, or add this one to the document`,
        );
        continue;
      }
      if (matching.length === 0) {
        const methods = ops.filter((o) => templates.includes(o.path)).map((o) => o.method.toUpperCase());
        problems.push(
          `line ${c.line}: ${cited} is not an operation of ${openApiSourceFile}: ${templates.join(', ')} has ${[...new Set(methods)].join(', ')} only; name an operation it defines, or add this one to the document`,
        );
        continue;
      }
      const required = [...new Set(matching.flatMap((o) => o.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name)))];
      const named = (name: string) => c.query.includes(name) || new RegExp(`(^|[^\\w])${name}([^\\w]|$)`).test(scope.text);
      const missing = required.filter((name) => !named(name));
      if (missing.length)
        problems.push(
          `line ${c.line}: ${cited} requires the query parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (${openApiSourceFile}), which the paragraph or list item does not name: say what to pass for ${missing.length > 1 ? 'them' : 'it'}`,
        );
    }
  }
  return problems;
}
