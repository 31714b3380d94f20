/**
 * The docs version menu: every version from versions.json, the latest marked "New"; each item leads to the
 * same page in that version, else the page it moved to (src/data/versionPageMap.ts), else its home.
 * The target logic is the pure `switchVersionTarget` (src/lib/versionSwitch.ts), run at build time for each
 * docs page (plugins/docsPlugin.ts); the menu reads the page's (src/lib/pageVersionTarget.ts).
 */
import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useVersions, useDocsPreferredVersion} from '@docusaurus/plugin-content-docs/client';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {toVersionHome, versionOfPath} from '@site/src/lib/versionSwitch';
import {pageVersionTarget} from '@site/src/lib/pageVersionTarget';

interface Props {
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
}

export default function VersionMenu({mobile, position}: Props): ReactNode {
  const {pathname, search, hash} = useLocation();
  const versions = useVersions(undefined);
  const {savePreferredVersionName} = useDocsPreferredVersion(undefined);
  const infos = versions.map(toVersionHome);
  const latest = versions.find((v) => v.isLast) ?? versions[0]!;
  const active = versionOfPath(pathname, infos);
  const shown = versions.find((v) => v.name === active?.name) ?? latest;
  const items = versions.map((v, i) => {
    const target = pageVersionTarget(pathname, infos[i]!);
    return {
      label: (
        <span className="version-menu__item" data-version={v.name}>
          {v.label}
          {v.isLast && <span className="badge badge--primary version-menu__badge">New</span>}
        </span>
      ),
      to: `${target}${search}${hash}`,
      isActive: () => v.name === shown.name,
      onClick: () => savePreferredVersionName(v.name),
    };
  });
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
