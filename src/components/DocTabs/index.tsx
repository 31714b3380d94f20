/**
 * The `<Tabs>` of MDX pages: Docusaurus's Tabs, plus "a link can select a tab". When the page URL carries
 * the group's parameter (`?language=python` for `groupId="language"`), the query string picks the tab, and
 * later picks update it; without it, picks stay out of the URL and go to the tab memory
 * (src/clientModules/tabMemory.ts). An explicit `queryString` prop from the writer always wins.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Tabs from '@theme/Tabs';

export function linkSelectsTab(search: string, groupId: string | undefined): boolean {
  return !!groupId && new URLSearchParams(search).has(groupId);
}

export default function DocTabs(props: ComponentProps<typeof Tabs>): ReactNode {
  const {search} = useLocation();
  const queryString = props.queryString ?? (linkSelectsTab(search, props.groupId) ? true : undefined);
  return <Tabs {...props} queryString={queryString} />;
}
