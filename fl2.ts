import fs from 'node:fs'; import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {createApp} from './server/app';
import {chromiumFlags, chromiumPath} from './scripts/chromium';
const s = JSON.parse(fs.readFileSync('/tmp/stats.json', 'utf8'));
const server = createApp({buildDir: 'build'}).listen(5321, '127.0.0.1', async () => {
  const b = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  const p = await b.newPage();
  const urls: string[] = [];
  p.on('request', (r) => { if (r.resourceType() === 'script') urls.push(new URL(r.url()).pathname); });
  await p.goto('http://127.0.0.1:5321' + (process.argv[2] ?? '/docs/troubleshooting/'), {waitUntil: 'networkidle'});
  let total = 0;
  for (const u of urls) {
    const base = u.replace('/docs/assets/js/', '');
    const gz = zlib.gzipSync(fs.readFileSync('build/assets/js/' + base)).length; total += gz;
    const c = s.chunks.find((c: any) => (c.files || []).some((f: string) => f.endsWith(base)));
    const mods = c ? (s.modules || []).filter((m: any) => (m.chunks || []).includes(c.id)).sort((a: any, b: any) => b.size - a.size).slice(0, 5).map((m: any) => (m.name || '').replace(/^.*node_modules\//, 'nm/').slice(0, 80) + ':' + m.size) : [];
    console.log(base, gz, '\n     ' + mods.join('\n     '));
  }
  console.log('total', total);
  await b.close(); server.close();
});
