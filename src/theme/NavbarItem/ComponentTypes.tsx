/**
 * Swizzled (eject, Safe): the navbar item types, extended with the site's version menu.
 * Upstream: @docusaurus/theme-classic 3.10.2 `theme/NavbarItem/ComponentTypes`.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import VersionMenu from '@site/src/components/VersionMenu';

export default {...ComponentTypes, 'custom-versionMenu': VersionMenu};
