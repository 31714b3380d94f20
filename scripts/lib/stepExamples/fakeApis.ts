/**
 * What the fake APIs of scripts/check-examples.ts answer, by host (in lower case): the part of each service's documented answer
 * that the examples read. A host no entry names gets a 502 and a problem that names it, so a new example that
 * calls a new service adds its answer here.
 */
export interface FakeAnswer {
  readonly status: number;
  /** JSON, or text when a string. */
  readonly body?: unknown;
}

export interface FakeRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Parsed JSON, or the text. */
  readonly body: unknown;
}

const recordsOf = (body: unknown): {fields?: unknown}[] =>
  body && typeof body === 'object' && Array.isArray((body as {records?: unknown}).records) ? (body as {records: {fields?: unknown}[]}).records : [];

export const fakeApis: Readonly<Record<string, (request: FakeRequest) => FakeAnswer>> = {
  // chat.postMessage: https://api.slack.com/methods/chat.postMessage (HTTP 200, `ok`, `channel`, `ts`)
  'slack.com': () => ({status: 200, body: {ok: true, channel: 'C0123456789', ts: '1709542800.123456'}}),
  // Create records: https://airtable.com/developers/web/api/create-records (one record per record sent, with its fields)
  'api.airtable.com': ({body}) => ({
    status: 200,
    body: {records: recordsOf(body).map((r, i) => ({id: `recA1b2C3d4E5f6G${i}`, createdTime: '2024-03-04T09:00:00.000Z', fields: r.fields ?? {}}))},
  }),
  // Get a repository: https://docs.github.com/rest/repos/repos#get-a-repository
  'api.github.com': () => ({
    status: 200,
    body: {full_name: 'PipedreamHQ/pipedream', stargazers_count: 9000, forks_count: 5000, open_issues_count: 3000, html_url: 'https://github.com/PipedreamHQ/pipedream'},
  }),
  // Mail Send answers 202 with no body: https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send
  'api.sendgrid.com': () => ({status: 202}),
  // Append values: https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values/append
  'sheets.googleapis.com': () => ({status: 200, body: {spreadsheetId: 'sheet-1', updates: {updatedRange: 'Sheet1!A2:C2', updatedRows: 1, updatedCells: 3}}}),
  // The example service of the HTTP request examples
  'api.example.com': () => ({status: 200, body: {id: 42, status: 'ok'}}),
  // The *_URL environment variables (fakePlatform.json's urlBase). A Discord webhook answers 204 with no body, or
  // the message it created with ?wait=true: https://discord.com/developers/docs/resources/webhook#execute-webhook
  'hooks.example.com': ({query, body}) =>
    query.get('wait') === 'true'
      ? {status: 200, body: {id: '1214861836543283200', channel_id: '1101234567890123456', content: (body as {content?: unknown} | null)?.content ?? ''}}
      : {status: 204},
  // GET /v1/users/me: the REST API's current user
  'api.pipedream.com': () => ({status: 200, body: {data: {id: 'u_abc123', username: 'ada', email: 'ada@example.com'}}}),
  // An HTTP trigger's endpoint
  'your_endpoint.m.pipedream.net': () => ({status: 200, body: {}}),
};

/** The answer of every service in the runs that test an error status. */
export const errorAnswer: FakeAnswer = {status: 500, body: 'upstream error: service unavailable'};

/**
 * Services that report a failure inside a 2xx answer, with that answer: an example that calls one must check it,
 * or the step succeeds although nothing happened.
 */
export const failuresInside2xx: Readonly<Record<string, FakeAnswer>> = {
  // https://api.slack.com/web#evaluating_responses: HTTP 200 with "ok": false and an error code
  'slack.com': {status: 200, body: {ok: false, error: 'not_in_channel'}},
};
