/**
 * Which heading is "in view" for the scroll spy, by the same rule as Docusaurus's own highlight: the first
 * heading at or below the navbar, if it sits in the top half of the viewport; otherwise the one before it
 * (the text on screen belongs to it); at the very bottom of the page, the last heading.
 */
export interface HeadingBox {
  readonly top: number;
  readonly bottom: number;
}

export function activeHeadingIndex(
  boxes: readonly HeadingBox[],
  anchorTopOffset: number,
  viewportHeight: number,
): number | null {
  const next = boxes.findIndex((b) => b.top >= anchorTopOffset);
  if (next === -1) return boxes.length ? boxes.length - 1 : null;
  const box = boxes[next]!;
  if (box.top > 0 && box.bottom < viewportHeight / 2) return next;
  return next > 0 ? next - 1 : null;
}
