/**
 * The REST API's OpenAPI document: read from openapi/pipedream.yaml, with its `servers` taken from the site's
 * constants (src/data/platform.ts `siteUrls.api`), and its operations listed in page order (by tag, then as
 * written). Node only: plugins/openApiPlugin.ts, plugins/openApiRemarkPlugin.ts, the Markdown export, tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as yaml from 'js-yaml';
import {siteUrls} from '../../../src/data/platform';
import {
  httpMethods,
  isReference,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
  type ResponseObject,
  type SchemaObject,
} from './types';

/** The document, relative to the site. */
export const openApiSourceFile = 'openapi/pipedream.yaml';
/** Where the build publishes it, relative to the site's base URL (`/docs/`). */
export const openApiPublicFiles = {yaml: 'api/openapi.yaml', json: 'api/openapi.json'} as const;

/** The document with the API base URL of the site's constants as its only server. */
export function withSiteServers(doc: OpenApiDocument): OpenApiDocument {
  return {...doc, servers: [{url: siteUrls.api, description: 'The Pipedream API'}]};
}

export interface LoadedOpenApi {
  readonly doc: OpenApiDocument;
  /** The document as published (YAML): what the validator reads. */
  readonly yaml: string;
  readonly json: string;
}

export function parseOpenApi(source: string, filename = openApiSourceFile): LoadedOpenApi {
  const doc = withSiteServers(yaml.load(source, {filename}) as OpenApiDocument);
  return {doc, yaml: yaml.dump(doc, {lineWidth: -1, noRefs: true}), json: `${JSON.stringify(doc, null, 2)}\n`};
}

const cache = new Map<string, {mtimeMs: number; loaded: LoadedOpenApi}>();

/** The site this module belongs to (plugins/lib/openapi/ → the site). */
const ownSiteDir = path.resolve(__dirname, '..', '..', '..');

/** Reads and parses the site's document (cached until the file changes, for the dev server). */
export function loadOpenApi(siteDir: string = ownSiteDir): LoadedOpenApi {
  const file = path.join(siteDir, openApiSourceFile);
  const {mtimeMs} = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.loaded;
  const loaded = parseOpenApi(fs.readFileSync(file, 'utf8'));
  cache.set(file, {mtimeMs, loaded});
  return loaded;
}

/** A local `$ref` (`#/components/…`) resolved; other values as they are. */
export function deref<T>(doc: OpenApiDocument, value: T | Reference): T {
  let v: unknown = value;
  for (let hops = 0; isReference(v); hops++) {
    if (hops > 20 || !v.$ref.startsWith('#/')) throw new Error(`OpenAPI: cannot resolve $ref ${v.$ref}`);
    v = v.$ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], doc);
    if (v === undefined) throw new Error(`OpenAPI: $ref ${(value as Reference).$ref} points at nothing`);
  }
  return v as T;
}

export interface OperationExample {
  readonly status: string;
  readonly description: string;
  readonly body?: unknown;
}

export interface Operation {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: string;
  readonly parameters: readonly ParameterObject[];
  readonly requestBody?: {readonly schema: SchemaObject; readonly example: unknown; readonly required: boolean};
  /** The first success response (lowest 2xx), with its example body if it has one. */
  readonly response: OperationExample;
  /** Every documented status and what it means. */
  readonly statuses: readonly {readonly status: string; readonly description: string}[];
}

/** `METHOD /path (operationId)`: how messages name an operation. */
export const operationLabel = (o: {method: string; path: string; operationId?: string}) =>
  `${o.method.toUpperCase()} ${o.path}${o.operationId ? ` (${o.operationId})` : ''}`;

const exampleOf = (media: MediaTypeObject | undefined): unknown =>
  media?.example !== undefined ? media.example : Object.values(media?.examples ?? {})[0]?.value;

/** Every operation, grouped by the document's tag order, each group in document order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const all: Operation[] = [];
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of httpMethods) {
      const op = item[method] as OperationObject | undefined;
      if (op) all.push(toOperation(doc, route, method, op, item.parameters ?? []));
    }
  }
  const order = (doc.tags ?? []).map((t) => t.name);
  const rank = (o: Operation) => (order.includes(o.tag) ? order.indexOf(o.tag) : order.length);
  return all.map((o, i) => ({o, i})).sort((a, b) => rank(a.o) - rank(b.o) || a.i - b.i).map(({o}) => o);
}

function toOperation(
  doc: OpenApiDocument,
  route: string,
  method: HttpMethod,
  op: OperationObject,
  shared: readonly (ParameterObject | Reference)[],
): Operation {
  const label = operationLabel({method, path: route, operationId: op.operationId});
  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined || v === '') throw new Error(`OpenAPI: ${label} has no ${what}`);
    return v;
  };
  const own = (op.parameters ?? []).map((p) => deref(doc, p));
  const inherited = shared.map((p) => deref(doc, p)).filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
  const parameters = [...inherited, ...own];
  for (const p of parameters) {
    if ((p.required || p.in === 'path') && p.example === undefined) {
      throw new Error(`OpenAPI: ${label}, parameter ${p.name}: a required parameter needs an example (the page's request example uses it)`);
    }
  }
  const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
  const bodyMedia = body?.content?.['application/json'];
  if (body && (!bodyMedia || exampleOf(bodyMedia) === undefined)) {
    throw new Error(`OpenAPI: ${label}, request body: needs an application/json example`);
  }
  const responses = Object.entries(op.responses ?? {}).map(([status, r]) => ({status, r: deref<ResponseObject>(doc, r)}));
  const success = responses.filter(({status}) => /^2/.test(status)).sort((a, b) => a.status.localeCompare(b.status))[0];
  if (!success) throw new Error(`OpenAPI: ${label} has no 2xx response`);
  const successMedia = success.r.content?.['application/json'];
  if (successMedia && exampleOf(successMedia) === undefined) {
    throw new Error(`OpenAPI: ${label}, response ${success.status}: needs an example`);
  }
  return {
    operationId: need(op.operationId, 'operationId'),
    method,
    path: route,
    summary: need(op.summary, 'summary'),
    description: op.description ?? '',
    tag: need(op.tags?.[0], 'tag'),
    parameters,
    ...(body && bodyMedia
      ? {requestBody: {schema: deref(doc, bodyMedia.schema ?? {}), example: exampleOf(bodyMedia), required: body.required ?? false}}
      : {}),
    response: {status: success.status, description: success.r.description, ...(successMedia ? {body: exampleOf(successMedia)} : {})},
    statuses: responses.map(({status, r}) => ({status, description: r.description})),
  };
}

/** Top-level properties of a (possibly `allOf`) object schema, with whether each is required. */
export function schemaProperties(doc: OpenApiDocument, schema: SchemaObject | Reference): {name: string; schema: SchemaObject}[] {
  const s = deref(doc, schema);
  const own = Object.entries(s.properties ?? {}).map(([name, p]) => ({name, schema: deref(doc, p)}));
  return [...(s.allOf ?? []).flatMap((part) => schemaProperties(doc, part)), ...own];
}

/** `string`, `integer (1 to 100, default 10)`, `string: event` … for the parameter table. */
export function schemaTypeText(doc: OpenApiDocument, schema: SchemaObject | Reference | undefined): string {
  if (!schema) return '';
  const s = deref(doc, schema);
  const type = Array.isArray(s.type) ? s.type.join(' or ') : (s.type as string | undefined) ?? (s.items ? 'array' : 'any');
  const notes = [
    ...(s.enum ? [`one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`] : []),
    ...(s.minimum !== undefined && s.maximum !== undefined ? [`${s.minimum} to ${s.maximum}`] : []),
    ...(s.default !== undefined ? [`default ${JSON.stringify(s.default)}`] : []),
  ];
  return notes.length ? `${type} (${notes.join(', ')})` : type;
}
