/**
 * The 1-based line of a top-level front matter key in a page's source (`key:` at the start of a line), so a
 * problem the build's rules find names the line. The YAML parsers here give values, not their positions.
 */
export function frontMatterLine(source: string, key: string): number | undefined {
  const end = source.search(/\n---[ \t]*(\r?\n|$)/);
  const lines = source.slice(0, end < 0 ? 0 : end).split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${key}:`) || l.startsWith(`"${key}":`) || l.startsWith(`'${key}':`));
  return i < 0 ? undefined : i + 1;
}
