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
import {defaultRoot} from '../../scripts/deploy/nginx';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
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
error_log stderr warn;
load_module ${brotliModule};
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

function main(): void {
  const {values} = parseArgs({options: {port: {type: 'string', default: '4175'}, dir: {type: 'string', default: 'build'}}});
  for (const f of [nginxBinary, brotliModule, mimeTypes]) {
    if (!fs.existsSync(f)) {
      console.error(`${f} is missing: apt-get install nginx-light libnginx-mod-http-brotli-filter (scripts/test.sh does)`);
      process.exit(1);
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  fs.symlinkSync(path.resolve(values.dir), path.join(dir, 'docs'));
  const conf = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
  fs.writeFileSync(path.join(dir, 'site.conf'), siteConfigFor(conf, Number(values.port), dir));
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, path.join(dir, 'site.conf')));
  const child = spawn(nginxBinary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
  const stop = () => child.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => {
    fs.rmSync(dir, {recursive: true, force: true});
    process.exit(code ?? 0);
  });
}

if (require.main === module) main();
