/** A page's flat table of contents (as Docusaurus gives it) turned into a tree between two heading levels. */
export interface TocEntry {
  readonly value: string;
  readonly id: string;
  readonly level: number;
}
export interface TocNode extends TocEntry {
  readonly children: TocNode[];
}

export function tocTree(toc: readonly TocEntry[], minLevel: number, maxLevel: number): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of toc) {
    if (entry.level < minLevel || entry.level > maxLevel) continue;
    const node: TocNode = {...entry, children: []};
    while (stack.length && stack[stack.length - 1]!.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}
