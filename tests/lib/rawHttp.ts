/** One HTTP/1.1 request with the target sent exactly as given (fetch would normalise `//host/…` and dot segments). */
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The header lines as received, name and value alternating (repeats kept). */
  readonly rawHeaders: readonly string[];
  /** The body as received (still compressed when `content-encoding` is set). */
  readonly raw: Buffer;
  /** The body decoded (brotli or gzip undone) as UTF-8. */
  readonly text: string;
}

export function rawRequest(
  port: number,
  target: string,
  {method = 'GET', headers = {}, timeoutMs}: {method?: string; headers?: Record<string, string>; timeoutMs?: number} = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, method, path: target, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        // A HEAD (or a 304) has no body to decode, whatever its Content-Encoding says.
        try {
          const body = raw.length === 0 ? raw : enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, raw, text: body.toString('utf8')});
        } catch (e) {
          reject(new Error(`${enc} body of ${raw.length} bytes does not decode: ${(e as Error).message}`));
        }
      });
    });
    req.on('error', reject);
    // A body shorter than its Content-Length never ends: an error after `timeoutMs` of silence.
    if (timeoutMs) req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer for ${timeoutMs} ms`)));
    req.end();
  });
}

/**
 * The header names a response's `Vary` lists, lower-cased (Node joins repeated `Vary` lines with commas): a test
 * asks for `accept` itself, which a pattern like /\bAccept\b/ would also find in `Accept-Encoding`.
 */
export function varyNames(vary: string | string[] | undefined): string[] {
  return [vary ?? []].flat().join(',').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
}
