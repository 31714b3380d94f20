/**
 * The fake services of the step-example check, as a process of its own (./run.ts starts it):
 *   node --import tsx fakeServices.ts modes.json
 * Prints `listening <port>`. A request to /<run id>/<host>/<path> is recorded under the run id and answered as
 * ./fakeApis.ts says for the host, or with its error answer for the runs modes.json lists in `errorRuns`, or with the
 * host's failure inside a 2xx answer for the runs it lists in `reportedRuns`, or with the host's status and an empty
 * JSON object or list in place of its JSON for the runs it lists in `bareRuns`, or with the host's status and an HTML
 * page for those in `htmlRuns`.
 * GET /__requests returns every request recorded, by run id.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {errorAnswer, type FakeAnswer, failuresInside2xx, fakeApis} from './fakeApis';
import {htmlPage} from './savedPages.cjs';

interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly authorization?: string;
  readonly body?: unknown;
}

/** A body as the examples meant it: JSON, a form whose fields holding JSON are parsed, or text. */
function parseBody(text: string, contentType: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A form body (Slack's client posts its arguments as a form): a field holding JSON is compared as JSON
    if (!/application\/x-www-form-urlencoded/.test(contentType)) return text;
    return Object.fromEntries(
      [...new URLSearchParams(text)].map(([k, v]) => {
        try {
          return [k, /^[[{]/.test(v) ? JSON.parse(v) : v];
        } catch {
          return [k, v];
        }
      }),
    );
  }
}

const {errorRuns, reportedRuns, bareRuns, htmlRuns} = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as {errorRuns: string[]; reportedRuns: string[]; bareRuns: string[]; htmlRuns: string[]};
const failing = new Set(errorRuns);
const reporting = new Set(reportedRuns);
const bare = new Set(bareRuns);
const html = new Set(htmlRuns);

/** An answer without its fields: the same status, and `{}` for a JSON object or `[]` for a list (text as it is). */
const emptied = (a: FakeAnswer): FakeAnswer =>
  Array.isArray(a.body) ? {...a, body: []} : a.body && typeof a.body === 'object' ? {...a, body: {}} : a;
const requests: Record<string, Recorded[]> = {};

const server = http.createServer((req, res) => {
  if (req.url === '/__requests') {
    res.writeHead(200, {'content-type': 'application/json'});
    res.end(JSON.stringify({requests}));
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const [, runId = '', rawHost = '', ...rest] = (req.url ?? '/').split('/');
    const host = rawHost.toLowerCase();
    const body = parseBody(Buffer.concat(chunks).toString('utf8'), req.headers['content-type'] ?? '');
    const target = new URL(`http://${host}/${rest.join('/')}`);
    // Decoded: `Sheet1!A1` and `Sheet1%21A1` are the same range
    const url = decodeURIComponent(`${host}${target.pathname}${target.search}`);
    (requests[runId] ??= []).push({method: req.method ?? 'GET', url, ...(req.headers.authorization && {authorization: req.headers.authorization}), ...(body !== undefined && {body})});
    const answerOf = fakeApis[host];
    const answer = failing.has(runId)
      ? errorAnswer
      : reporting.has(runId) && failuresInside2xx[host]
        ? failuresInside2xx[host]!
        : answerOf
        ? answerOf({method: req.method ?? 'GET', path: target.pathname, query: target.searchParams, body})
        : {status: 502, body: `no fake service for ${host}`};
    const sent = bare.has(runId) && answerOf ? emptied(answer) : html.has(runId) && answerOf ? {status: answer.status, body: htmlPage(runId), type: 'text/html'} : answer;
    const json = typeof sent.body !== 'string';
    res.writeHead(sent.status, sent.body === undefined ? {} : {'content-type': json ? 'application/json' : (sent.type ?? 'text/plain')});
    res.end(sent.body === undefined ? undefined : json ? JSON.stringify(sent.body) : sent.body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
// The check that started this process ends it; should the check die first, its end of stdin closes, and so does this.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
