/**
 * What some groups of scripts/check-examples.ts need beyond the generic inputs, by page: the event of a trigger
 * whose events have a shape of their own (a GitHub webhook, an `$errors` event), and the value of a Node.js prop a
 * reader fills in (a prop without a default). A prop of type string without a default and without an entry here
 * gets the placeholder the pages give the other languages: `baseId` becomes `YOUR_BASE_ID` (./nodeRunner.mjs).
 */
export interface PageFixture {
  /**
   * The trigger event of the typical input, for events of a known shape from a trusted source (no null, empty or
   * text inputs then); its text values become awkward text in the awkward input.
   */
  readonly event?: Readonly<Record<string, unknown>>;
  /** The body of the HTTP request of the typical input, when the examples read a nested shape (an array of orders). */
  readonly body?: Readonly<Record<string, unknown>>;
  /** What earlier steps returned in the typical input (`$return_value`), by step name. */
  readonly steps?: Readonly<Record<string, unknown>>;
  /**
   * Whether `steps` holds what an example of the page itself returns (a file path a download step wrote), or what a
   * service's step returns whatever the request held: the same on every input, not made awkward, null or empty like
   * the event.
   */
  readonly stepsAsGiven?: boolean;
  /** Values of Node.js props, by name. */
  readonly props?: Readonly<Record<string, unknown>>;
  /** Why the tabs of the page's groups do different things, when they do on purpose: only crashes are checked. */
  readonly differentOnPurpose?: string;
  /** Why the examples cannot end here even on the typical input (a service no fake can stand for): only crashes are checked. */
  readonly notRunnable?: string;
  /**
   * Node.js examples of the page that cannot run here, by the package they import, with the reason (a database or
   * SSH server no fake can stand for): the project does not install the package, and check-mdx lists each such
   * example as not run, with the reason, instead of naming a module that does not load. The page's other examples
   * are checked as usual.
   */
  readonly notRunnablePackages?: Readonly<Record<string, string>>;
}

// A star on a repository, as GitHub's webhook sends it (https://docs.github.com/webhooks/webhook-events-and-payloads#star)
const githubStar = {
  action: 'created',
  starred_at: '2024-03-04T09:00:00Z',
  repository: {full_name: 'PipedreamHQ/pipedream', html_url: 'https://github.com/PipedreamHQ/pipedream', stargazers_count: 9000},
  sender: {login: 'octocat', html_url: 'https://github.com/octocat'},
};

export const pageFixtures: Readonly<Record<string, PageFixture>> = {
  'docs/sources/github.md': {event: githubStar},
  'docs/workflows/examples/trigger-workflow-on-saas-event.md': {event: githubStar},
  // The event of a workflow's $errors stream, as docs/api/rest/workflow-errors.md shows it
  'docs/api/rest/workflow-errors.md': {
    event: {
      error: {name: 'Error', msg: 'Request failed with status code 503', stack: 'Error: Request failed with status code 503\n    at step (file.js:10:5)', ts: '2024-03-04T09:00:00.000Z'},
      original_context: {workflow_id: 'p_abc123', deployment_id: 'd_abc123', id: '2bGJxqaTmHUaGHJcDAXPDKMWkAZ', ts: '2024-03-04T08:59:59.000Z'},
      original_event: {body: {order: 42}},
    },
  },
  // v1: the $errors events as the pages show them (error.code, msg, ts; the failed run's context)
  'versioned_docs/version-v1/api/rest/workflow-errors.md': {
    event: {
      original_event: {name: 'Luke', title: 'Jedi'},
      original_context: {id: '1kodJIW7jVnKfvB2yp1OoPrtbFk', ts: '2020-11-26T06:06:44.652Z', workflow_id: 'p_abc123', deployment_id: 'd_abc123'},
      error: {code: 'InternalFailure', ts: '2020-11-26T06:06:56.077Z', stack: 'Error: ...'},
    },
  },
  'versioned_docs/version-v1/workflows/error-handling/global-error-workflow.md': {
    event: {
      error: {code: 'Error', msg: 'Request failed with status code 503', stack: 'Error: Request failed with status code 503\n    at step (file.js:10:5)'},
      original_event: {method: 'POST', body: {}},
      original_context: {workflow_id: 'p_abc123', id: '1vB4kE9Xyz', ts: '2021-05-25T18:17:04.000Z'},
    },
  },
  // v1: the event of Strava's Activity Created source, `{ event, details }` as the page describes it: the webhook
  // notification (https://developers.strava.com/docs/webhooks/) and the activity
  'versioned_docs/version-v1/apps/strava.md': {
    event: {
      event: {aspect_type: 'create', event_time: 1709542800, object_id: 10938472, object_type: 'activity', owner_id: 134815, subscription_id: 120475, updates: {}},
      details: {id: 10938472, name: 'Morning Run', type: 'Run', distance: 8042.3, moving_time: 2710},
    },
  },
  // v1 quickstart: a Tweet as Twitter's Search Mentions source emits it (API v1.1, extended mode:
  // https://developer.x.com/en/docs/twitter-api/v1/data-dictionary/object-model/tweet)
  'versioned_docs/version-v1/quickstart/real-world-example.md': {
    event: {
      id_str: '1765012345678901234',
      created_at: 'Mon Mar 04 09:00:00 +0000 2024',
      full_text: 'Loving @pipedream for webhooks\nSecond line',
      lang: 'en',
      user: {screen_name: 'ada', followers_count: 12345, location: 'London', description: 'Engineer', profile_image_url_https: 'https://pbs.twimg.com/profile_images/1/ada.jpg'},
      extended_entities: {media: [{type: 'photo', media_url_https: 'https://pbs.twimg.com/media/abc.jpg'}]},
    },
  },
  // v1 quickstart: what the Google Sheets steps before these return (values.append's answer, then values.get's:
  // https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values), whatever the request's body
  'versioned_docs/version-v1/quickstart/use-managed-auth-in-code.md': {
    stepsAsGiven: true,
    steps: {
      add_single_row: {spreadsheetId: 'sheet-1', updatedRange: 'Sheet1!A5:D5', updatedRows: 1},
      google_sheets: {range: 'Sheet1!A1:D5', majorDimension: 'ROWS', values: [['timestamp', 'latitude', 'longitude'], ['2024-03-04T09:00:00Z', '51.5', '-0.12']]},
    },
  },
  // v1: the reader's own npm package, which the page shows how to publish
  'versioned_docs/version-v1/workflows/steps/code/nodejs/sharing-code.md': {
    notRunnablePackages: {'@your-username/pd-helpers': "it is the reader's own package, published as the page shows"},
  },
  'docs/scheduling-future-tasks.md': {props: {schedulerUrl: 'https://YOUR_ENDPOINT.m.pipedream.net', secondsFromNow: 172800, taskId: 'YOUR_TASK_ID'}},
  'docs/workflows/examples/add-multiple-rows-to-google-sheets.md': {
    body: {orders: [{id: 'A-1001', customer: 'Acme Corp', total: 129.5}, {id: 'A-1002', customer: 'Globex', total: 42}]},
  },
  'docs/examples/waiting-to-execute-next-step-of-workflow.md': {body: {delay_hours: 2}},
  'docs/destinations/snowflake.md': {
    notRunnable:
      "Snowflake's SQL API has no fake service, the Node.js example signs with a key pair of the reader's, and Python's snowflake-connector-python comes from PyPI, which the project does not install",
  },
  // The download examples of the same pages return the path of the file they wrote
  'docs/code/nodejs/working-with-files.md': {steps: {download: '/tmp/report.pdf'}, stepsAsGiven: true},
  'docs/code/python/working-with-files.md': {steps: {download: '/tmp/report.pdf'}, stepsAsGiven: true},
  // Examples that need a server no fake can stand for (the project does not install their package)
  'docs/destinations/triggers.md': {notRunnablePackages: {pg: 'it needs a PostgreSQL server'}},
  'docs/workflows/networking.md': {notRunnablePackages: {ssh2: 'it needs an SSH server'}},
  'versioned_docs/version-v1/workflows/networking.md': {notRunnablePackages: {'tunnel-ssh': 'it needs an SSH server'}},
  // The check builds Go offline, with no module but the fake pipedream-go
  'docs/code/go/index.md': {notRunnablePackages: {'github.com/google/uuid': 'the check builds Go without downloading modules'}},
  'docs/connected-accounts.md': {
    differentOnPurpose: 'Go steps cannot use connected accounts: the Go tab calls an API that issues keys, with a key from an environment variable',
  },
  'docs/data-stores.md': {
    steps: {read_settings: {recipients: ['ada@example.com', 'grace@example.com']}},
    differentOnPurpose: 'Go and Bash steps cannot open a data store: their tabs read a record an earlier step returned',
  },
};
