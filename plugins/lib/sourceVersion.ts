/**
 * The docs version of a page's source file: the version whose content folder holds it (config/versions.ts), or the
 * latest for a file outside every one (a draft elsewhere is checked as a page of docs/). For the checks that depend
 * on the page's version: plugins/remarkContentChecks.ts and scripts/check-mdx.ts.
 */
import {siteModel, type DocsVersion, type SiteModel} from '../../config/versions';

export function versionOfSource(siteRelativeFile: string, model: SiteModel = siteModel): DocsVersion {
  return model.versions.find((v) => siteRelativeFile.startsWith(`${v.contentDir}/`)) ?? model.versions[0]!;
}
