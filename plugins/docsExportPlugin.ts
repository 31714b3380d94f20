/**
 * What the build writes for tools and machines, after the pages are rendered, for every docs version:
 * - `/docs/page-data.json`: one entry per page (plugins/lib/pageData.ts), headers read from the built HTML;
 * - `<page>/index.md` next to each page's `index.html`: its Markdown (plugins/lib/markdownExport/);
 * - `llms.txt` and `llms-full.txt` at each version's root (plugins/lib/llmsTxt.ts), `llms.txt` listing the REST
 *   API's OpenAPI document first (plugins/openApiPlugin.ts publishes it).
 * Versions come from the site model (config/versions.ts), the list the sitemap reads too, and each one's
 * pages from the docs plugin's loaded content, so a version cut with `npm run version:cut` is included with
 * no change here.
 *
 * Each page's Markdown is written from the tree the build's MDX pipeline parsed, recorded by the first
 * remark plugin (plugins/lib/markdownExport/record.ts), not from a second parse of the source. A page without a
 * record (its record was removed while Rspack's cache kept the compiled page) is parsed here, and the log
 * line says how many were.
 *
 * Writing each page's Markdown (mdast-util-to-markdown) is most of the work; it happens while the page is
 * compiled, as soon as its tree is recorded (`prerenderPages`), and postBuild renders the tree again, which is
 * cheap, to find that Markdown by its input (plugins/lib/markdownExport/memo.ts). A warm build, which compiles
 * no page, finds the Markdown of its unchanged pages there too.
 */
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {frontMatterBlock} from './lib/frontMatter';
import {addTrailingSlash} from '@docusaurus/utils-common';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {Root} from 'mdast';
import {siteModel, type DocsVersion} from '../config/versions';
import {buildPart, versionsInPart} from '../config/buildPart';
import {pageDataEntry, pageHeaders, type PageDataEntry} from './lib/pageData';
import {exportPage, type ExportContext, type MarkdownMemo, type PageHead} from './lib/markdownExport';
import {markdownMemo} from './lib/markdownExport/memo';
import {prerenderPages, pruneRecords, readRecord, recordKey} from './lib/markdownExport/record';
import {createUrlResolver} from './lib/markdownExport/links';
import {markdownUrlOf, pageMarkdownFile} from '../src/lib/pageMarkdown';
import {llmsFullTxt, llmsSections, llmsTxt, type LlmsPage, type SidebarNode} from './lib/llmsTxt';
import {openApiPublicFiles} from './lib/openapi/document';
import {parseMdx} from './lib/markdownExport';
import {siteVersionChanges} from './lib/versionChanges/model';
import {expandOverview, withPanels} from './lib/versionChanges/mdast';

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
  const match = frontMatterBlock.exec(source);
  return match ? source.slice(match[0].length).replace(/^\r?\n/, '') : source;
}

export default function docsExportPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const origin = siteConfig.url.replace(/\/$/, '');
  const publicPath = (p: string) => (siteConfig.trailingSlash === false ? p : addTrailingSlash(p));
  // One OpenAPI document for every version (plugins/openApiPlugin.ts writes it).
  const apiDescriptions = [
    {
      title: 'Pipedream REST API (OpenAPI 3.1, YAML)',
      url: `${origin}${baseUrl}${openApiPublicFiles.yaml}`,
      description: 'every endpoint of the REST API reference with its parameters, schemas and examples',
    },
    {title: 'Pipedream REST API (OpenAPI 3.1, JSON)', url: `${origin}${baseUrl}${openApiPublicFiles.json}`, description: 'the same document as JSON'},
  ];

  /** What the export needs of each page of a version: its source, head and context. */
  function exportedPages(version: LoadedVersion, model: DocsVersion) {
    const base = model.path;
    // Doc permalinks come without the site's trailing slash; pages are served with it.
    const docs = version.docs.map((d) => ({...d, permalink: publicPath(d.permalink)}));
    const permalinkOfSource = new Map(docs.map((d) => [d.source.replace(/^@site\//, ''), d.permalink]));
    return docs.map((doc) => {
      const file = doc.source.replace(/^@site\//, '');
      const pageUrl = `${origin}${doc.permalink}`;
      const head: PageHead = {title: doc.title, description: doc.description, url: pageUrl};
      const ctx: ExportContext = {
        file,
        versionName: model.name,
        resolveUrl: createUrlResolver({file, pageUrl, siteOrigin: origin, baseUrl, permalinkOfSource: (f) => permalinkOfSource.get(f)}),
        versionDocs: docs,
        versionBase: base,
        siteOrigin: origin,
      };
      return {doc, file, pageUrl, head, ctx};
    });
  }

  /**
   * A page's tree with what the build adds to it after recording it: the version-changes panels and overview
   * (plugins/remarkVersionChanges.ts), from the same sources, so the Markdown says what the page shows.
   */
  const withVersionChanges = (tree: Root, file: string): Root => {
    const changes = siteVersionChanges(siteDir);
    const out = withPanels(tree, file, changes);
    expandOverview(out, file, () => changes);
    return out;
  };

  const docsContent = (content: unknown, where: string): LoadedContent => {
    if (!content) throw new Error(`${docsExportPluginName}: the docs plugin's content is missing (${where})`);
    return content as LoadedContent;
  };
  /** The docs plugin's version of each version this build renders (config/buildPart.ts), in the model's order. */
  const loadedVersions = (content: LoadedContent): [DocsVersion, LoadedVersion][] =>
    versionsInPart(buildPart).map((model) => {
      const v = content.loadedVersions.find((l) => l.versionName === model.name);
      if (!v) throw new Error(`${docsExportPluginName}: the docs plugin did not load version ${model.name} of config/versions.ts`);
      return [model, v];
    });

  return {
    name: docsExportPluginName,
    allContentLoaded({allContent}) {
      // Not for the development server, which runs no postBuild (`build --dev` writes the Markdown in postBuild).
      if (process.env.NODE_ENV !== 'production') return;
      const content = docsContent(allContent['docusaurus-plugin-content-docs']?.default, 'allContentLoaded');
      const memo = markdownMemo(siteDir);
      const pages = loadedVersions(content).flatMap(([model, version]) => exportedPages(version, model));
      prerenderPages(new Map(pages.map((p) => [path.join(siteDir, p.file), (tree: Root) => void exportPage(p.head, withVersionChanges(tree, p.file), p.ctx, memo)])));
    },
    async postBuild({outDir, plugins}) {
      const started = Date.now();
      const cpuStart = process.cpuUsage();
      prerenderPages(new Map());
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs' && p.options.id === 'default');
      const content = docsContent(docsPlugin?.content, 'postBuild');

      const all: PageDataEntry[] = [];
      // Records and kept Markdown this build used: pruning keeps them.
      const used = new Set<string>();
      const kept = markdownMemo(siteDir, used);
      let written = 0;
      const memo: MarkdownMemo = (input, write) => kept(input, () => (written++, write()));
      let parsed = 0;
      // Files are written side by side, awaited once at the end.
      const writes: Promise<void>[] = [];
      for (const [model, version] of loadedVersions(content)) {
        const base = model.path;
        const pages: (LlmsPage & {markdown: string})[] = [];
        const entries: PageDataEntry[] = [];
        for (const {doc, file, pageUrl, head, ctx} of exportedPages(version, model)) {
          // Read at once: small files the build just wrote. Awaiting each read let the search indexing run
          // its own page between two of ours, which tripled the export's time.
          const html = readFileSync(outPath(outDir, baseUrl, doc.permalink, 'index.html'), 'utf8');
          const source = readFileSync(path.join(siteDir, file), 'utf8');
          entries.push(pageDataEntry(doc, model, pageHeaders(html)));
          const tree = readRecord(siteDir, source);
          if (tree) used.add(recordKey(source));
          else parsed++;
          const markdown = exportPage(head, withVersionChanges(tree ?? parseMdx(stripFrontMatter(source)), file), ctx, memo);
          writes.push(fs.writeFile(outPath(outDir, baseUrl, doc.permalink, pageMarkdownFile), markdown));
          pages.push({id: doc.id, title: doc.title, description: doc.description, markdownUrl: markdownUrlOf(pageUrl), markdown});
        }

        const sections = llmsSections(version.sidebars as unknown as Record<string, SidebarNode[]>, pages);
        // A frozen version's own build names no other version, which may change after it (config/buildPart.ts): it
        // points to the latest version's list, which names them all.
        const others =
          buildPart.kind === 'frozen'
            ? [{label: 'the latest version, which lists every version', path: siteModel.baseUrl}]
            : siteModel.versions.filter((v) => v !== model);
        const versionNote = model.isLatest ? `${model.label}, the latest version` : `${model.label}, an older version`;
        const fullTextUrl = `${origin}${base}llms-full.txt`;
        const llms = llmsTxt({
          title: siteConfig.title,
          summary,
          versionNote,
          fullTextUrl,
          otherVersions: others.map((v) => ({label: v.label, url: `${origin}${v.path}llms.txt`})),
          sections,
          apiDescriptions,
        });
        const byId = new Map(pages.map((p) => [p.id, p.markdown]));
        const ordered = sections.flatMap((s) => s.pages.map((p) => byId.get(p.id)!));
        writes.push(
          fs.writeFile(outPath(outDir, baseUrl, base, 'llms.txt'), llms),
          fs.writeFile(outPath(outDir, baseUrl, base, 'llms-full.txt'), llmsFullTxt(`${siteConfig.title} (${versionNote})`, ordered)),
        );
        all.push(...entries.sort((a, b) => a.path.localeCompare(b.path)));
      }

      writes.push(fs.writeFile(path.join(outDir, pageDataFile), JSON.stringify(all)));
      await Promise.all(writes);
      // Records and Markdown of pages edited or removed since are of no further use.
      pruneRecords(siteDir, used);
      console.log(
        `[INFO] [${docsExportPluginName}] ${all.length} pages of ${content.loadedVersions.length} versions: ${pageDataFile}, Markdown, llms.txt ` +
          `(${Date.now() - started} ms, ${Math.round(process.cpuUsage(cpuStart).user / 1000)} ms CPU; ` +
          `${all.length - parsed} from the build's trees, ${parsed} parsed again; ${written} written here, the others while compiling or kept)`,
      );
    },
  };
}
