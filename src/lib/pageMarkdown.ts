/**
 * Where a page's Markdown lives: beside its `index.html`, as `index.md` (`/docs/code/nodejs/` →
 * `/docs/code/nodejs/index.md`). The build writes it (plugins/docsExportPlugin.ts); the "Copy page as
 * Markdown" button and llms.txt link to it.
 */
import {addTrailingSlash} from '@docusaurus/utils-common';

export const pageMarkdownFile = 'index.md';

export function markdownUrlOf(pagePath: string): string {
  return `${addTrailingSlash(pagePath)}${pageMarkdownFile}`;
}

/** Copies text: the async clipboard API, else a selected textarea (older browsers, insecure origins). */
export async function copyText(text: string, doc: Document = document): Promise<void> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard?.writeText) {
    await clipboard.writeText(text);
    return;
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  area.select();
  const ok = doc.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}
