/**
 * Indexes pages with Pagefind's Node API and writes the bundle as Pagefind makes it (no re-chunking) to
 * `<outDir>/pagefind/<label>/`, where tests/site/pagefindQuery.ts reads a build's. Pages on stdin as JSON
 * (`[{url, html}]`). Jest cannot import the `pagefind` package (an ES module), so tests run this file:
 * `node --import tsx tests/lib/pagefindBundle.ts <outDir> <label>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {loadPagefind} from '../../plugins/searchPlugin';

async function main(): Promise<void> {
  const [outDir, label] = process.argv.slice(2);
  if (!outDir || !label) throw new Error('usage: pagefindBundle.ts <outDir> <label>, pages as JSON on stdin');
  const pages = JSON.parse(fs.readFileSync(0, 'utf8')) as {url: string; html: string}[];
  const pagefind = await loadPagefind();
  try {
    const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
    if (!index) throw new Error(errors.join('; '));
    for (const {url, html} of pages) {
      const added = await index.addHTMLFile({url, content: html});
      if (added.errors.length) throw new Error(`${url}: ${added.errors.join('; ')}`);
    }
    const files = await index.getFiles();
    if (files.errors.length) throw new Error(files.errors.join('; '));
    for (const {path: file, content} of files.files) {
      const target = path.join(outDir, 'pagefind', label, file);
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, content);
    }
  } finally {
    await pagefind.close();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
