/** The navbar, exactly as docs-dev/requirements.md "Navigation" gives it. */
import type {Navbar} from '@docusaurus/theme-common';
import {siteUrls} from '../src/data/platform';

export const referenceMenu = [
  {label: 'Building Components', to: '/components/'},
  {label: 'CLI', to: '/cli/install/'},
  {label: 'REST API', to: '/api/'},
  {label: 'Limits', to: '/limits/'},
  {label: 'Security and Privacy', to: '/privacy-and-security/'},
  {label: 'Handling Cold Starts', to: '/workflows/events/cold-starts/'},
] as const;

export const navbar = {
  title: 'Pipedream Docs',
  logo: {alt: 'Pipedream', src: 'img/logo.svg', width: 28, height: 28},
  hideOnScroll: false,
  items: [
    {label: 'Documentation', to: '/', position: 'left', activeBaseRegex: '^/docs/$'},
    {label: 'Quickstart', to: '/quickstart/', position: 'left', className: 'navbar__item--primary'},
    {label: 'Guides', to: '/guides/', position: 'left'},
    {type: 'dropdown', label: 'Reference', position: 'left', items: [...referenceMenu]},
    {label: 'Support', href: siteUrls.support, position: 'right'},
    {label: 'Pricing', to: '/pricing/', position: 'right'},
    {type: 'custom-versionMenu', position: 'right'},
  ],
} satisfies Navbar;
