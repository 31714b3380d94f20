/**
 * Follows @docusaurus/theme-classic/lib/theme/NotFound/Content/index.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (eject, Unsafe in 3.10.2): the not-found page body, with a search box and links back to the main sections.
 * Upstream: @docusaurus/theme-classic 3.10.2 `theme/NotFound/Content`.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/NotFound/Content';
import {referenceMenu} from '@site/config/navbar';

const sections = [
  {label: 'Documentation home', to: '/'},
  {label: 'Quickstart', to: '/quickstart/'},
  {label: 'Guides', to: '/guides/'},
  {label: 'Workflows', to: '/workflows/build-and-run/'},
  {label: 'Code steps', to: '/code/'},
  ...referenceMenu,
  {label: 'Pricing', to: '/pricing/'},
] as const;

export default function NotFoundContent({className}: Props): ReactNode {
  // Change: a search box in the body with the local search (it searches the latest version here). DocSearch
  // keeps only the navbar's: its keyboard shortcuts would open one modal per instance.
  const {siteConfig} = useDocusaurusContext();
  const bodySearch = !siteConfig.themeConfig.algolia;
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            There is no page at this address. It may have moved when the docs were reorganised: start from one
            of the sections below, or open the Documentation menu above.
          </p>
          {bodySearch && (
            <div className="not-found__search">
              <SearchBar />
            </div>
          )}
          <ul className="not-found__sections">
            {sections.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
