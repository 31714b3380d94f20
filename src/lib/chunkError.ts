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
