/**
 * Why a script chunk failed to load, read from the error the bundler raises (webpack and Rspack both set
 * `name: 'ChunkLoadError'` and `type` to `timeout`, `missing` or `error`), and what to tell the reader.
 */
export const chunkFailureReasons = ['timeout', 'missing', 'error'] as const;
export type ChunkFailureReason = (typeof chunkFailureReasons)[number];

export function isChunkLoadError(error: unknown): error is Error & {type?: string; request?: string} {
  if (!(error instanceof Error) && !(error && typeof error === 'object')) return false;
  const {name, message} = error as {name?: unknown; message?: unknown};
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [^ ]+ failed/.test(message));
}

export function chunkFailureReason(error: unknown): ChunkFailureReason {
  const type = (error as {type?: unknown} | null)?.type;
  if (type === 'timeout' || type === 'missing') return type;
  // A 404 on a CSS chunk is reported by message only.
  if (typeof (error as {message?: unknown})?.message === 'string' && /\(missing:/.test((error as Error).message)) return 'missing';
  return 'error';
}

/** The plain-words explanation for each reason; `seconds` is the load time-out. */
export function chunkFailureMessage(reason: ChunkFailureReason, seconds: number): {title: string; body: string} {
  switch (reason) {
    case 'timeout':
      return {
        title: 'This page took too long to load',
        body: `Part of the page's code did not arrive within ${seconds} seconds (timeout). Your connection may be slow or interrupted.`,
      };
    case 'missing':
      return {
        title: 'This page was updated while you were reading',
        body: 'Part of the page\'s code is no longer on the server (missing): the docs have probably been published again since you opened them.',
      };
    case 'error':
      return {
        title: 'This page could not finish loading',
        body: "Part of the page's code failed to download (error): the network request was blocked or cut off.",
      };
  }
}

/**
 * The bundler reports a 404 and a dropped connection alike (`type: 'error'`); asking the server for the
 * chunk again tells them apart, so a reader after a deploy is told the page was updated.
 */
export async function diagnoseChunkFailure(
  error: unknown,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): Promise<ChunkFailureReason> {
  const reason = chunkFailureReason(error);
  const url = (error as {request?: unknown} | null)?.request;
  if (reason !== 'error' || typeof url !== 'string') return reason;
  try {
    const response = await fetchImpl(url, {method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(timeoutMs)});
    return response.status === 404 || response.status === 410 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

/**
 * A client navigation whose chunks time out makes Docusaurus reload the target page (PendingNavigation),
 * which would wait a whole time-out again before the reader is told anything. The navigation records its
 * time-out here (sessionStorage) just before that reload, and the reloaded page takes it and shows the
 * screen at once: one wait in all.
 */
export const timedOutNavigationKey = 'pipedream.chunkTimeout';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function recordTimedOutNavigation(store: SessionStore, pathname: string, now: number): void {
  store.setItem(timedOutNavigationKey, JSON.stringify({pathname, at: now}));
}

/** Whether the page at `pathname` is the reload of a navigation that timed out less than `maxAgeMs` ago (read once). */
export function takeTimedOutNavigation(store: SessionStore, pathname: string, now: number, maxAgeMs: number): boolean {
  const raw = store.getItem(timedOutNavigationKey);
  if (raw === null) return false;
  store.removeItem(timedOutNavigationKey);
  try {
    const {pathname: recorded, at} = JSON.parse(raw) as {pathname?: unknown; at?: unknown};
    return recorded === pathname && typeof at === 'number' && now - at < maxAgeMs;
  } catch {
    return false;
  }
}
