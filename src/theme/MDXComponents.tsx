/**
 * Swizzled (wrap by re-export, Safe): the small components every page can use without an import. The
 * heavier writer components (GuideCards, LimitsTable, PricingTable, PythonMappings, VideoEmbed, the
 * feature notices) are imported by the pages that use them, so they load only there;
 * scripts/check-mdx.mjs reports a component used without its import.
 */
import MDXComponents from '@theme-original/MDXComponents';
import TabItem from '@theme/TabItem';
import Tabs from '@site/src/components/DocTabs';
import Limit from '@site/src/components/Limit';
import ApiBaseUrl from '@site/src/components/ApiBaseUrl';

export default {...MDXComponents, Tabs, TabItem, Limit, ApiBaseUrl};
