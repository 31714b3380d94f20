/**
 * server/app.ts serving a build on 127.0.0.1 and a free port, in a process of its own so that the load test
 * (scripts/bench/load.ts) does not share its event loop with the load generator. Prints `listening <port>`.
 *   node --import tsx scripts/bench/appServer.ts <buildDir>
 */
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {createApp} from '../../server/app';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const server = createApp({buildDir}).listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
