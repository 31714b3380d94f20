/**
 * `<TriggerEventFields list="http" />` (`"schedule"`, `"httpRaw"`): the fields of `steps.trigger.event` of an HTTP or
 * schedule trigger, or of an HTTP trigger's `steps.trigger.raw_event`, in the page's docs version, from
 * src/data/triggerFields.ts: the lists the content check holds the examples to.
 */
import React, {type ReactNode} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import FieldTable from '@site/src/components/TriggerContextFields/FieldTable';
import {triggerFieldsFor, type TriggerEventList} from '@site/src/data/triggerFields';

export default function TriggerEventFields({list}: {readonly list: TriggerEventList}): ReactNode {
  const version = useActiveDocContext(undefined).activeVersion?.name;
  return <FieldTable fields={triggerFieldsFor(version)[list]} />;
}
