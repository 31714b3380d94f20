/** One HTTP/1.1 request with the target sent exactly as given (fetch would normalise `//host/…` and dot segments). */
import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  /** The body as received (still compressed when `content-encoding` is set). */
  readonly raw: Buffer;
  /** The body decoded (brotli or gzip undone) as UTF-8. */
  readonly text: string;
}

export function rawRequest(
  port: number,
  target: string,
  {method = 'GET', headers = {}}: {method?: string; headers?: Record<string, string>} = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, method, path: target, headers, agent: false}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const enc = res.headers['content-encoding'];
        const body = enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({status: res.statusCode ?? 0, headers: res.headers, raw, text: body.toString('utf8')});
      });
    });
    req.on('error', reject);
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
