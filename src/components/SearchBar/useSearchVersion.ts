import {useActivePluginAndVersion} from '@docusaurus/plugin-content-docs/client';
import {usePluginData} from '@docusaurus/useGlobalData';
import {siteVersionsPluginName, type SiteVersionsData} from '@site/src/lib/siteVersionsData';

/**
 * The docs version a search from this page looks in (its label, the value of the index's `version` filter):
 * the page's own, or the latest outside the docs (the 404 page, the results page); and the latest's label.
 */
export function useSearchVersion(): {version: string; latest: string} {
  const active = useActivePluginAndVersion();
  // A frozen version's own build does not know the latest version (config/buildPart.ts): its searches name their version.
  const data = usePluginData(siteVersionsPluginName) as SiteVersionsData;
  const latest = data.versions.find((v) => v.isLatest)?.label;
  // Outside its pages (the moment before another build's page loads), a frozen version's build searches its own.
  return {version: active?.activeVersion?.label ?? latest ?? data.versions[0]!.label, latest: latest ?? ''};
}
