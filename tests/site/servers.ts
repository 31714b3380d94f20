/** Both servers of the built site on loopback ports, for the HTTP suites: the project's own and nginx. */
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {createApp} from '../../server/app';
import {startNginx} from '../nginx/serve';
import {buildDir} from '../lib/builtSite';
import {freePort} from '../../scripts/lib/ports';

export interface RunningServer {
  readonly name: 'server' | 'nginx';
  readonly port: number;
  readonly stop: () => Promise<void>;
}

export async function startLocal(): Promise<RunningServer> {
  const server: Server = createApp({buildDir}).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    name: 'server',
    port: (server.address() as AddressInfo).port,
    stop: () => new Promise((r) => server.close(() => r())),
  };
}

export async function startNginxServer(): Promise<RunningServer> {
  const port = await freePort();
  const {stop} = await startNginx(port, buildDir);
  return {name: 'nginx', port, stop};
}
