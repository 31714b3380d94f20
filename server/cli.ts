/**
 * `npm run serve [-- --port 3000 --host 127.0.0.1 --dir build]`: serve the production build at
 * http://<host>:<port>/docs/ with the site's rules (server/app.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createApp} from './app';
import {basePath} from '../config/versions';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
});
const buildDir = path.resolve(values.dir);
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(1);
}
// Express 5 hands a listen error (a busy port, a host not on this machine) to the callback: said in one line, exit 1.
const server = createApp({buildDir}).listen(Number(values.port), values.host, (error?: Error) => {
  if (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'the port is in use' : code === 'EADDRNOTAVAIL' ? 'the host is not an address of this machine' : error.message;
    console.error(`Cannot serve at http://${values.host}:${values.port}${basePath}/: ${why} (${code ?? 'error'}).`);
    process.exit(1);
  }
  console.log(`Serving ${buildDir} at http://${values.host}:${values.port}${basePath}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
