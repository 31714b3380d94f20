/**
 * Which heading is "in view" for the scroll spy, by the same rule as Docusaurus's own highlight: the first
 * heading at or below the navbar, if it sits in the top half of the viewport; otherwise the one before it
 * (the text on screen belongs to it); at the very bottom of the page, the last heading.
 *
 * Headings are measured in order and only up to that first one below the navbar: measuring a heading in a
 * section the browser has not drawn yet (src/css/sections.css) makes it lay that section out there and then.
 */
export interface HeadingBox {
  readonly top: number;
  readonly bottom: number;
}

export function activeHeadingIndex(
  count: number,
  boxAt: (index: number) => HeadingBox,
  anchorTopOffset: number,
  viewportHeight: number,
): number | null {
  for (let next = 0; next < count; next++) {
    const box = boxAt(next);
    if (box.top < anchorTopOffset) continue;
    if (box.top > 0 && box.bottom < viewportHeight / 2) return next;
    return next > 0 ? next - 1 : null;
  }
  return count ? count - 1 : null;
}
