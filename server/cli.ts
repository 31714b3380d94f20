/**
 * `npm run serve [-- --port 3000 --host 127.0.0.1 --dir build --log --shutdown-timeout 10]`: serve the production
 * build at http://<host>:<port>/docs/ with the site's rules (server/app.ts), following the release `--dir` points to
 * (server/liveSite.ts: a new build or a flipped symlink is taken within half a second, `kill -HUP` takes it at once).
 * `--log`: an access log line per request on stdout, errors on stderr. SIGINT/SIGTERM: a graceful stop, every
 * connection closed at the latest after `--shutdown-timeout` seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSiteServer} from './siteServer';
import {readServeArgs, ServeArgsError, type ServeArgs} from './serveArgs';
import {basePath} from '../config/versions';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: ServeArgs;
try {
  values = readServeArgs(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof ServeArgsError)) throw e;
  fail(e.message);
}
const {port, shutdownSeconds} = values;
const buildDir = path.resolve(values.dir);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) fail(`No build in ${buildDir}: run \`npm run build\` first.`);

const {server, site, shutdown} = createSiteServer({
  dir: buildDir,
  log: values.log ? {out: (line) => console.log(line), err: (line) => console.error(line)} : undefined,
  onReload: (real) => console.log(`Serving ${real}`),
});
// A listen error (a busy port, a host not on this machine) is said in one line, exit 1.
server.on('error', (error: NodeJS.ErrnoException) => {
  const why = error.code === 'EADDRINUSE' ? 'the port is in use' : error.code === 'EADDRNOTAVAIL' ? 'the host is not an address of this machine' : error.message;
  fail(`Cannot serve at http://${values.host}:${values.port}${basePath}/: ${why} (${error.code ?? 'error'}).`);
});
server.listen(port, values.host, () => console.log(`Serving ${site.current()} at http://${values.host}:${values.port}${basePath}/`));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void shutdown(shutdownSeconds * 1000).then(() => process.exit(0));
  });
process.on('SIGHUP', () => site.reload());
