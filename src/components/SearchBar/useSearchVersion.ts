import {useActivePluginAndVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';

/**
 * The docs version a search from this page looks in (its label, the value of the index's `version` filter):
 * the page's own, or the latest outside the docs (the 404 page, the results page); and the latest's label.
 */
export function useSearchVersion(): {version: string; latest: string} {
  const active = useActivePluginAndVersion();
  const latest = useLatestVersion(undefined).label;
  return {version: active?.activeVersion?.label ?? latest, latest};
}
