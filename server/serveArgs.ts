/** The options of `npm run serve` (server/cli.ts), read strictly: an unknown option or a bad number is one line. */
import {parseArgs} from 'node:util';

export interface ServeArgs {
  readonly port: number;
  readonly host: string;
  readonly dir: string;
  readonly log: boolean;
  readonly shutdownSeconds: number;
}

/** A refusal of the command line, said in one line (`serve: …`). */
export class ServeArgsError extends Error {}

export function readServeArgs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): ServeArgs {
  let values: {port: string; host: string; dir: string; log: boolean; 'shutdown-timeout': string};
  try {
    values = parseArgs({
      args: [...args],
      options: {
        port: {type: 'string', default: env.PORT ?? '3000'},
        host: {type: 'string', default: '127.0.0.1'},
        dir: {type: 'string', default: 'build'},
        log: {type: 'boolean', default: false},
        'shutdown-timeout': {type: 'string', default: '10'},
      },
    }).values as typeof values;
  } catch (e) {
    throw new ServeArgsError(`serve: ${(e as Error).message}`);
  }
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) throw new ServeArgsError(`serve: --port ${values.port} is not a port number (0-65535).`);
  const shutdownSeconds = Number(values['shutdown-timeout']);
  if (values['shutdown-timeout'].trim() === '' || !(shutdownSeconds >= 0)) throw new ServeArgsError(`serve: --shutdown-timeout ${values['shutdown-timeout']} is not a number of seconds.`);
  return {port, host: values.host, dir: values.dir, log: values.log, shutdownSeconds};
}
