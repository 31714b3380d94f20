/**
 * The fields of `steps.trigger.context`: one list, shown by `<TriggerContextFields />` on every page that
 * describes the object (the Events page and the `$` context reference), so the pages cannot disagree.
 */
export interface TriggerContextField {
  readonly name: string;
  readonly description: string;
}

export const triggerContextFields: readonly TriggerContextField[] = [
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
];
