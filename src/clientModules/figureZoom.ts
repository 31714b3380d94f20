/**
 * Figures (issue 42).
 * - Zoom: a click, or Enter or Space on a focused figure marked `data-zoomable` (the build's diagrams,
 *   plugins/remarkDiagrams.ts), opens it full screen. Two listeners on the document, nothing else: the zoom's
 *   code and stylesheet (src/lib/figureZoom.ts) load on the first such click or key, so a page with a figure
 *   costs no more at first load than one without.
 * - A diagram's SVG is in its page's HTML, not in the page's JavaScript (plugins/diagramLoader.cjs): a page the
 *   app renders after a client navigation has an empty SVG of the diagram's size in its place, replaced here by
 *   the diagram's own file (`data-diagram`, hashed and cached for good), so nothing moves when it comes.
 */
import type {ClientModule} from '@docusaurus/types';

const zoomable = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-zoomable]') : null;

// A diagram still waiting for its SVG (a client navigation, below) opens once the SVG is in: the zoom copies what the figure shows.
const open = (figure: HTMLElement) => {
  void Promise.all([import('@site/src/lib/figureZoom'), fillFigure(figure)]).then(([zoom]) => zoom.openZoom(figure));
};

if (typeof document !== 'undefined') {
  document.addEventListener('click', (event) => {
    const figure = zoomable(event.target);
    if (figure && event.button === 0 && !event.defaultPrevented) open(figure);
  });
  document.addEventListener('keydown', (event) => {
    const figure = zoomable(event.target);
    if (!figure || figure !== event.target || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    open(figure);
  });
}

/** Each diagram's file, fetched once per visit (a failed fetch is tried again on the next page). */
const fetched = new Map<string, Promise<string>>();

/** Puts the diagram's SVG in the place of the figure's empty one, if it has one; settles once it is there (or failed). */
function fillFigure(figure: HTMLElement): Promise<void> {
  const space = figure.querySelector<SVGSVGElement>(':scope > svg[aria-hidden="true"]');
  const src = figure.dataset.diagram;
  if (!space || !src) return Promise.resolve();
  let svg = fetched.get(src);
  if (!svg) {
    svg = fetch(src).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${src}: ${r.status}`))));
    fetched.set(src, svg);
  }
  return svg.then(
    (markup) => {
      if (space.isConnected) space.outerHTML = markup;
    },
    () => void fetched.delete(src),
  );
}

const figures: ClientModule = {
  onRouteDidUpdate() {
    for (const figure of document.querySelectorAll<HTMLElement>('figure[data-diagram]')) void fillFigure(figure);
  },
};

export default figures;
