/**
 * Follows @docusaurus/theme-classic/lib/theme/NavbarItem/ComponentTypes.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (eject, Safe): the navbar item types, extended with the site's version menu.
 * Upstream: @docusaurus/theme-classic 3.10.2 `theme/NavbarItem/ComponentTypes`.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionMenu from '@site/src/components/VersionMenu';

export default {...ComponentTypes, 'custom-versionMenu': VersionMenu};
