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
   * Whether `steps` holds what an example of the page itself returns (a file path a download step wrote): the same
   * on every input, not made awkward, null or empty like the event.
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
  'docs/data-stores.md': {
    steps: {read_settings: {recipients: ['ada@example.com', 'grace@example.com']}},
    differentOnPurpose: 'Go and Bash steps cannot open a data store: their tabs read a record an earlier step returned',
  },
};
