/**
 * `<TriggerContextFields />`: the fields of `steps.trigger.context`, from src/data/triggerContext.ts, so every
 * page that lists them shows the same list.
 */
import React, {type ReactNode} from 'react';
import {triggerContextFields} from '@site/src/data/triggerContext';

/** `` `p_` `` in a description becomes code, the rest text. */
export function withCode(description: string): ReactNode[] {
  return description.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part));
}

export default function TriggerContextFields(): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {triggerContextFields.map((f) => (
          <tr key={f.name}>
            <td>
              <code>{f.name}</code>
            </td>
            <td>{withCode(f.description)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
