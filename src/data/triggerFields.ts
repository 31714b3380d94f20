/**
 * The fields of `steps.trigger` each docs version documents, by Docusaurus version name (`current` is docs/): the
 * event of an HTTP and of a schedule trigger, the raw form of an HTTP event (`steps.trigger.raw_event`), and the
 * execution metadata (`steps.trigger.context`). One list each, shown by `<TriggerEventFields list="…" />` and
 * `<TriggerContextFields />` on the pages that describe them (the Events page of each version, the `$` context
 * reference), so the pages cannot disagree; and the lists `check-mdx` holds the pages' examples to
 * (scripts/lib/triggerFieldUses.ts): a field an example reads must be one of its version's.
 *
 * App-based triggers emit what their event source defines. `sourceEvents` lists the fields of those events the
 * pages' examples read, each with the page that says where the field comes from (a unit test checks the page names it).
 */
export interface TriggerField {
  readonly name: string;
  /** One sentence; code in backticks is shown as code. */
  readonly description: string;
}

/** A source's event fields that examples read, and the page that introduces them. */
export interface SourceEventFields {
  readonly source: string;
  readonly fields: readonly string[];
  /** The page, relative to the version's content folder. */
  readonly page: string;
}

export interface TriggerFields {
  /** `steps.trigger.event` of an HTTP trigger. */
  readonly http: readonly TriggerField[];
  /** `steps.trigger.event` of a schedule trigger. */
  readonly schedule: readonly TriggerField[];
  /** `steps.trigger.raw_event` of an HTTP trigger (for schedule and email triggers it is the event itself). */
  readonly httpRaw: readonly TriggerField[];
  /** `steps.trigger.context`. */
  readonly context: readonly TriggerField[];
  readonly sourceEvents: readonly SourceEventFields[];
}

/** The tables `<TriggerEventFields list="…" />` shows. */
export type TriggerEventList = 'http' | 'schedule' | 'httpRaw';
export const triggerEventLists: readonly TriggerEventList[] = ['http', 'schedule', 'httpRaw'];

const latest: TriggerFields = {
  http: [
    {name: 'method', description: 'The HTTP method, such as `POST`.'},
    {name: 'url', description: 'The full request URL, including host, path and query string.'},
    {name: 'path', description: 'The request path.'},
    {name: 'query', description: 'Query string parameters, as an object.'},
    {name: 'headers', description: 'Request headers, as an object with lowercase names.'},
    {name: 'body', description: 'The payload: an object when the body is JSON or multipart/form-data, otherwise a string (a form-encoded body included).'},
    {name: 'inferred_body_type', description: 'How Pipedream read the body, for example `JSON` or `MULTIPART_FORM`.'},
    {name: 'client_ip', description: 'The IP address of the client that sent the request.'},
  ],
  schedule: [{name: 'timestamp', description: 'The time of the run, as a Unix epoch timestamp.'}],
  httpRaw: [
    {name: 'uri', description: 'The full incoming URI, path and query string included.'},
    {name: 'body_b64', description: 'The request payload exactly as it arrived, base64-encoded.'},
  ],
  context: [
    {name: 'id', description: 'A unique ID for this execution, assigned by Pipedream. Use it for idempotency keys and unique file names.'},
    {name: 'ts', description: 'When the execution started, as an ISO 8601 timestamp.'},
    {name: 'workflow_id', description: 'The ID of the workflow (it starts with `p_`).'},
    {name: 'deployment_id', description: 'The ID of the deployed version of the workflow that handled the event.'},
    {name: 'owner_id', description: 'The ID of the user or organization that owns the workflow.'},
    {name: 'source_type', description: 'What produced the event, such as an HTTP request, a schedule, an event source or a test event.'},
    {name: 'verified', description: 'Whether Pipedream authenticated the request that triggered the execution.'},
    {
      name: 'attachments',
      description:
        "The files uploaded in the workflow's Attachments setting: an object keyed by file name, each value the file's path on disk, ready for `fs.readFileSync`.",
    },
    {
      name: 'platform_version',
      description: 'The version of the Pipedream execution environment that ran the event. It changes when Pipedream updates the runtime, not when you deploy.',
    },
    {
      name: 'trace_id',
      description:
        'The same value for every execution that comes from one original event: an automatic retry, or the run that continues after `$.flow.suspend()`, gets a new `id` but keeps the `trace_id`.',
    },
    {name: 'emitter_id', description: 'The ID of the trigger that emitted the event, such as the ID of an event source.'},
    {name: 'replay', description: 'Whether the execution is a replay of an earlier event started from the UI, as a boolean.'},
    {name: 'workflow_name', description: 'The name of the workflow.'},
  ],
  sourceEvents: [
    {source: 'GitHub', fields: ['repository', 'sender'], page: 'sources/github.md'},
    {source: 'GitHub new issues', fields: ['issue'], page: 'workflows/steps/using-props.md'},
    {source: 'GitHub new stars', fields: ['repository', 'sender', 'starred_at'], page: 'workflows/examples/trigger-workflow-on-saas-event.md'},
    {source: 'RSS', fields: ['title', 'link', 'pubdate'], page: 'sources/rss.md'},
    {source: 'Task scheduler', fields: ['message'], page: 'scheduling-future-tasks.md'},
    {source: 'events a workflow emits', fields: ['type', 'order_id', 'total'], page: 'destinations/emit.md'},
    {source: 'workflow errors ($errors)', fields: ['error', 'original_event', 'original_context'], page: 'api/rest/workflow-errors.md'},
  ],
};

/** v1: the fields its Events page listed (no `path`, `source_type`, `verified` or `attachments`; a schedule's `timer_config`). */
const v1: TriggerFields = {
  http: [
    {name: 'body', description: 'The request body: an object when Pipedream parsed JSON or multipart/form-data, otherwise a string (a form-encoded body included).'},
    {name: 'client_ip', description: 'The IP address of the client that sent the request.'},
    {name: 'headers', description: 'The request headers, as an object with lowercase names.'},
    {name: 'inferred_body_type', description: 'How Pipedream parsed the body, for example `JSON` or `MULTIPART_FORM`.'},
    {name: 'method', description: 'The HTTP method, such as `GET` or `POST`.'},
    {name: 'query', description: 'The query string parameters, as an object.'},
    {name: 'url', description: 'The host and path the request was sent to.'},
  ],
  schedule: [
    {name: 'timer_config', description: 'A description of the schedule that ran the workflow.'},
    {name: 'timestamp', description: 'The time of the run, as an epoch timestamp.'},
  ],
  httpRaw: [
    {name: 'body_b64', description: 'The raw payload, base64-encoded.'},
    {name: 'uri', description: 'The full incoming URI, including the path.'},
  ],
  context: [
    {name: 'id', description: 'A unique ID for this event.'},
    {name: 'ts', description: 'When the event started the workflow, as an ISO 8601 timestamp.'},
    {name: 'workflow_id', description: 'The ID of the workflow.'},
    {name: 'deployment_id', description: 'The ID of the deployed version of the workflow that ran.'},
    {name: 'owner_id', description: 'The ID of the user who owns the workflow.'},
    {name: 'platform_version', description: 'The version of the execution environment.'},
  ],
  sourceEvents: [
    {source: 'RSS', fields: ['title', 'link', 'description'], page: 'workflows/events/index.md'},
    {source: 'Twitter', fields: ['full_text'], page: 'quickstart/real-world-example.md'},
    {source: 'Strava', fields: ['event', 'details'], page: 'apps/strava.md'},
    {source: 'Task scheduler', fields: ['message'], page: 'examples/waiting-to-execute-next-step-of-workflow.md'},
    {source: 'workflow errors ($errors)', fields: ['error', 'original_event', 'original_context'], page: 'api/rest/workflow-errors.md'},
  ],
};

const byVersion: Readonly<Record<string, TriggerFields>> = {current: latest, v1};

/** The fields of a docs version (by name; none, or a version cut later without its own entry: the latest). */
export function triggerFieldsFor(versionName: string | undefined): TriggerFields {
  return (versionName === undefined ? undefined : byVersion[versionName]) ?? latest;
}

/** The versions with their own lists, for tests. */
export const triggerFieldVersions: readonly string[] = Object.keys(byVersion);
