/**
 * What the version menu, the old-version banner and the search page know of the docs versions, for each part of the
 * site a build makes (config/buildPart.ts):
 * - the global data `pipedream-site-versions` (src/lib/siteVersions.ts): every version with its home page, or on a
 *   frozen version's build its own only, with the file its pages read the others from;
 * - after a frozen version's build, `version-part.json`: its home and pages, for the latest build's menu
 *   (scripts/build.ts passes it on, and keeps it with the version's cached output);
 * - after the latest build, `version-menu/<name>.json` for each frozen version: every version, where each of its
 *   pages leads in the others (the same path, the page map, else the home: src/lib/versionSwitch.ts), and which of
 *   its pages have a newer counterpart that lists what changed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import {addTrailingSlash} from '@docusaurus/utils-common';
import {siteModel, type DocsVersion} from '../config/versions';
import {buildPart, frozenSummaries, frozenSummaryFile, frozenSummaryVariable, versionMenuFolder, type FrozenPartSummary} from '../config/buildPart';
import {joinVersionPath, pathInVersion, versionTargetsOf, type VersionInfo} from '../src/lib/versionSwitch';
import {versionPageMap} from '../src/data/versionPageMap';
import {siteVersionsPluginName, type SiteVersion, type SiteVersionsData, type VersionMenuFile} from '../src/lib/siteVersionsData';
import {hasChanges, siteVersionChanges} from './lib/versionChanges/model';
import {changesSummary} from './lib/versionChanges/mdast';
import {versionSections} from './lib/searchVocabulary';

/** A loaded version's home: its page at the version's own path, else the version's path. */
function loadedInfo(model: DocsVersion, version: LoadedVersion): VersionInfo {
  const docPaths = version.docs.map((d) => addTrailingSlash(d.permalink));
  return {name: model.name, path: model.path, homePath: docPaths.find((p) => p === model.path) ?? docPaths[0] ?? model.path, docPaths};
}

/** Every version this build knows the pages of: those it loads, and (latest part) the frozen parts' summaries. */
export function knownVersionInfos(content: LoadedContent, frozen: readonly FrozenPartSummary[]): VersionInfo[] {
  const infos = new Map<string, VersionInfo>();
  for (const v of content.loadedVersions) {
    const model = siteModel.versions.find((m) => m.name === v.versionName);
    if (model) infos.set(model.name, loadedInfo(model, v));
  }
  for (const s of frozen) {
    const model = siteModel.versions.find((m) => m.name === s.name);
    if (model) infos.set(s.name, {name: s.name, path: model.path, homePath: s.homePath, docPaths: s.docPaths});
  }
  // Newest first, as the site model lists them.
  return siteModel.versions.flatMap((m) => infos.get(m.name) ?? []);
}

const entryOf = (info: VersionInfo): SiteVersion => {
  const model = siteModel.versions.find((m) => m.name === info.name)!;
  return {name: info.name, label: model.label, path: info.path, homePath: info.homePath, isLatest: model.isLatest};
};

/** A frozen version's menu file: the targets that are not the same path in the other version. */
export function versionMenuFile(frozen: VersionInfo, infos: readonly VersionInfo[], changed: Record<string, string>): VersionMenuFile {
  const newestFirst = infos.map((v) => v.name);
  const targets: Record<string, Record<string, string>> = {};
  for (const page of frozen.docPaths) {
    const relative = pathInVersion(page, frozen.path)!;
    const all = versionTargetsOf(page, infos, versionPageMap, newestFirst);
    const listed = Object.entries(all).filter(([name, target]) => {
      const to = infos.find((v) => v.name === name)!;
      return name !== frozen.name && target !== joinVersionPath(to.path, relative);
    });
    if (listed.length) targets[page] = Object.fromEntries(listed);
  }
  return {versions: infos.map(entryOf), targets, changed};
}

export default function siteVersionsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  const part = buildPart;
  let infos: VersionInfo[] = [];
  /** A frozen version's summary, made once its pages are loaded: written then, and again into its output. */
  let summary: FrozenPartSummary | undefined;
  return {
    name: siteVersionsPluginName,
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!content) throw new Error(`${siteVersionsPluginName}: the docs plugin's content is missing`);
      const frozen = await frozenSummaries(part);
      infos = knownVersionInfos(content, frozen);
      if (part.kind === 'frozen') {
        const own = infos.find((v) => v.name === part.version.name)!;
        summary = {name: own.name, homePath: own.homePath, docPaths: own.docPaths, searchSections: versionSections(content.loadedVersions[0]!)};
        // At once, for the latest version's build, which may be running beside this one and waits for it.
        const early = process.env[frozenSummaryVariable];
        if (early) {
          await fs.writeFile(`${early}.tmp`, JSON.stringify(summary));
          await fs.rename(`${early}.tmp`, early);
        }
      }
      const inBuild = content.loadedVersions.map((v) => v.versionName);
      const data: SiteVersionsData =
        part.kind === 'frozen'
          ? {versions: infos.map(entryOf), inBuild, menuFile: `${versionMenuFolder}/${part.version.name}.json`}
          : {versions: infos.map(entryOf), inBuild};
      actions.setGlobalData(data);
    },
    async postBuild({outDir}) {
      if (part.kind === 'frozen') {
        await fs.writeFile(path.join(outDir, frozenSummaryFile), JSON.stringify(summary));
        return;
      }
      if (part.kind !== 'latest') return;
      const changes = siteVersionChanges(siteDir);
      await fs.mkdir(path.join(outDir, versionMenuFolder), {recursive: true});
      for (const s of await frozenSummaries(part)) {
        const frozen = infos.find((v) => v.name === s.name)!;
        const changed = Object.fromEntries(
          changes.pairs.filter((p) => p.older.version.name === s.name && hasChanges(p.changes)).map((p) => [addTrailingSlash(p.older.url), changesSummary(p.changes)]),
        );
        await fs.writeFile(path.join(outDir, versionMenuFolder, `${s.name}.json`), JSON.stringify(versionMenuFile(frozen, infos, changed)));
      }
    },
  };
}
