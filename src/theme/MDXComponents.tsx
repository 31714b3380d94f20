/**
 * Swizzled (wrap by re-export, Safe): the small components every page can use without an import. The
 * heavier writer components (GuideCards, LimitsTable, PricingTable, PythonMappings, VideoEmbed, the
 * feature notices) are imported by the pages that use them, so they load only there;
 * scripts/check-mdx.ts reports a component used without its import (it reads the names of this object, so
 * a component added here needs no import there). `<OpenApiOperations />` (the REST reference) is not here on
 * purpose: plugins/openApiRemarkPlugin.ts replaces it with plain Markdown at build time, so it never reaches
 * React (check-mdx.ts looks for components once that plugin has run).
 */
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@site/src/components/DocTabs';
import Limit from '@site/src/components/Limit';
import ApiBaseUrl from '@site/src/components/ApiBaseUrl';
import ContentLink from '@site/src/components/ContentLink';

// `a`: a link to a page of another build of the site (a frozen version's) loads it (src/components/ContentLink).
export default {...MDXComponents, a: ContentLink, Tabs, TabItem, Limit, ApiBaseUrl};
