/**
 * The docs version menu: every version from versions.json, the latest marked "New"; each item leads to the
 * same page in that version, else the page it moved to (src/data/versionPageMap.ts), else its home.
 * The target logic is the pure `switchVersionTarget` (src/lib/versionSwitch.ts), run at build time for each
 * docs page (plugins/docsPlugin.ts); the menu reads the page's (src/lib/pageVersionTarget.ts), or on a frozen
 * version's own build the latest build's menu file (src/lib/siteVersions.ts).
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {versionOfPath} from '@site/src/lib/versionSwitch';
import {useSiteVersions} from '@site/src/lib/siteVersions';
import {linkTo} from '@site/src/lib/siteVersionsData';

interface Props {
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
}

export default function VersionMenu({mobile, position}: Props): ReactNode {
  const {pathname, search, hash} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const {versions, latest = versions[0]!, targetOf, inBuild} = useSiteVersions(siteConfig.baseUrl);
  const {savePreferredVersionName} = useDocsPreferredVersion(undefined);
  const shown = versionOfPath(pathname, versions) ?? latest;
  const items = versions.map((v) => {
    const target = targetOf(pathname, v);
    return {
      label: (
        <span className="version-menu__item" data-version={v.name}>
          {v.label}
          {v.isLatest && <span className="badge badge--primary version-menu__badge">New</span>}
        </span>
      ),
      // Another part of the site (a frozen version's own build: config/buildPart.ts) is a full page load.
      ...linkTo(`${target}${search}${hash}`, inBuild(v)),
      isActive: () => v.name === shown.name,
      onClick: () => savePreferredVersionName(v.name),
    };
  });
  // A frozen version's own build learns the others once the page runs (src/lib/siteVersions.ts): until then, and
  // without JavaScript, the menu leads to the latest docs' home.
  if (!versions.some((v) => v.isLatest)) {
    items.push({label: <span className="version-menu__item">Latest version</span>, ...linkTo(siteConfig.baseUrl, false), isActive: () => false, onClick: () => undefined});
  }
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      className="version-menu"
      // The visible label first in the accessible name (WCAG 2.5.3, axe "label-content-name-mismatch").
      aria-label={`${mobile ? 'Versions' : shown.label}: docs version menu`}
      label={mobile ? 'Versions' : shown.label}
      items={items}
    />
  );
}
