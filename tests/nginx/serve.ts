/**
 * Runs Debian's nginx in the foreground with deploy/nginx.conf on a loopback port, serving a build, for
 * the `nginx` project of the end-to-end tests (playwright.config.ts):
 *   node --import tsx tests/nginx/serve.ts --port 4175 --dir build
 * The site config is used as generated; only its `listen` and `root` lines are changed, and a minimal main
 * config (pid, temp paths, the brotli module) wraps it in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {parseArgs} from 'node:util';
import {defaultRoot} from '../../scripts/deploy-config/nginx';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];
const mimeTypes = '/etc/nginx/mime.types';

/** deploy/nginx.conf bound to 127.0.0.1:port, serving `<root>/docs/`. */
export function siteConfigFor(conf: string, port: number, root: string): string {
  const out = conf
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(`root ${defaultRoot};`, `root ${root};`);
  if (out.includes('listen 80;') || !out.includes(`root ${root};`)) throw new Error('deploy/nginx.conf: listen/root lines not found');
  return out;
}

export function mainConfig(dir: string, siteConf: string): string {
  // As root, nginx would run its workers as `nobody`, who may not read a build in the work tree.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `daemon off;
${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr crit;
${brotliModules.map((m) => `load_module ${m};`).join('\n')}
events { worker_connections 256; }
http {
    include ${mimeTypes};
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${siteConf};
}
`;
}

/** Starts nginx with deploy/nginx.conf on 127.0.0.1:port serving `buildDir`; resolves once it answers. */
export async function startNginx(port: number, buildDir: string): Promise<{stop: () => Promise<void>; exited: Promise<number | null>}> {
  const missing = [nginxBinary, ...brotliModules, mimeTypes].filter((f) => !fs.existsSync(f));
  if (missing.length)
    throw new Error(`${missing.join(', ')} missing: apt-get install nginx-light libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static (scripts/test.sh does)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  fs.symlinkSync(path.resolve(buildDir), path.join(dir, 'docs'));
  const conf = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
  fs.writeFileSync(path.join(dir, 'site.conf'), siteConfigFor(conf, port, dir));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, path.join(dir, 'site.conf')));
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: ['ignore', 'inherit', 'inherit']});
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGQUIT');
    await exited;
    fs.rmSync(dir, {recursive: true, force: true});
  };
  // Wait until it answers (or fails to start), polling the port: no fixed sleep.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode} (config in ${dir})`);
    try {
      await fetch(`http://127.0.0.1:${port}/docs/`, {redirect: 'manual'});
      return {stop, exited};
    } catch (e) {
      if (i > 200) {
        await stop();
        throw new Error(`nginx did not answer on port ${port}: ${String(e)}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function main(): void {
  const {values} = parseArgs({options: {port: {type: 'string', default: '4175'}, dir: {type: 'string', default: 'build'}}});
  startNginx(Number(values.port), values.dir).then(
    ({stop, exited}) => {
      void exited.then((code) => process.exit(code ?? 1));
      const quit = () => void stop().then(() => process.exit(0));
      process.on('SIGINT', quit);
      process.on('SIGTERM', quit);
    },
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exit(1);
    },
  );
}

if (require.main === module) main();
