/**
 * `<PythonMappings />`: the PyPI package → import name table (src/data/python-mappings.json), filtered as
 * the reader types. The whole table is in the server-rendered HTML; the filter is a plain labelled input,
 * so it works with the keyboard alone, and the count of matching rows is announced.
 */
import React, {useId, useRef, useState, type ReactNode} from 'react';
import mappings from '@site/src/data/python-mappings.json';
import {filterMappings, type PythonMapping} from '@site/src/lib/filterMappings';
import {useTypedBeforeHydration} from '@site/src/lib/typedBeforeHydration';

export default function PythonMappings(): ReactNode {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, setQuery);
  const inputId = useId();
  const all = mappings as readonly PythonMapping[];
  const rows = filterMappings(all, query);
  return (
    <div className="python-mappings">
      <label htmlFor={inputId} className="python-mappings__label">
        Filter packages
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        className="python-mappings__filter"
        placeholder="Package or import name, e.g. yaml"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        autoComplete="off"
        spellCheck={false}
      />
      <p className="python-mappings__count" aria-live="polite">
        {rows.length === all.length ? `${all.length} mappings` : `${rows.length} of ${all.length} mappings`}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">PyPI package</th>
            <th scope="col">Import name</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.package}>
              <td>
                <code>{m.package}</code>
              </td>
              <td>
                <code>{m.module}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
