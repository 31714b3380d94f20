/**
 * `<LimitsTable />`: every platform limit of the page's docs version, grouped as src/data/platform.ts
 * groups them. Values come from the constants module only.
 */
import React, {type ReactNode} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {constantsFor, limitNames, limitsPageGroupsFor, type LimitGroup, type PlatformConstants} from '@site/src/data/platform';

export function LimitRows({constants, groups}: {constants: PlatformConstants; groups: readonly LimitGroup[]}): ReactNode {
  return groups.map((group) => {
    const names = limitNames.filter((n) => constants[n].group === group);
    return (
      <tbody key={group}>
        <tr>
          <th colSpan={2} scope="rowgroup" className="limits-table__group">
            {group}
          </th>
        </tr>
        {names.map((name) => (
          <tr key={name} data-limit={name}>
            <th scope="row">{constants[name].label}</th>
            <td className="limit-value">{constants[name].value}</td>
          </tr>
        ))}
      </tbody>
    );
  });
}

export default function LimitsTable({groups}: {readonly groups?: readonly LimitGroup[]}): ReactNode {
  // Outside a doc, no version: the latest values (constantsFor).
  const version = useActiveDocContext(undefined).activeVersion?.name;
  const shown = groups ?? limitsPageGroupsFor(version);
  return (
    <table className="limits-table">
      <thead>
        <tr>
          <th scope="col">Limit</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <LimitRows constants={constantsFor(version)} groups={shown} />
    </table>
  );
}
