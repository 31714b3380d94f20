/**
 * The Field | Meaning table of trigger fields that `<TriggerContextFields />` and `<TriggerEventFields />` show
 * (src/data/triggerFields.ts); not a component pages use themselves.
 */
import React, {type ReactNode} from 'react';
import type {TriggerField} from '@site/src/data/triggerFields';

/** `` `p_` `` in a description becomes code, the rest text. */
export function withCode(description: string): ReactNode[] {
  return description.split(/(`[^`]+`)/).map((part, i) => (part.startsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part));
}

export default function FieldTable({fields}: {fields: readonly TriggerField[]}): ReactNode {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
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
