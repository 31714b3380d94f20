/**
 * What the build writes for tools and machines, after the pages are rendered, for every docs version:
 * - `/docs/page-data.json`: one entry per page (src/lib/pageData.ts), headers read from the built HTML;
 * - `<page>/index.md` next to each page's `index.html`: its Markdown (src/lib/markdownExport/);
 * - `llms.txt` and `llms-full.txt` at each version's root (src/lib/llmsTxt.ts), `llms.txt` listing the REST
 *   API's OpenAPI document first (config/openApiPlugin.ts publishes it).
 * Versions come from the site model (config/versions.ts), the list the sitemap reads too, and each one's
 * pages from the docs plugin's loaded content, so a version cut with `npm run version:cut` is included with
 * no change here.
 *
 * Each page's Markdown is written from the tree the build's MDX pipeline parsed, recorded by the first
 * remark plugin (src/lib/markdownExport/record.ts), not from a second parse of the source. A page without a
 * record (its record was removed while Rspack's cache kept the compiled page) is parsed here, and the log
 * line says how many were.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {addTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {siteModel} from './versions';
import {pageDataEntry, pageHeaders, type PageDataEntry} from '../src/lib/pageData';
import {exportPage} from '../src/lib/markdownExport';
import {pruneRecords, readRecord, recordKey} from '../src/lib/markdownExport/record';
import {createUrlResolver} from '../src/lib/markdownExport/links';
import {markdownUrlOf, pageMarkdownFile} from '../src/lib/pageMarkdown';
import {llmsFullTxt, llmsSections, llmsTxt, type LlmsPage, type SidebarNode} from '../src/lib/llmsTxt';
import {openApiPublicFiles} from '../src/lib/openapi/document';

export const docsExportPluginName = 'pipedream-docs-export';
export const pageDataFile = 'page-data.json';

const summary =
  'Pipedream is a platform for connecting APIs: workflows of triggers and steps, event sources, connected ' +
  'apps, code steps in Node.js, Python, Go and Bash, destinations, a CLI and a REST API.';

/** The file under the build folder for a public path: `/docs/code/` → `<outDir>/code/`. */
export function outPath(outDir: string, baseUrl: string, publicPath: string, file = ''): string {
  return path.join(outDir, addTrailingSlash(publicPath).slice(baseUrl.length), file);
}

/** `---\n…\n---\n` at the top of a Markdown file. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
}

export default function docsExportPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const publicPath = (p: string) => (siteConfig.trailingSlash === false ? p : addTrailingSlash(p));
  // One OpenAPI document for every version (config/openApiPlugin.ts writes it).
  const apiDescriptions = [
    {
      title: 'Pipedream REST API (OpenAPI 3.1, YAML)',
      url: `${origin}${baseUrl}${openApiPublicFiles.yaml}`,
      description: 'every endpoint of the REST API reference with its parameters, schemas and examples',
    },
    {title: 'Pipedream REST API (OpenAPI 3.1, JSON)', url: `${origin}${baseUrl}${openApiPublicFiles.json}`, description: 'the same document as JSON'},
  ];
  return {
    name: docsExportPluginName,
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const cpuStart = process.cpuUsage();
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
      const content = docsPlugin?.content as LoadedContent | undefined;
      if (!content) throw new Error(`${docsExportPluginName}: the docs plugin's content is missing`);

      const all: PageDataEntry[] = [];
      const recorded = new Set<string>();
      let parsed = 0;
      const loaded = (name: string): LoadedVersion => {
        const v = content.loadedVersions.find((l) => l.versionName === name);
        if (!v) throw new Error(`${docsExportPluginName}: the docs plugin did not load version ${name} of config/versions.ts`);
        return v;
      };
      for (const model of siteModel.versions) {
        const version = loaded(model.name);
        const base = model.path;
        // Doc permalinks come without the site's trailing slash; pages are served with it.
        const docs = version.docs.map((d) => ({...d, permalink: publicPath(d.permalink)}));
        const permalinkOfSource = new Map(docs.map((d) => [d.source.replace(/^@site\//, ''), d.permalink]));
        const pages: (LlmsPage & {markdown: string})[] = [];
        const entries: PageDataEntry[] = [];
        for (const doc of docs) {
          const file = doc.source.replace(/^@site\//, '');
          const html = await fs.readFile(outPath(outDir, baseUrl, doc.permalink, 'index.html'), 'utf8');
          entries.push(pageDataEntry(doc, model, pageHeaders(html)));

          const pageUrl = `${origin}${doc.permalink}`;
          const resolveUrl = createUrlResolver({file, pageUrl, siteOrigin: origin, baseUrl, permalinkOfSource: (f) => permalinkOfSource.get(f)});
          const source = await fs.readFile(path.join(siteDir, file), 'utf8');
          const tree = readRecord(siteDir, source);
          if (tree) recorded.add(recordKey(source));
          else parsed++;
          const body = tree ?? stripFrontMatter(source);
          const markdown = exportPage({title: doc.title, description: doc.description, url: pageUrl}, body, {
            file,
            versionName: model.name,
            resolveUrl,
            versionDocs: docs,
            versionBase: base,
            siteOrigin: origin,
          });
          await fs.writeFile(outPath(outDir, baseUrl, doc.permalink, pageMarkdownFile), markdown);
          pages.push({id: doc.id, title: doc.title, description: doc.description, markdownUrl: markdownUrlOf(pageUrl), markdown});
        }

        const sections = llmsSections(version.sidebars as unknown as Record<string, SidebarNode[]>, pages);
        const others = siteModel.versions.filter((v) => v !== model);
        const versionNote = model.isLatest ? `${model.label}, the latest version` : `${model.label}, an older version`;
        const fullTextUrl = `${origin}${base}llms-full.txt`;
        await fs.writeFile(
          outPath(outDir, baseUrl, base, 'llms.txt'),
          llmsTxt({
            title: siteConfig.title,
            summary,
            versionNote,
            fullTextUrl,
            otherVersions: others.map((v) => ({label: v.label, url: `${origin}${v.path}llms.txt`})),
            sections,
            apiDescriptions,
          }),
        );
        const byId = new Map(pages.map((p) => [p.id, p.markdown]));
        const ordered = sections.flatMap((s) => s.pages.map((p) => byId.get(p.id)!));
        await fs.writeFile(outPath(outDir, baseUrl, base, 'llms-full.txt'), llmsFullTxt(`${siteConfig.title} (${versionNote})`, ordered));
        all.push(...entries.sort((a, b) => a.path.localeCompare(b.path)));
      }

      await fs.writeFile(path.join(outDir, pageDataFile), JSON.stringify(all));
      // Records of pages edited or removed since are of no further use.
      pruneRecords(siteDir, recorded);
      console.log(
        `[INFO] [${docsExportPluginName}] ${all.length} pages of ${siteModel.versions.length} versions: ${pageDataFile}, Markdown, llms.txt ` +
          `(${Date.now() - started} ms, ${Math.round(process.cpuUsage(cpuStart).user / 1000)} ms CPU; ` +
          `${all.length - parsed} from the build's trees, ${parsed} parsed again)`,
      );
    },
  };
}
