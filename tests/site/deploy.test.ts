/**
 * nginx with deploy/nginx.conf while a release is switched under it by the README's procedure (a symlink renamed over
 * `current`): every response is a whole file of one release or the other (reliability audit of 2026-11-26, D6).
 * `npm run serve` under the same load: tests/unit/siteServer.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {startNginx} from '../nginx/serve';
import {freePort} from '../../scripts/lib/ports';
import {fetchWhileFlipping, makeReleases} from '../lib/releases';

it('nginx sends only whole files while the release is switched under load', async () => {
  const root = makeReleases();
  const port = await freePort();
  const {stop} = await startNginx(port, path.join(root, 'current'));
  try {
    const {broken, sent} = await fetchWhileFlipping(root, port);
    expect(broken).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  } finally {
    await stop();
    fs.rmSync(root, {recursive: true, force: true});
  }
}, 30_000);
