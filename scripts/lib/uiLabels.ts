/**
 * The labels of screens the pages may name (scripts/lib/uiLabelCheck.ts), each with the source that shows it for each
 * docs version: a page of Pipedream's public docs (a path of the PipedreamHQ/pipedream repository: `docs/docs/`,
 * which held v1's docs and, from 2022, v2's, and `docs-v2/pages/`, which holds only v2's) or of the other product's docs (a URL). A label with no source for a version may not
 * be named on that version's pages: say what the screen shows, or add the source that shows the label. The name of a
 * registry component (a path under `components/`) is what the step and trigger pickers show, in either version. A
 * key's `[app]` stands for any app's name, where the source shows the label with the app left open.
 */

import {escapeRegexp} from '@docusaurus/utils';

/** Docusaurus's version names with sources of their own; a version cut later takes the current one's. */
type SourcedVersion = 'current' | 'v1';

export interface UiLabel {
  /** Whose screen shows it: `Pipedream`, or the other product. */
  readonly ui: string;
  /** Where the label is shown, for each version whose pages may name it. */
  readonly sources: Readonly<Partial<Record<SourcedVersion, string>>>;
}

export const uiLabels: Readonly<Record<string, UiLabel>> = {
  '+': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/quickstart/index.mdx', v1: 'docs/docs/quickstart/hello-world/README.md'}},
  'Test': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/quickstart/index.mdx'}},
  'Deploy': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/quickstart/index.mdx', v1: 'docs/docs/quickstart/hello-world/README.md'}},
  'New': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/quickstart/index.mdx', v1: 'docs/docs/quickstart/hello-world/README.md'}},
  'My Actions': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/code/nodejs/sharing-code.mdx', v1: 'docs/docs/components/quickstart/nodejs/actions/README.md'}},
  'Send Test Event': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/triggers.mdx', v1: 'docs/docs/quickstart/make-http-request/README.md'}},
  'Run Now': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/triggers.mdx', v1: 'docs/docs/quickstart/run-workflow-on-a-schedule/README.md'}},
  'Connect': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/integrations/connected-accounts.mdx', v1: 'docs/docs/apps/servicenow/README.md'}},
  'Connect Account': {ui: 'Pipedream', sources: {v1: 'docs/docs/apps/slack/README.md'}},
  'Edit': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/environment-variables.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Logs': {ui: 'Pipedream', sources: {v1: 'docs/docs/event-sources/logs/README.md'}},
  'Copy Path': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/quickstart/index.mdx', v1: 'docs/docs/quickstart/add-data-to-google-sheets/README.md'}},
  'Accounts': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/integrations/connected-accounts.mdx'}},
  'Sign On': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Identity Provider metadata': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Errors': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/error-handling/global-error-workflow/README.md'}},
  'Configuration': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/contributing/components/sources-quickstart.mdx', v1: 'docs/docs/components/quickstart/nodejs/sources/README.md'}},
  'HTTP / Webhook': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/triggers.mdx', v1: 'docs/docs/quickstart/make-http-request/README.md'}},
  'Events': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/sources.mdx', v1: 'docs/docs/event-sources/README.md'}},
  'Programmatic Access': {ui: 'Pipedream', sources: {current: 'docs/docs/orgs/README.md', v1: 'docs/docs/orgs/README.md'}},
  'Send Yourself an Email': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/data-management/destinations/email.mdx', v1: 'docs/docs/quickstart/email-yourself/README.md'}},
  'Save': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/environment-variables.mdx', v1: 'docs/docs/workflows/events/test/README.md'}},
  'Assignments': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Connect an App': {ui: 'Pipedream', sources: {v1: 'docs/docs/apps/hubspot/README.md'}},
  'Run Node.js code': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/hello-world/README.md'}},
  'Revoke': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/api/auth/index.mdx', v1: 'docs/docs/api/auth/README.md'}},
  'Settings': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx'}},
  'Allow': {ui: 'Slack', sources: {v1: 'docs/docs/apps/slack/README.md'}},
  'Zoom': {ui: 'Pipedream', sources: {v1: 'docs/docs/apps/zoom/README.md'}},
  'Environment Variables': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/environment-variables.mdx', v1: 'docs/docs/user-settings/README.md'}},
  'Assign': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Execution Controls': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx', v1: 'docs/docs/workflows/events/concurrency-and-throttling/README.md'}},
  'Copy Value': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/triggers.mdx', v1: 'docs/docs/workflows/events/README.md'}},
  'SSE': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/api/sse/index.mdx', v1: 'docs/docs/event-sources/logs/README.md'}},
  'Connect app': {ui: 'HubSpot', sources: {v1: 'docs/docs/apps/hubspot/README.md'}},
  'System OAuth > Application Registry': {ui: 'ServiceNow', sources: {current: 'https://www.servicenow.com/docs/r/australia/platform-security/authentication/t_CreateEndpointforExternalClients.html', v1: 'https://www.servicenow.com/docs/r/australia/platform-security/authentication/t_CreateEndpointforExternalClients.html'}},
  'Permissions': {ui: 'AWS', sources: {current: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/directory-bucket-bucket-policy.html', v1: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/directory-bucket-bucket-policy.html'}},
  'Delay Workflow': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/control-flow/delay.mdx'}},
  'New Organization': {ui: 'Pipedream', sources: {current: 'docs/docs/orgs/README.md', v1: 'docs/docs/orgs/README.md'}},
  'Remove User': {ui: 'Pipedream', sources: {current: 'docs/docs/orgs/README.md', v1: 'docs/docs/orgs/README.md'}},
  'Applications': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Browse App Catalog': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Add': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Done': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'SAML 2.0': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Credentials Details': {ui: 'Okta', sources: {current: 'docs-v2/pages/workflows/workspaces/sso/okta.mdx', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Confirm': {ui: 'Pipedream', sources: {current: 'docs/docs/orgs/sso/okta/README.md', v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Disable data retention': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx'}},
  'New Requests': {ui: 'Pipedream', sources: {current: 'components/http/sources/new-requests/new-requests.mjs'}},
  'New Scheduled Tasks': {ui: 'Pipedream', sources: {current: 'components/pipedream/sources/new-scheduled-tasks/new-scheduled-tasks.mjs', v1: 'components/pipedream/sources/new-scheduled-tasks/new-scheduled-tasks.mjs'}},
  'Delete your Account': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/account/user-settings.mdx', v1: 'docs/docs/user-settings/README.md'}},
  'Eliminate cold starts': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx'}},
  'Schedule': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/triggers.mdx', v1: 'docs/docs/quickstart/run-workflow-on-a-schedule/README.md'}},
  'Google Sheets': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/add-data-to-google-sheets/README.md'}},
  'Create Source': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/email-yourself/README.md'}},
  'GET Request': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/make-http-request/README.md'}},
  'URL': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/make-http-request/README.md'}},
  'X': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/using-npm-packages/README.md'}},
  'Clear': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/steps/code/state/README.md'}},
  'API Key': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/api/auth/index.mdx'}},
  'Publish to My Actions': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/code/nodejs/sharing-code.mdx'}},
  'Action Demo': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/contributing/components/actions-quickstart.mdx'}},
  'Name': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/contributing/components/actions-quickstart.mdx'}},
  'Data Stores': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/data-management/data-stores.mdx'}},
  'New Item in Feed': {ui: 'Pipedream', sources: {current: 'components/rss/sources/new-item-in-feed/new-item-in-feed.ts'}},
  'Create Share Link': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/sharing.mdx'}},
  'Add Multiple Rows': {ui: 'Pipedream', sources: {current: 'components/google_sheets/actions/add-multiple-rows/add-multiple-rows.mjs'}},
  'Add Single Row': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/quickstart/index.mdx'}},
  'Run in Private Network': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/vpc.mdx'}},
  'Workflow Settings': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx'}},
  'Notify me on errors': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx'}},
  'auto-retry': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx'}},
  'Send notification on first error': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/settings/index.mdx'}},
  'Email': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/triggers.mdx'}},
  'Add trigger': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/building-workflows/triggers.mdx'}},
  'Send Message to Channel': {ui: 'Pipedream', sources: {v1: 'docs/docs/apps/discord/README.md'}},
  'Create an OAuth API endpoint for external clients': {ui: 'ServiceNow', sources: {v1: 'docs/docs/apps/servicenow/README.md'}},
  'Connect to a third party OAuth Provider': {ui: 'ServiceNow', sources: {v1: 'docs/docs/apps/servicenow/README.md'}},
  'Reconnect': {ui: 'Pipedream', sources: {v1: 'docs/docs/connected-accounts/README.md'}},
  'Send JSON to Pipedream SQL Service': {ui: 'Pipedream', sources: {v1: 'docs/docs/destinations/sql/README.md'}},
  'Meta + Enter': {ui: 'Pipedream', sources: {v1: 'docs/docs/destinations/sql/README.md'}},
  '...': {ui: 'Pipedream', sources: {v1: 'docs/docs/orgs/README.md'}},
  'SAML': {ui: 'Pipedream', sources: {v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Assign to People': {ui: 'Okta', sources: {v1: 'docs/docs/orgs/sso/okta/README.md'}},
  'Connect Google Sheets': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/add-data-to-google-sheets/README.md'}},
  'Drive': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/add-data-to-google-sheets/README.md'}},
  'New item in feed': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/email-yourself/README.md'}},
  'HTTP API': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/hello-world/README.md'}},
  'Twitter': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/real-world-example/README.md'}},
  'Search Mentions': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/real-world-example/README.md'}},
  'Slack': {ui: 'Pipedream', sources: {v1: 'docs/docs/quickstart/real-world-example/README.md'}},
  'Copy': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/copy/README.md'}},
  'Error Workflow': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/error-handling/global-error-workflow/README.md'}},
  'Default': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/events/test/README.md'}},
  'Share': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/managing/README.md'}},
  'Archive this workflow': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/managing/README.md'}},
  'Run Node.js code with [app]': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/steps/code/auth/README.md'}},
  'Run Node.js code with': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/steps/code/auth/README.md'}}, // followed by the app's name
  'Add Admin': {ui: 'Pipedream', sources: {current: 'docs/docs/orgs/README.md'}},
  'Transfer Ownership': {ui: 'Pipedream', sources: {current: 'docs/docs/orgs/README.md'}},
  'Transfer your Account': {ui: 'Pipedream', sources: {current: 'docs/docs/orgs/README.md'}},
  'Custom Code': {ui: 'Pipedream', sources: {current: 'docs/docs/code/bash/README.md'}},
  'Run custom code': {ui: 'Pipedream', sources: {current: 'docs/docs/quickstart/README.md'}},
  'HTTP Response': {ui: 'Pipedream', sources: {current: 'docs/docs/migrate-from-v1/README.md'}},
  'New Variable': {ui: 'Pipedream', sources: {current: 'docs-v2/pages/workflows/environment-variables.mdx'}},
  'New Stars': {ui: 'Pipedream', sources: {current: 'components/github/sources/new-star/new-star.mjs'}},
  'Embeds': {ui: 'Pipedream', sources: {v1: 'docs/docs/apps/discord/README.md'}},
  'Click Here To Connect An App': {ui: 'Pipedream', sources: {v1: 'docs/docs/apps/slack/README.md'}},
  'Send a Message': {ui: 'Pipedream', sources: {v1: 'docs/docs/apps/slack/README.md'}},
  'Search All Actions': {ui: 'Pipedream', sources: {v1: 'docs/docs/examples/waiting-to-execute-next-step-of-workflow/README.md'}},
  'edit params schema': {ui: 'Pipedream', sources: {v1: 'docs/docs/workflows/steps/README.md'}},
};

const sourcedVersions: readonly string[] = ['current', 'v1'] satisfies SourcedVersion[];

/** The keys with an `[app]`, as patterns of the labels they stand for. */
const appPatterns = Object.keys(uiLabels)
  .filter((key) => key.includes('[app]'))
  .map((key) => ({key, pattern: new RegExp(`^${key.split('[app]').map(escapeRegexp).join('\\S.*')}$`)}));

/** The source that shows `label` for the docs version `versionName`, if the table has one. */
export function labelSource(written: string, versionName: string): string | undefined {
  const label = written.replaceAll('…', '...'); // the same three dots, typeset or not
  const key = Object.hasOwn(uiLabels, label) ? label : appPatterns.find(({pattern}) => pattern.test(label))?.key;
  const version = (sourcedVersions.includes(versionName) ? versionName : 'current') as SourcedVersion;
  return key === undefined ? undefined : uiLabels[key]!.sources[version];
}
