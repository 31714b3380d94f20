/**
 * Platform constants: the one typed place for every limit, price and runtime value the docs quote.
 *
 * Pages never type these values by hand. Markdown uses `<Limit name="…" />` (inline) and the limits and
 * pricing tables; theme code reads the numeric behaviour values (`behaviour`). Changing a value here
 * changes every page that shows it, in the docs version the value belongs to.
 *
 * The latest values (the docs in docs/, labelled v2 today) are the ones the product gives for the current
 * platform; v1 differs only where the v1-era docs did (docs-dev/platform-values.md says which).
 */

/** The groups of the limits page, in the order it shows them. */
export const limitGroups = [
  'Workflows',
  'HTTP triggers',
  'Email triggers',
  'Memory',
  'Disk',
  'Execution history',
  'Payloads',
  'Queues',
  'Data stores',
  'Environment variables',
  'Destinations',
  'Runtimes',
  'Event sources',
  'Event source runs',
  'Source timers',
  'Auto-retry',
  'Dedicated workers',
  'Private networks',
  'Workflow state',
  'Plans and invocations',
  'SQL service',
  'Email upload address',
  'Site behaviour',
] as const;
export type LimitGroup = (typeof limitGroups)[number];

/** The groups the limits page's table shows: plans are on the pricing page; the site's own behaviour is for theme code only. */
export const limitsPageGroups: readonly LimitGroup[] = limitGroups.filter(
  (g) => g !== 'Plans and invocations' && g !== 'Site behaviour',
);

/** The docs versions a group belongs to: from `from` on, up to and including `until` (names as in `platformConstants`). */
export interface VersionSpan {
  readonly from?: string;
  readonly until?: string;
}

/**
 * Groups that belong to some docs versions only. The SQL service and the large-email upload address were
 * retired with v1 ("That service is not part of v2"; v2 accepts 30MB emails at the workflow's own address);
 * auto-retry, dedicated workers (Eliminate cold starts) and private networks (VPCs) came with v2. A group not listed belongs to every version.
 * `current` (docs/) is the newest version, whatever its label, so a span with `from` includes it and one with `until` does not; a version cut
 * later (`v2`, `v3`…) sits by its number.
 */
export const groupVersions: Readonly<Partial<Record<LimitGroup, VersionSpan>>> = {
  'SQL service': {until: 'v1'},
  'Email upload address': {until: 'v1'},
  'Auto-retry': {from: 'v2'},
  'Dedicated workers': {from: 'v2'},
  'Private networks': {from: 'v2'},
  // $checkpoint and this.$checkpoint are v1 code-step state (v1 "Workflow state": "up to 64KB of data in both"); v2 steps keep state in data stores.
  'Workflow state': {until: 'v1'},
  // The v1 REST API guide gave the timer's floor ("a source can run no more than that"); v2's docs give none.
  'Source timers': {until: 'v1'},
  // The v2-era sources page (docs/docs/sources/README.md, Limits) gives a source run's time limit and memory; v1's docs give none.
  'Event source runs': {from: 'v2'},
};

/** A version's place in time: `vN` is N; `current` and no version (the latest) come after every cut version. */
export function versionOrdinal(versionName: string | undefined): number {
  if (versionName === undefined || versionName === 'current') return Number.POSITIVE_INFINITY;
  const m = /^v(\d+)$/.exec(versionName);
  if (!m) throw new Error(`platform.ts: "${versionName}" is not a docs version name (current, v1, v2…)`);
  return Number(m[1]);
}

/** The versions of a group in words, for messages: `v1`, `v1 and earlier`, `v2 and later`, `v2 to v3`; `every version` when not listed. */
export function groupVersionsText(group: LimitGroup): string {
  const span = groupVersions[group];
  if (span === undefined) return 'every version';
  const name = (v: string) => (v === 'current' ? 'the latest version' : v);
  if (span.from !== undefined && span.until !== undefined) return span.from === span.until ? name(span.from) : `${name(span.from)} to ${name(span.until)}`;
  if (span.until !== undefined) return span.until === 'v1' ? 'v1' : `${name(span.until)} and earlier`;
  return `${name(span.from!)} and later`;
}

/** Whether a docs version (by name; none: the latest) shows the values of this group. */
export function groupInVersion(group: LimitGroup, versionName: string | undefined): boolean {
  const span = groupVersions[group];
  if (span === undefined) return true;
  const at = versionOrdinal(versionName);
  return (span.from === undefined || at >= versionOrdinal(span.from)) && (span.until === undefined || at <= versionOrdinal(span.until));
}

/** The limits page's groups for a docs version: `limitsPageGroups` less the groups of other versions. */
export function limitsPageGroupsFor(versionName: string | undefined): readonly LimitGroup[] {
  return limitsPageGroups.filter((g) => groupInVersion(g, versionName));
}

export interface PlatformValue {
  /** What the value is, as a table row names it. */
  readonly label: string;
  /** The value exactly as pages display it. */
  readonly value: string;
  readonly group: LimitGroup;
}

/**
 * `10000` → `10,000`, the way pages print counts. Not `toLocaleString`: this module loads with every page,
 * and the first call of ICU's number formatting costs tens of milliseconds of a phone's main thread.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) throw new Error(`formatCount: ${n} is not a whole number`);
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The monthly price of the Professional and Team plans, in US dollars. */
const proTeamMonthlyUsd = 19;
/** Members a Team plan includes. */
const teamMemberLimit = 5;

export interface PricingTier {
  readonly id: 'developer' | 'professional' | 'team' | 'enterprise';
  readonly name: string;
  readonly monthlyInvocations: number;
  /** Invocations a day before runs stop until 00:00 UTC; `null` when the plan has no daily cap. */
  readonly dailyInvocations: number | null;
  /** US dollars per month; `null` when the price is agreed with sales. */
  readonly monthlyPriceUsd: number | null;
  /** Team members included, where the plan has a fixed number. */
  readonly teamMembers: number | null;
  readonly summary: string;
}

/**
 * The plans, in the order the pricing page shows them. The per-plan "Monthly invocations" and "Daily invocations"
 * values, "Team member limit" and "Pro and Team monthly price" below are computed from this list, so the table
 * and the prose agree.
 */
export const pricingTiers: readonly PricingTier[] = [
  {
    id: 'developer',
    name: 'Developer',
    monthlyInvocations: 10_000,
    dailyInvocations: 333,
    monthlyPriceUsd: 0,
    teamMembers: null,
    summary: 'For individuals building and testing workflows.',
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyInvocations: 20_000,
    dailyInvocations: null,
    monthlyPriceUsd: proTeamMonthlyUsd,
    teamMembers: null,
    summary: 'For individuals running workflows in production.',
  },
  {
    id: 'team',
    name: 'Team',
    monthlyInvocations: 20_000,
    dailyInvocations: null,
    monthlyPriceUsd: proTeamMonthlyUsd,
    teamMembers: teamMemberLimit,
    summary: 'For teams sharing workflows and connected accounts in an organization.',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyInvocations: 100_000,
    dailyInvocations: null,
    monthlyPriceUsd: null,
    teamMembers: null,
    summary: 'For companies that need single sign-on, an SLA and invoiced billing.',
  },
];

/** Invocations a day for a free organization (the Team plan lifts the cap). */
const freeOrgDailyInvocations = 66;

/** The tier with this id. */
export function tier(id: PricingTier['id']): PricingTier {
  const found = pricingTiers.find((t) => t.id === id);
  if (!found) throw new Error(`No pricing tier "${id}"`);
  return found;
}

/** A plan's daily invocations cap as the pricing table shows it. */
export function tierDailyInvocations(t: PricingTier): string {
  return t.dailyInvocations === null ? 'No daily limit' : formatCount(t.dailyInvocations);
}

/** A plan's price as the pricing table shows it: never a number the module does not hold. */
export function tierPrice(tier: PricingTier): string {
  if (tier.monthlyPriceUsd === null) return 'Contact sales';
  return tier.monthlyPriceUsd === 0 ? 'Free' : `$${tier.monthlyPriceUsd} per month`;
}

/** The values of the latest docs version (docs/, Docusaurus's `current`, whatever its label). */
const latest = {
  httpPayload: {label: 'HTTP payload limit', value: '512KB', group: 'HTTP triggers'},
  httpUploadSize: {label: 'HTTP body size with an upload', value: '5TB', group: 'HTTP triggers'},
  httpRateLimit: {label: 'HTTP request rate (average)', value: '10 requests per second', group: 'HTTP triggers'},
  defaultMemory: {label: 'Default memory', value: '256MB', group: 'Memory'},
  maxMemory: {label: 'Absolute maximum memory', value: '10GB', group: 'Memory'},
  emailPayload: {label: 'Email payload limit', value: '30MB', group: 'Email triggers'},
  inspectorHistoryFree: {label: 'Event inspector history, free plans', value: '100 events', group: 'Execution history'},
  eventExpiry: {label: 'Event expiry', value: '30 days', group: 'Execution history'}, // 365 days came with the later credit-priced plans
  workflowApiEvents: {label: 'Emitted events, or errors, of a workflow the REST API returns', value: 'the last 100', group: 'Execution history'},
  functionPayload: {label: 'Function payload limit', value: '6MB', group: 'Payloads'},
  // Pipedream's troubleshooting page (v1 era and later): it "compresses the function payload ... roughly a 2x-3x increase in payload size (somewhere between 12MB and 18MB), depending on the data".
  functionPayloadUncompressed: {
    label: "Uncompressed data that fits the function payload limit, by Pipedream's estimate (it compresses the payload)",
    value: 'roughly 12MB to 18MB',
    group: 'Payloads',
  },
  propsSize: {label: 'Configured props size limit', value: '64KB', group: 'Payloads'},
  serviceDbSize: {label: 'Service DB size limit', value: '60KB', group: 'Payloads'},
  tmpSize: {label: '/tmp size limit', value: '512MB', group: 'Disk'},
  defaultTimeoutHttp: {label: 'Default execution time (HTTP and email triggers)', value: '30 seconds', group: 'Workflows'},
  defaultTimeoutCron: {label: 'Default execution time (schedule triggers)', value: '60 seconds', group: 'Workflows'},
  // Pipedream's limits page of the invocation-priced plans: "Free tiers 300 seconds (5 min); Paid tiers 750 seconds (12.5 min)".
  maxTimeout: {label: 'Maximum execution time you can set, free plans', value: '300 seconds', group: 'Workflows'},
  maxTimeoutPaid: {label: 'Maximum execution time you can set, paid plans', value: '750 seconds', group: 'Workflows'},
  freeComputePerDay: {label: 'Free compute time per day', value: '30 minutes', group: 'Workflows'},
  minComputePerExecution: {label: 'Minimum compute time recorded per execution', value: '100 milliseconds', group: 'Workflows'},
  scheduleMinInterval: {label: 'Most frequent a schedule trigger can run', value: 'once a minute', group: 'Workflows'},
  scheduleRunNowRate: {label: 'Most frequent manual runs (Run Now) of a schedule trigger', value: 'twice a minute', group: 'Workflows'},
  delayMin: {label: 'Shortest delay', value: '1 millisecond', group: 'Workflows'},
  delayMax: {label: 'Longest delay', value: '1 year', group: 'Workflows'},
  coldStartIdle: {label: "Time without events after which a workflow's execution environment stops", value: 'about 5 minutes', group: 'Workflows'},
  defaultQueueSize: {label: 'Default workflow queue size', value: '100', group: 'Queues'},
  maxQueueSize: {label: 'Maximum workflow queue size', value: '10,000', group: 'Queues'},
  throttleLimitRange: {label: 'Events a throttled workflow may start per interval (the limit)', value: '0 to 10,000', group: 'Queues'},
  throttleIntervalRange: {label: 'Length of a throttling interval', value: '1 to 10,000 seconds, minutes or hours', group: 'Queues'},
  dataStoreQueryRecords: {
    label: 'Records one data store query returns',
    value: '1,024',
    group: 'Data stores',
  },
  envVarValueSize: {label: 'Environment variable value size limit', value: '64KB', group: 'Environment variables'},
  httpDestinationTimeout: {label: 'HTTP destination request timeout', value: '5 seconds', group: 'Destinations'},
  s3DeliveryInterval: {label: 'S3 destination batches, written', value: 'once a minute', group: 'Destinations'},
  httpDestinationIps: {
    label: 'HTTP destination sender IP addresses',
    value: [
      '3.208.254.105',
      '3.212.246.173',
      '3.223.179.131',
      '3.227.157.189',
      '3.232.105.55',
      '3.234.187.126',
      '18.235.13.182',
      '34.225.84.31',
      '52.2.233.8',
      '52.23.40.208',
      '52.202.86.9',
      '52.207.145.190',
      '54.86.100.50',
      '54.88.18.81',
      '54.161.28.250',
      '107.22.76.172',
    ].join(', '),
    group: 'Destinations',
  },
  uploadUrlExpiry: {
    label: 'Download URL of an uploaded file or body, valid for',
    value: '30 minutes',
    group: 'HTTP triggers',
  },
  httpBurst: {label: 'HTTP burst accepted near the average rate', value: 'a batch of 50 requests every 30 seconds', group: 'HTTP triggers'},
  jsonNestingDepth: {label: 'Nesting depth of exported and event objects', value: '256 levels', group: 'Payloads'},
  attachmentFileSize: {label: 'Workflow attachment size, per file', value: '10MB', group: 'Workflows'},
  attachmentsTotalSize: {label: 'Workflow attachments size, in total', value: '200MB', group: 'Workflows'},
  sourceLogEntries: {label: 'Log entries kept per event source', value: 'the last 100', group: 'Event sources'},
  sourceEventHistory: {label: 'Emitted events kept per event source', value: 'the last 100 events', group: 'Event sources'},
  pollingSourceInterval: {label: 'Default check interval of a polling event source', value: '15 minutes', group: 'Event sources'},
  dedupeUniqueIds: {label: 'IDs the unique dedupe strategy remembers', value: '100', group: 'Event sources'},
  sourceTimeLimit: {label: 'Default time limit of an event source run', value: '5 minutes', group: 'Event source runs'},
  sourceMemory: {label: 'Memory of an event source (fixed)', value: '256MB', group: 'Event source runs'},
  sseDestinationReplay: {
    label: 'Past events an SSE destination stream sends a client when it connects',
    value: 'the most recent 100',
    group: 'Destinations',
  },
  sourceTimerMinimum: {label: "Shortest interval of a source's timer (intervalSeconds)", value: '15 seconds', group: 'Source timers'},
  sseKeepAlive: {label: "Keep-alive comment interval of an SSE stream (a source's events, or the SSE destination)", value: '15 seconds', group: 'Event sources'},
  autoRetryAttempts: {label: 'Auto-retry attempts after a step fails', value: 'up to 8', group: 'Auto-retry'},
  autoRetrySpan: {label: 'Time auto-retry spreads its attempts over', value: '10 hours', group: 'Auto-retry'},
  dedicatedWorkerStartup: {label: 'Time new dedicated workers take to become available', value: '5 to 10 minutes', group: 'Dedicated workers'},
  dedicatedWorkerStepOverhead: {label: 'Startup time left per step on a dedicated worker', value: 'about 50 milliseconds', group: 'Dedicated workers'},
  dedicatedWorkerBillingInterval: {label: 'Billing interval of a dedicated worker, the shortest time billed', value: '10 minutes', group: 'Dedicated workers'},
  privateNetworkSetup: {label: 'Time a new private network (VPC) takes to become available', value: '5 to 10 minutes', group: 'Private networks'},
  checkpointSize: {label: 'Data in $checkpoint, and in each step\'s this.$checkpoint', value: '64KB', group: 'Workflow state'},
  nodeVersion: {label: 'Node version', value: '14', group: 'Runtimes'},
  pythonVersion: {label: 'Python version', value: '3.8', group: 'Runtimes'},
  goVersion: {label: 'Go version', value: '1.17.1', group: 'Runtimes'},
  dailyInvocationsDeveloper: {
    label: 'Daily invocations limit, Developer tier',
    value: formatCount(tier('developer').dailyInvocations ?? 0),
    group: 'Plans and invocations',
  },
  dailyInvocationsFreeOrg: {
    label: 'Daily invocations limit, free organizations',
    value: formatCount(freeOrgDailyInvocations),
    group: 'Plans and invocations',
  },
  pricePerInvocation: {label: 'Price per extra invocation', value: '$0.0002', group: 'Plans and invocations'},
  monthlyInvocationsDeveloper: {
    label: 'Monthly invocations included, Developer',
    value: formatCount(tier('developer').monthlyInvocations),
    group: 'Plans and invocations',
  },
  monthlyInvocationsProfessional: {
    label: 'Monthly invocations included, Professional',
    value: formatCount(tier('professional').monthlyInvocations),
    group: 'Plans and invocations',
  },
  monthlyInvocationsTeam: {
    label: 'Monthly invocations included, Team',
    value: formatCount(tier('team').monthlyInvocations),
    group: 'Plans and invocations',
  },
  monthlyInvocationsEnterprise: {
    label: 'Monthly invocations included, Enterprise',
    value: formatCount(tier('enterprise').monthlyInvocations),
    group: 'Plans and invocations',
  },
  teamMembers: {label: 'Team member limit', value: String(teamMemberLimit), group: 'Plans and invocations'},
  proTeamPrice: {label: 'Pro and Team monthly price', value: `$${proTeamMonthlyUsd}`, group: 'Plans and invocations'},
  // Pipedream's pricing page of the invocation-priced plans, Enterprise Plan: "A 99.95% uptime SLA".
  enterpriseUptimeSla: {label: 'Uptime service level of the Enterprise plan', value: '99.95%', group: 'Plans and invocations'},
  // The usage chart of the billing settings: Pipedream's User Settings page (invocations and credits eras alike).
  usageChartHistoryFree: {label: 'Days of usage the billing settings chart shows on the free tier', value: 'the last 30 days', group: 'Plans and invocations'},
  sqlRetention: {label: 'SQL service data retention', value: '30 days', group: 'SQL service'},
  sqlQueryTimeout: {label: 'SQL service query time limit', value: '60 seconds', group: 'SQL service'},
  sqlResultSize: {label: 'SQL service query result size', value: '1GB', group: 'SQL service'},
  emailUploadPayload: {label: 'Email size at the upload.pipedream.net address', value: '30MB', group: 'Email upload address'},
  scrollThrottle: {label: 'Scroll handler throttle', value: '300 ms', group: 'Site behaviour'},
  chunkTimeout: {label: 'Script chunk load time-out', value: '120 seconds', group: 'Site behaviour'},
  tabMemory: {label: 'Tab selection memory', value: '5 minutes', group: 'Site behaviour'},
} as const satisfies Record<string, PlatformValue>;

export type LimitName = keyof typeof latest;
export type PlatformConstants = {readonly [K in LimitName]: PlatformValue};

/** v1 (the previous platform generation): the latest values except where the v1-era docs differed. */
const v1: PlatformConstants = {
  ...latest,
  emailPayload: {...latest.emailPayload, value: '150KB'},
  // v1 kept the same history on every plan.
  inspectorHistoryFree: {...latest.inspectorHistoryFree, label: 'Event inspector history', value: 'the last 100 events'},
};

/**
 * Values for each docs version, keyed by its Docusaurus version name (config/versions.ts): `current` is
 * docs/, whatever its label. A version cut later shows the latest values (`constantsFor`) until it has its
 * own entry: before changing a value for docs/ only, add the cut version's name with the values it had.
 */
export const platformConstants: Readonly<Record<string, PlatformConstants>> = {current: latest, v1};

/** The values of the newest docs version: for pages outside any version and for theme code. */
export const latestConstants: PlatformConstants = latest;

export const limitNames = Object.keys(latest) as LimitName[];

export function isLimitName(name: string): name is LimitName {
  return Object.prototype.hasOwnProperty.call(latest, name);
}

/** Values for a docs version (by name; none: the latest); versions cut later inherit the latest values until they are given their own. */
export function constantsFor(versionName: string | undefined): PlatformConstants {
  return (versionName === undefined ? undefined : platformConstants[versionName]) ?? latestConstants;
}

/** Numbers the site's own scripts run on, kept in step with the display values above. */
export const behaviour = {
  /** = scrollThrottle */
  scrollThrottleMs: 300,
  /** = chunkTimeout */
  chunkLoadTimeoutMs: 120_000,
  /** = tabMemory */
  tabMemoryMs: 5 * 60_000,
} as const;

/** Base URLs and addresses the pages use (docs-dev/platform-values.md). */
export const siteUrls = {
  pipedream: 'https://pipedream.com',
  api: 'https://api.pipedream.com/v1',
  sqlApi: 'https://rt.pipedream.com/sql',
  support: 'https://pipedream.com/support',
  community: 'https://pipedream.com/community',
  status: 'https://status.pipedream.com',
  apps: 'https://pipedream.com/apps',
} as const;
