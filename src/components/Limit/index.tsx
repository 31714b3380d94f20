/**
 * `<Limit name="httpPayload" />`: a platform value from src/data/platform.ts, for the docs version of the
 * page it is on. An unknown name stops the page's compile, naming the file and line (plugins/remarkLimitNames.ts);
 * the render still throws on one outside the docs (a page of src/pages, a component).
 */
import React, {type ReactNode} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {constantsFor, isLimitName, latestConstants, limitNames} from '@site/src/data/platform';

export function limitValue(name: string, versionName: string | undefined): string {
  if (!isLimitName(name)) {
    throw new Error(`<Limit name="${name}"> is not a platform constant. Known names: ${limitNames.join(', ')}`);
  }
  return (versionName ? constantsFor(versionName) : latestConstants)[name].value;
}

export default function Limit({name}: {readonly name: string}): ReactNode {
  const version = useActiveDocContext(undefined).activeVersion?.name;
  return <span className="limit-value">{limitValue(name, version)}</span>;
}
