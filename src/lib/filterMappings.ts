/** The filter of the Python import-mappings table: case-insensitive, on the package or the import name. */
export interface PythonMapping {
  readonly package: string;
  readonly module: string;
}

export function filterMappings(mappings: readonly PythonMapping[], query: string): PythonMapping[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...mappings];
  return mappings.filter((m) => m.package.toLowerCase().includes(q) || m.module.toLowerCase().includes(q));
}
