/**
 * The article's sections drawn in idle time (issue 23). A page loads with only the sections near the screen
 * laid out (src/css/sections.css); the others are drawn after it, one section per idle slice, top to bottom,
 * so no single task lays out the whole article, and once the page has settled every section is laid out as
 * it would be with no `content-visibility` at all: scrolling draws nothing new, a heading does not move when
 * the sections above it are drawn, and tools that read the page's layout (axe, in Lighthouse too, reads a
 * skipped section's text where the footer is) find each element where the reader does.
 */

/** The class of a section (plugins/rehypeSections.ts writes it, src/css/sections.css styles it). */
export const sectionClass = 'markdown-section';

/** What marks a section drawn for good (src/css/sections.css). */
export const drawnAttribute = 'data-drawn';

/** Runs `run` at the next idle moment; returns what cancels it. */
export type IdleScheduler = (run: () => void) => () => void;

/** `requestIdleCallback`, or a zero-delay timer where the browser has none (Safari). */
export const whenIdle: IdleScheduler = (run) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run);
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run);
  return () => clearTimeout(id);
};

/**
 * Draws the sections of the article under `root` not drawn yet, one per idle slice: each is marked and laid out
 * in its slice (reading its height), not in the next frame with all the others. Returns what stops it (a new page).
 */
export function drawSectionsWhenIdle(root: ParentNode, schedule: IdleScheduler = whenIdle): () => void {
  const queue = [...root.querySelectorAll<HTMLElement>(`.markdown > .${sectionClass}:not([${drawnAttribute}])`)];
  let cancel = () => {};
  const next = () => {
    const section = queue.shift();
    if (!section) return;
    section.setAttribute(drawnAttribute, '');
    void section.offsetHeight;
    cancel = schedule(next);
  };
  cancel = schedule(next);
  return () => cancel();
}
