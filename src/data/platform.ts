/**
 * Platform constants: the one typed place for every limit, price and runtime value the docs quote.
 *
 * Pages never type these values by hand. Markdown uses `<Limit name="…" />` (inline) and the limits and
 * pricing tables; theme code reads the numeric behaviour values (`behaviour`). Changing a value here
 * changes every page that shows it, in the docs version the value belongs to.
 *
 * v2 values are SPEC.md "Platform constants"; v1 differs only where the v1-era docs did
 * (platform-facts.md, "Limits, V1 era").
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
  'Runtimes',
  'Plans and invocations',
  'SQL service',
  'Site behaviour',
] as const;
export type LimitGroup = (typeof limitGroups)[number];

export interface PlatformValue {
  /** What the value is, as a table row names it. */
  readonly label: string;
  /** The value exactly as pages display it. */
  readonly value: string;
  readonly group: LimitGroup;
}

/** `10000` → `10,000`, the way pages print counts. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** The monthly price of the Professional and Team plans, in US dollars. */
const proTeamMonthlyUsd = 19;
/** Members a Team plan includes. */
const teamMemberLimit = 5;

export interface PricingTier {
  readonly id: 'developer' | 'professional' | 'team' | 'enterprise';
  readonly name: string;
  /** How the "Monthly invocations" value names the tier. */
  readonly invocationsLabel: string;
  readonly monthlyInvocations: number;
  /** US dollars per month; `null` when the price is agreed with sales. */
  readonly monthlyPriceUsd: number | null;
  /** Team members included, where the plan has a fixed number. */
  readonly teamMembers: number | null;
  readonly summary: string;
}

/**
 * The plans, in the order the pricing page shows them. The "Monthly invocations", "Team member limit" and
 * "Pro and Team monthly price" values below are computed from this list, so the table and the prose agree.
 */
export const pricingTiers: readonly PricingTier[] = [
  {
    id: 'developer',
    name: 'Developer',
    invocationsLabel: 'free',
    monthlyInvocations: 10_000,
    monthlyPriceUsd: 0,
    teamMembers: null,
    summary: 'For individuals building and testing workflows.',
  },
  {
    id: 'professional',
    name: 'Professional',
    invocationsLabel: 'Pro',
    monthlyInvocations: 20_000,
    monthlyPriceUsd: proTeamMonthlyUsd,
    teamMembers: null,
    summary: 'For individuals running workflows in production.',
  },
  {
    id: 'team',
    name: 'Team',
    invocationsLabel: 'Team',
    monthlyInvocations: 20_000,
    monthlyPriceUsd: proTeamMonthlyUsd,
    teamMembers: teamMemberLimit,
    summary: 'For teams sharing workflows and connected accounts in an organization.',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    invocationsLabel: 'Enterprise',
    monthlyInvocations: 100_000,
    monthlyPriceUsd: null,
    teamMembers: null,
    summary: 'For companies that need single sign-on, an SLA and invoiced billing.',
  },
];

const v2 = {
  httpPayload: {label: 'HTTP payload limit', value: '512KB', group: 'HTTP triggers'},
  httpRateLimit: {label: 'HTTP request rate (average)', value: '10 requests per second', group: 'HTTP triggers'},
  defaultMemory: {label: 'Default memory', value: '256MB', group: 'Memory'},
  maxMemory: {label: 'Absolute maximum memory', value: '10GB', group: 'Memory'},
  emailPayload: {label: 'Email payload limit', value: '30MB', group: 'Email triggers'},
  inspectorHistory: {label: 'Event inspector history', value: '100 events free, 1,000 paid', group: 'Execution history'},
  eventExpiry: {label: 'Event expiry', value: '365 days', group: 'Execution history'},
  functionPayload: {label: 'Function payload limit', value: '6MB', group: 'Payloads'},
  propsSize: {label: 'Configured props size limit', value: '64KB', group: 'Payloads'},
  serviceDbSize: {label: 'Service DB size limit', value: '60KB', group: 'Payloads'},
  tmpSize: {label: '/tmp size limit', value: '512MB', group: 'Disk'},
  defaultTimeoutHttp: {label: 'Default execution time (HTTP and email triggers)', value: '30 seconds', group: 'Workflows'},
  defaultTimeoutCron: {label: 'Default execution time (schedule triggers)', value: '60 seconds', group: 'Workflows'},
  maxTimeout: {label: 'Maximum execution time you can set', value: '300 seconds', group: 'Workflows'},
  freeComputePerDay: {label: 'Free compute time per day', value: '30 minutes', group: 'Workflows'},
  delay: {label: 'Delay', value: 'from one millisecond up to one year', group: 'Workflows'},
  defaultQueueSize: {label: 'Default workflow queue size', value: '100', group: 'Queues'},
  maxQueueSize: {label: 'Maximum workflow queue size', value: '10,000', group: 'Queues'},
  nodeVersion: {label: 'Node version', value: '14', group: 'Runtimes'},
  pythonVersion: {label: 'Python version', value: '3.8', group: 'Runtimes'},
  goVersion: {label: 'Go version', value: '1.17.1', group: 'Runtimes'},
  dailyInvocations: {label: 'Daily invocations limit', value: '333; 66 for free orgs', group: 'Plans and invocations'},
  pricePerInvocation: {label: 'Price per extra invocation', value: '0.0002 (USD)', group: 'Plans and invocations'},
  monthlyInvocations: {
    label: 'Monthly invocations',
    value: pricingTiers.map((t) => `${formatCount(t.monthlyInvocations)} ${t.invocationsLabel}`).join('; '),
    group: 'Plans and invocations',
  },
  teamMembers: {label: 'Team member limit', value: String(teamMemberLimit), group: 'Plans and invocations'},
  proTeamPrice: {label: 'Pro and Team monthly price', value: `$${proTeamMonthlyUsd}`, group: 'Plans and invocations'},
  sqlRetention: {label: 'SQL service data retention', value: '30 days', group: 'SQL service'},
  sqlQueryTimeout: {label: 'SQL service query time limit', value: '60 seconds', group: 'SQL service'},
  sqlResultSize: {label: 'SQL service query result size', value: '1GB', group: 'SQL service'},
  scrollThrottle: {label: 'Scroll handler throttle', value: '300 ms', group: 'Site behaviour'},
  chunkTimeout: {label: 'Script chunk load time-out', value: '120 seconds', group: 'Site behaviour'},
  tabMemory: {label: 'Tab selection memory', value: '5 minutes', group: 'Site behaviour'},
} as const satisfies Record<string, PlatformValue>;

export type LimitName = keyof typeof v2;
export type PlatformConstants = {readonly [K in LimitName]: PlatformValue};

/** v1 (the previous platform generation): the v2 values except where the v1-era docs differed. */
const v1: PlatformConstants = {
  ...v2,
  emailPayload: {...v2.emailPayload, value: '150KB'},
  eventExpiry: {...v2.eventExpiry, value: '30 days'},
  inspectorHistory: {...v2.inspectorHistory, value: 'the last 100 events'},
};

/** Values for each docs version, keyed by the version name in versions.json ('current' is v2). */
export const platformConstants: Readonly<Record<string, PlatformConstants>> = {current: v2, v1};

/** The values of the newest docs version: for pages outside any version and for theme code. */
export const latestConstants: PlatformConstants = v2;

export const limitNames = Object.keys(v2) as LimitName[];

export function isLimitName(name: string): name is LimitName {
  return Object.prototype.hasOwnProperty.call(v2, name);
}

/** Values for a docs version; versions cut later inherit the latest values until they are given their own. */
export function constantsFor(versionName: string): PlatformConstants {
  return platformConstants[versionName] ?? latestConstants;
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

/** Base URLs the pages use (platform-facts.md, "Base URLs"). */
export const siteUrls = {
  pipedream: 'https://pipedream.com',
  api: 'https://api.pipedream.com/v1',
  sqlApi: 'https://rt.pipedream.com/sql',
  support: 'https://pipedream.com/support',
  community: 'https://pipedream.com/community',
  status: 'https://status.pipedream.com',
  apps: 'https://pipedream.com/apps',
} as const;
