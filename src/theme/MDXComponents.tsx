/**
 * Swizzled (wrap by re-export, Safe): components every page can use without an import.
 */
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Limit from '@site/src/components/Limit';

export default {...MDXComponents, Tabs, TabItem, Limit};
