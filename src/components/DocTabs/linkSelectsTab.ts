/** Whether the page URL selects a tab of the group: `?language=python` for `groupId="language"`. */
export function linkSelectsTab(search: string, groupId: string | undefined): boolean {
  return !!groupId && new URLSearchParams(search).has(groupId);
}
