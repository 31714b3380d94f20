/**
 * Follows @docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (replaced; DocVersionBanner is Unsafe in 3.10.2, and its link target cannot be changed by
 * wrapping). The unmaintained banner names the latest version and links to the equivalent page there
 * through the same logic as the version menu: same path, else the page map, else that version's home
 * (src/lib/versionSwitch.ts, src/data/versionPageMap.ts, run at build time for each page and read by
 * src/lib/pageVersionTarget.ts). Markup and classes follow the original.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsPreferredVersion, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {pageVersionTarget} from '@site/src/lib/pageVersionTarget';
import {toVersionHome} from '@site/src/lib/versionSwitch';

export default function DocVersionBanner({className}: {readonly className?: string}): ReactNode {
  const version = useDocsVersion();
  const versions = useVersions(undefined);
  const {savePreferredVersionName} = useDocsPreferredVersion(undefined);
  const {pathname} = useLocation();
  const latest = versions.find((v) => v.isLast);
  if (!version.banner || !latest) return null;
  const from = versions.find((v) => v.name === version.version);
  const fromInfo = from && toVersionHome(from);
  const latestInfo = toVersionHome(latest);
  const target = pageVersionTarget(pathname, latestInfo);
  const equivalent = target !== latestInfo.homePath || fromInfo?.homePath === pathname;
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
          <Link to={target} onClick={() => savePreferredVersionName(latest.name)} data-version-banner-link="">
            {equivalent ? `this page in ${latest.label}` : `the ${latest.label} documentation`}
          </Link>
        </b>
        .
      </div>
    </div>
  );
}
