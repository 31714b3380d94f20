/**
 * `<TriggerContextFields />`: the fields of `steps.trigger.context` in the page's docs version, from
 * src/data/triggerFields.ts, so every page that lists them shows the same list.
 */
import React, {type ReactNode} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {triggerFieldsFor} from '@site/src/data/triggerFields';
import FieldTable from './FieldTable';

export default function TriggerContextFields(): ReactNode {
  // Outside a doc, no version: the latest fields (triggerFieldsFor).
  const version = useActiveDocContext(undefined).activeVersion?.name;
  return <FieldTable fields={triggerFieldsFor(version).context} />;
}
