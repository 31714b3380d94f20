/**
 * Follows @docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (replaced; DocVersionBanner is Unsafe in 3.10.2, and its link target cannot be changed by
 * wrapping). The unmaintained banner names the latest version and links to the equivalent page there
 * through the same logic as the version menu: same path, else the page map, else that version's home
 * (src/lib/versionSwitch.ts, src/data/versionPageMap.ts, run at build time for each page and read by
 * src/lib/pageVersionTarget.ts; on a frozen version's own build, the latest build's menu file: src/lib/siteVersions.ts),
 * and says what changed there when the latest page lists it. Markup and classes follow the original.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDocsPreferredVersion, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {useSiteVersions} from '@site/src/lib/siteVersions';
import {linkTo} from '@site/src/lib/siteVersionsData';

export default function DocVersionBanner({className}: {readonly className?: string}): ReactNode {
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const {versions, latest, targetOf, inBuild, changedIn} = useSiteVersions(siteConfig.baseUrl);
  const {savePreferredVersionName} = useDocsPreferredVersion(undefined);
  const {pathname} = useLocation();
  if (!version.banner) return null;
  const from = versions.find((v) => v.name === version.version);
  // A frozen version's own build learns the latest version once the page runs (src/lib/siteVersions.ts):
  // until then, and without JavaScript, the banner leads to the docs' home.
  const target = latest ? targetOf(pathname, latest) : siteConfig.baseUrl;
  const equivalent = latest !== undefined && (target !== latest.homePath || from?.homePath === pathname);
  const changed = changedIn(pathname);
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for Pipedream <b>{version.label}</b>.
          </>
        ) : (
          <>
            This is documentation for Pipedream <b>{version.label}</b>, which is no longer actively maintained.
          </>
        )}
      </div>
      <div className="margin-top--md">
        For up-to-date documentation, see{' '}
        <b>
          <Link {...linkTo(target, latest !== undefined && inBuild(latest))} onClick={() => latest && savePreferredVersionName(latest.name)} data-version-banner-link="">
            {!latest ? 'the latest documentation' : equivalent ? `this page in ${latest.label}` : `the ${latest.label} documentation`}
          </Link>
        </b>
        {changed ? <>, which lists what changed since {version.label} ({changed}).</> : '.'}
      </div>
    </div>
  );
}
