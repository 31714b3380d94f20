/**
 * What the fake APIs of scripts/check-examples.ts answer, by host (in lower case): the part of each service's documented answer
 * that the examples read. A host no entry names gets a 502 and a problem that names it, so a new example that
 * calls a new service adds its answer here.
 */
export interface FakeAnswer {
  readonly status: number;
  /** JSON, or text when a string. */
  readonly body?: unknown;
  /** The content type of a text body (`text/plain` when not given): a file's, for the download examples. */
  readonly type?: string;
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
  // chat.postMessage: https://api.slack.com/methods/chat.postMessage (HTTP 200, `ok`, `channel`, `ts`), and
  // users.lookupByEmail: https://api.slack.com/methods/users.lookupByEmail (`ok`, `user`)
  'slack.com': ({path}) =>
    path.endsWith('/users.lookupByEmail')
      ? {status: 200, body: {ok: true, user: {id: 'U0123456789', name: 'ada', real_name: 'Ada Lovelace'}}}
      : {status: 200, body: {ok: true, channel: 'C0123456789', ts: '1709542800.123456'}},
  // Create records: https://airtable.com/developers/web/api/create-records (one record per record sent, with its fields)
  'api.airtable.com': ({body}) => ({
    status: 200,
    body: {records: recordsOf(body).map((r, i) => ({id: `recA1b2C3d4E5f6G${i}`, createdTime: '2024-03-04T09:00:00.000Z', fields: r.fields ?? {}}))},
  }),
  // Get an issue (https://docs.github.com/rest/issues/issues#get-an-issue), the authenticated user
  // (https://docs.github.com/rest/users/users#get-the-authenticated-user), or a repository
  // (https://docs.github.com/rest/repos/repos#get-a-repository)
  'api.github.com': ({path}) =>
    /\/issues\/\d+$/.test(path)
      ? {status: 200, body: {number: 1, title: 'Build fails on Node 20', state: 'open', html_url: 'https://github.com/OWNER/REPO/issues/1'}}
      : path === '/user'
        ? {status: 200, body: {login: 'octocat', id: 583231, name: 'The Octocat', html_url: 'https://github.com/octocat'}}
        : {
            status: 200,
            body: {full_name: 'PipedreamHQ/pipedream', stargazers_count: 9000, forks_count: 5000, open_issues_count: 3000, html_url: 'https://github.com/PipedreamHQ/pipedream'},
          },
  // Create message: https://discord.com/developers/docs/resources/message#create-message (the message created)
  'discord.com': ({body}) => ({status: 200, body: {id: '1214861836543283200', channel_id: '1101234567890123456', content: (body as {content?: unknown} | null)?.content ?? ''}}),
  // List athlete activities, or get one: https://developers.strava.com/docs/reference/#api-Activities-getLoggedInAthleteActivities,
  // https://developers.strava.com/docs/reference/#api-Activities-getActivityById
  'www.strava.com': ({path}) => {
    const activity = {id: 10938472, name: 'Morning Run', sport_type: 'Run', type: 'Run', distance: 8042.3, moving_time: 2710, start_date_local: '2024-03-04T07:12:00Z'};
    return {status: 200, body: /\/activities\/\d+$/.test(path) ? activity : [activity]};
  },
  // Create a contact: https://developers.hubspot.com/docs/api/crm/contacts (HTTP 201, the contact with its properties),
  // or search contacts (HTTP 200, `total` and `results`): https://developers.hubspot.com/docs/api/crm/search
  'api.hubapi.com': ({path, body}) =>
    path.endsWith('/search')
      ? {status: 200, body: {total: 1, results: [{id: '51', properties: {email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', lifecyclestage: 'lead'}, archived: false}]}}
      : {
          status: 201,
          body: {id: '51', properties: (body as {properties?: unknown} | null)?.properties ?? {}, createdAt: '2024-03-04T09:00:00.000Z', archived: false},
        },
  // Create a contact: https://developers.intercom.com/docs/references/rest-api/api.intercom.io/contacts/createcontact
  'api.intercom.io': ({body}) => ({
    status: 200,
    body: {type: 'contact', id: '65e5a1b2c3d4e5f6a7b8c9d0', role: (body as {role?: unknown} | null)?.role ?? 'user', email: (body as {email?: unknown} | null)?.email ?? null},
  }),
  // Create a meeting: https://developers.zoom.us/docs/api/meetings/#tag/meetings/POST/users/{userId}/meetings
  'api.zoom.us': ({body}) => ({
    status: 201,
    body: {id: 85746065432, topic: (body as {topic?: unknown} | null)?.topic ?? 'Meeting', start_time: '2024-03-04T15:00:00Z', join_url: 'https://us05web.zoom.us/j/85746065432'},
  }),
  // The instance of fakePlatform.json's `instance_name`. Create a record (answer under `result`):
  // https://developer.servicenow.com/dev.do#!/reference/api/latest/rest/c_TableAPI#table-POST
  'dev12345.service-now.com': () => ({status: 201, body: {result: {number: 'INC0010001', sys_id: '1c741bd70b2322007518478d83673af3'}}}),
  // fakePlatform.json's Zoho `api_domain`. Zoho Books: list organizations and invoices
  // (https://www.zoho.com/books/api/v3/organizations/ and /invoices/); Zoho CRM: insert records, one answer per record
  // (https://www.zoho.com/crm/developer/docs/api/v2/insert-records.html)
  'www.zohoapis.com': ({path, query}) =>
    path.endsWith('/organizations')
      ? {status: 200, body: {code: 0, organizations: [{organization_id: '10234695', name: 'Acme Corp'}]}}
      : path.endsWith('/invoices')
        ? {
            status: 200,
            body: {
              code: 0,
              invoices: [{invoice_number: `INV-00000${query.get('page') ?? 1}`, customer_name: 'Globex', due_date: '2024-02-28', balance: 420, currency_code: 'USD'}],
              page_context: {page: Number(query.get('page') ?? 1), has_more_page: false},
            },
          }
        : {status: 201, body: {data: [{code: 'SUCCESS', status: 'success', message: 'record added', details: {id: '5725767000000524157'}}]}},
  // Zoho Mail on fakePlatform.json's `base_api_uri`: get all accounts, then send an email
  // (https://www.zoho.com/mail/help/api/get-all-users-accounts.html, https://www.zoho.com/mail/help/api/post-send-an-email.html)
  'mail.zoho.com': ({path}) =>
    path.endsWith('/accounts')
      ? {status: 200, body: {status: {code: 200, description: 'success'}, data: [{accountId: '2560636000000008002', primaryEmailAddress: 'ada@example.com'}]}}
      : {status: 200, body: {status: {code: 200, description: 'success'}, data: {messageId: '1709542800123100001', subject: 'Your weekly report'}}},
  // Verify credentials: https://developer.x.com/en/docs/x-api/v1/accounts-and-users/manage-account-settings/api-reference/get-account-verify_credentials
  'api.twitter.com': () => ({status: 200, body: {id_str: '2244994945', screen_name: 'XDevelopers', name: 'Developers'}}),
  // The Pokémon of the HTTP request examples: https://pokeapi.co/docs/v2#pokemon
  'pokeapi.co': () => ({status: 200, body: {id: 25, name: 'pikachu', height: 4, weight: 60, types: [{slot: 1, type: {name: 'electric'}}]}}),
  // The files the download examples fetch (a PDF, an SVG image) and the webhook the troubleshooting example posts to
  'example.com': ({path}) =>
    path.endsWith('.svg')
      ? {status: 200, body: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml'}
      : path.endsWith('.pdf')
        ? {status: 200, body: '%PDF-1.4\n%fake\n', type: 'application/pdf'}
        : {status: 200, body: {ok: true}},
  // Mail Send answers 202 with no body: https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send
  'api.sendgrid.com': () => ({status: 202}),
  // Append values: https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values/append
  'sheets.googleapis.com': () => ({status: 200, body: {spreadsheetId: 'sheet-1', updates: {updatedRange: 'Sheet1!A2:C2', updatedRows: 1, updatedCells: 3}}}),
  // The example service of the HTTP request examples; its /items lists items oldest first (v1 Managing state)
  'api.example.com': ({path}) =>
    path.endsWith('/items') ? {status: 200, body: {items: [{id: 41, name: 'First item'}, {id: 42, name: 'Second item'}]}} : {status: 200, body: {id: 42, status: 'ok'}},
  // JSONPlaceholder's fake posts and comments: https://jsonplaceholder.typicode.com/guide/
  'jsonplaceholder.typicode.com': ({path}) => {
    const post = {userId: 1, id: Number(/\/posts\/(\d+)/.exec(path)?.[1] ?? 1), title: 'sunt aut facere', body: 'quia et suscipit'};
    return {status: 200, body: path.startsWith('/comments') ? [{postId: 1, id: 1, name: 'id labore', email: 'Eliseo@gardner.biz', body: 'laudantium'}] : path.startsWith('/posts/') ? post : [post]};
  },
  // Open Notify's ISS position and people in space: http://open-notify.org/Open-Notify-API/
  'api.open-notify.org': ({path}) =>
    path.startsWith('/astros')
      ? {status: 200, body: {message: 'success', number: 1, people: [{name: 'Jasmin Moghbeli', craft: 'ISS'}]}}
      : {status: 200, body: {message: 'success', timestamp: 1709542800, iss_position: {latitude: '-12.3456', longitude: '98.7654'}}},
  // The *_URL environment variables (fakePlatform.json's urlBase). A Discord webhook answers 204 with no body, or
  // the message it created with ?wait=true: https://discord.com/developers/docs/resources/webhook#execute-webhook
  'hooks.example.com': ({query, body}) =>
    query.get('wait') === 'true'
      ? {status: 200, body: {id: '1214861836543283200', channel_id: '1101234567890123456', content: (body as {content?: unknown} | null)?.content ?? ''}}
      : {status: 204},
  // GET /v1/users/me: the REST API's current user; GET /v1/users/me/sources: a page of the user's sources, with the
  // cursor of the last (versioned_docs/version-v1/api/rest/index.md, "Pagination"). POST to fakePlatform.json's
  // `oauth_signer_uri`: the signed Authorization header, which @pipedream/platform's axios reads as the answer's body
  // (OAuth 1.0a apps)
  'api.pipedream.com': ({path}) =>
    path === '/v1/oauth/sign'
      ? {status: 200, body: 'OAuth oauth_consumer_key="test", oauth_nonce="n", oauth_signature="s", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1709542800", oauth_token="t", oauth_version="1.0"'}
      : path === '/v1/users/me/sources'
        ? {
            status: 200,
            body: {
              page_info: {total_count: 1, count: 1, start_cursor: 'ZGNfNVlHdU1v', end_cursor: 'ZGNfNVlHdU1v'},
              data: [{id: 'dc_abc123', component_id: 'sc_abc123', name: 'rss', active: true, created_at: 1709542800, updated_at: 1709542800}],
            },
          }
        : {status: 200, body: {data: {id: 'u_abc123', username: 'ada', email: 'ada@example.com'}}},
  // The v1 SQL service's query API: the columns, the query's execution ID and CSV, and the rows as lists
  // (the shape Pipedream's Scheduled SQL source emits as `results`: PipedreamHQ/pipedream docs/docs/destinations/sql)
  'rt.pipedream.com': () => ({
    status: 200,
    body: {
      columnInfo: [{Name: 'url', Label: 'url', Type: 'varchar'}, {Name: 'hits', Label: 'hits', Type: 'bigint'}],
      queryExecutionId: '6cd06536-56f7-4c5d-a3e1-721b9e3ac614',
      csvLocation: 'https://rt.pipedream.com/sql/csv/6cd06536-56f7-4c5d-a3e1-721b9e3ac614.csv',
      results: [['/orders', '42']],
    },
  }),
  // An HTTP trigger's endpoint, by either placeholder the pages use; the task scheduler source's paths answer as it
  // does (PipedreamHQ/pipedream components/pipedream/sources/new-scheduled-tasks/new-scheduled-tasks.mjs)
  'your_endpoint.m.pipedream.net': (request) => endpointAnswer(request),
  'your-endpoint-id.m.pipedream.net': (request) => endpointAnswer(request),
};

/** An endpoint's answer: `{}`, or the task scheduler's to `POST /schedule` (the task's id) and `POST /cancel`. */
function endpointAnswer({path, body}: {path: string; body: unknown}): FakeAnswer {
  if (path === '/schedule') return {status: 200, body: {msg: 'Successfully scheduled task', id: '3f1c7a52-9e0b-4d7e-8a61-2b5d9c4e7f10'}};
  const id = (body as {id?: unknown} | null)?.id;
  if (path === '/cancel') return {status: 200, body: {msg: `Cancelled scheduled task for event ${String(id)}`}};
  return {status: 200, body: {}};
}

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
