/**
 * Build-time validation of the REST API's OpenAPI document (openapi/pipedream.yaml) with Redocly's
 * validator: the OpenAPI 3.1 structure, the `recommended` rules, and every request, response and
 * parameter example against its schema (no field an example has may be missing from the schema).
 * Each problem is reported with the operation it belongs to and the field at fault, e.g.
 * `POST /sources (createSource), response 200 example, field data.active: … must be boolean`.
 * Node only (plugins/openApiPlugin.ts, tests); never imported by browser code.
 */
import {createConfig, lintFromString} from '@redocly/openapi-core';
import {httpMethods, type OpenApiDocument} from './types';

export interface OpenApiProblem {
  readonly rule: string;
  /** `METHOD /path (operationId)`, or the document part (`components.schemas.Source`) when in no operation. */
  readonly where: string;
  /** The example or schema part and the field, e.g. `response 200 example, field data.active`. */
  readonly field: string;
  readonly message: string;
}

/** JSON pointer `#/paths/~1a/get` → ['paths', '/a', 'get']. */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter((s) => s !== '')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Names the operation and the field a problem's pointer lands on. */
export function locate(doc: OpenApiDocument, pointer: string): {where: string; field: string} {
  const seg = pointerSegments(pointer);
  if (seg[0] === 'paths' && seg.length >= 3 && (httpMethods as readonly string[]).includes(seg[2]!)) {
    const [, route, method, ...rest] = seg as [string, string, string, ...string[]];
    const op = doc.paths?.[route]?.[method as (typeof httpMethods)[number]];
    const where = `${method.toUpperCase()} ${route}${op?.operationId ? ` (${op.operationId})` : ''}`;
    return {where, field: describeRest(rest, op?.parameters)};
  }
  if (seg[0] === 'paths' && seg.length >= 2) return {where: `path ${seg[1]}`, field: seg.slice(2).join('.') || '(the path item)'};
  return {where: seg.slice(0, 3).join('.') || '(document)', field: seg.slice(3).join('.') || '(the object itself)'};
}

function describeRest(rest: string[], parameters: readonly unknown[] | undefined): string {
  const exampleAt = rest.findIndex((s) => s === 'example' || s === 'examples');
  const fieldPath = (from: number) => rest.slice(from).join('.');
  if (rest[0] === 'requestBody') {
    return exampleAt >= 0 ? `request body example, field ${fieldPath(exampleAt + 1) || '(whole body)'}` : `request body ${rest.slice(1).join('.')}`;
  }
  if (rest[0] === 'responses' && rest[1]) {
    return exampleAt >= 0
      ? `response ${rest[1]} example, field ${fieldPath(exampleAt + 1) || '(whole body)'}`
      : `response ${rest[1]}${rest.length > 2 ? ` ${rest.slice(2).join('.')}` : ''}`;
  }
  if (rest[0] === 'parameters' && rest[1] !== undefined) {
    const p = parameters?.[Number(rest[1])] as {name?: string; $ref?: string} | undefined;
    const name = p?.name ?? p?.$ref?.split('/').pop() ?? rest[1];
    return `parameter ${name}${exampleAt >= 0 ? ' example' : rest.length > 2 ? ` ${rest.slice(2).join('.')}` : ''}`;
  }
  return rest.join('.') || '(the operation)';
}

/** Rules on top of `recommended`: every example is checked, extra example fields are errors. */
const rules = {
  'no-invalid-media-type-examples': {severity: 'error', allowAdditionalProperties: false},
  'no-invalid-parameter-examples': {severity: 'error', allowAdditionalProperties: false},
  'operation-operationId': 'error',
  'operation-summary': 'error',
  'operation-tag-defined': 'error',
  // Tags are in the page's order; the API's terms of use are not a licence the document could name.
  'tags-alphabetical': 'off',
  'info-license': 'off',
  'operation-4xx-response': 'error',
} as const;

/** Every problem Redocly finds in the document (warnings included: the build treats them all as errors). */
export async function lintOpenApi(source: string, doc: OpenApiDocument, file: string): Promise<OpenApiProblem[]> {
  const config = await createConfig({extends: ['recommended'], rules} as unknown as Parameters<typeof createConfig>[0]);
  const problems = await lintFromString({source, absoluteRef: file, config});
  return problems.map((p) => {
    const pointer = p.location[0]?.pointer ?? '#/';
    return {rule: p.ruleId, ...locate(doc, pointer), message: p.message};
  });
}

export function formatProblem(p: OpenApiProblem): string {
  return `${p.where}, ${p.field}: ${p.message} [${p.rule}]`;
}

export class OpenApiValidationError extends Error {
  constructor(file: string, problems: readonly OpenApiProblem[]) {
    super(`${file} is not a valid OpenAPI document:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'OpenApiValidationError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Throws `OpenApiValidationError` listing every problem; resolves when there is none. */
export async function assertValidOpenApi(source: string, doc: OpenApiDocument, file: string): Promise<void> {
  const problems = await lintOpenApi(source, doc, file);
  if (problems.length) throw new OpenApiValidationError(file, problems);
}
