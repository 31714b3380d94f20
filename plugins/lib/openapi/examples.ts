/**
 * The request example of an operation in three forms, generated from the OpenAPI document: curl, Node.js
 * (`fetch`, an ES module with top-level await) and Python (`requests`). Path and query parameters come
 * from the parameters' `example` values, the body from the request body's example. Pure.
 * tests/unit/openApi.test.ts parses every generated example (bash -n, acorn, Python's ast).
 */
import type {Operation} from './document';

/** The placeholder the site's curl examples use for the key (the prose says where to find it). */
export const apiKeyPlaceholder = 'YOUR_API_KEY';
/** The environment variable the Node.js and Python examples read the key from. */
export const apiKeyEnvVar = 'PD_API_KEY';

/** Encodes a query value, leaving characters that read well and are safe in a query (`$`, `:`, `/`, `,`, `@`). */
const encodeQuery = (v: string) => encodeURIComponent(v).replace(/%(24|3A|2F|2C|40)/gi, (m) => decodeURIComponent(m));

function exampleValue(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

export interface RequestParts {
  /** Full URL without the query string. */
  readonly url: string;
  readonly query: readonly (readonly [string, string])[];
  readonly hasBody: boolean;
  readonly body?: unknown;
  /** POST and PUT send `Content-Type: application/json`, as the API asks, even without a body. */
  readonly sendsJson: boolean;
}

export function requestParts(op: Operation, baseUrl: string): RequestParts {
  let route = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    route = route.replace(`{${p.name}}`, encodeURIComponent(exampleValue(p.example)));
  }
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.example !== undefined)
    .map((p) => [p.name, exampleValue(p.example)] as const);
  return {
    url: `${baseUrl.replace(/\/$/, '')}${route}`,
    query,
    hasBody: op.requestBody !== undefined,
    ...(op.requestBody ? {body: op.requestBody.example} : {}),
    sendsJson: op.method === 'post' || op.method === 'put' || op.method === 'patch',
  };
}

export const fullUrl = (r: RequestParts) =>
  r.query.length ? `${r.url}?${r.query.map(([k, v]) => `${k}=${encodeQuery(v)}`).join('&')}` : r.url;

/** A shell word in single quotes. */
export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export function curlExample(op: Operation, baseUrl: string): string {
  const r = requestParts(op, baseUrl);
  const method = op.method === 'get' ? '' : `-X ${op.method.toUpperCase()} `;
  const lines = [
    `curl ${method}${shellQuote(fullUrl(r))}`,
    `  -H ${shellQuote(`Authorization: Bearer ${apiKeyPlaceholder}`)}`,
    ...(r.sendsJson ? [`  -H ${shellQuote('Content-Type: application/json')}`] : []),
    ...(r.hasBody ? [`  -d ${shellQuote(JSON.stringify(r.body))}`] : []),
  ];
  return lines.join(' \\\n');
}

const jsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const indent = (text: string, by: string) => text.split('\n').join(`\n${by}`);

export function nodeExample(op: Operation, baseUrl: string): string {
  const r = requestParts(op, baseUrl);
  const headers = [
    `    Authorization: \`Bearer \${process.env.${apiKeyEnvVar}}\`,`,
    ...(r.sendsJson ? [`    'Content-Type': 'application/json',`] : []),
  ];
  const init = [
    ...(op.method === 'get' ? [] : [`  method: '${op.method.toUpperCase()}',`]),
    '  headers: {',
    ...headers,
    '  },',
    ...(r.hasBody ? [`  body: JSON.stringify(${indent(JSON.stringify(r.body, null, 2), '  ')}),`] : []),
    // fetch has no time limit of its own
    '  signal: AbortSignal.timeout(30000),',
  ];
  // JSON.stringify prints every level: console.log alone shows what is nested deeper than two levels as [Object]
  const read = op.response.body !== undefined ? 'console.log(JSON.stringify(await response.json(), null, 2));' : 'console.log(response.status);';
  return [
    `const response = await fetch(${jsString(fullUrl(r))}, {`,
    ...init,
    '});',
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    read,
  ].join('\n');
}

/** A JSON value as a Python literal. */
export function pythonLiteral(v: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number' || typeof v === 'string') return JSON.stringify(v);
  if (Array.isArray(v)) return v.length ? `[\n${v.map((x) => `${pad}${pythonLiteral(x, depth + 1)},`).join('\n')}\n${end}]` : '[]';
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length ? `{\n${entries.map(([k, x]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(x, depth + 1)},`).join('\n')}\n${end}}` : '{}';
}

export function pythonExample(op: Operation, baseUrl: string): string {
  const r = requestParts(op, baseUrl);
  const args = [
    `    ${JSON.stringify(r.url)},`,
    `    headers={"Authorization": f"Bearer {os.environ['${apiKeyEnvVar}']}"},`,
    ...(r.query.length ? [`    params=${pythonLiteral(Object.fromEntries(r.query), 1)},`] : []),
    ...(r.hasBody ? [`    json=${pythonLiteral(r.body, 1)},`] : []),
    // requests waits for ever by default
    '    timeout=30,',
  ];
  // json.dumps prints the JSON as the API sent it (null, true), not as Python's None, True
  const hasBody = op.response.body !== undefined;
  const read = hasBody ? 'print(json.dumps(response.json(), indent=2, ensure_ascii=False))' : 'print(response.status_code)';
  // raise_for_status() would name the status only: the body of a failed call says what went wrong, as in Node.js
  const check = ['if not response.ok:', '    raise SystemExit(f"{response.status_code}: {response.text}")'];
  return [...(hasBody ? ['import json'] : []), 'import os', '', 'import requests', '', `response = requests.${op.method}(`, ...args, ')', ...check, read].join('\n');
}
