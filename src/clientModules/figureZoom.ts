/**
 * Zoom for figures (issue 42): a click, or Enter or Space on a focused figure marked `data-zoomable` (the build's
 * diagrams, plugins/remarkDiagrams.ts), opens it full screen. Two listeners on the document, nothing else:
 * the zoom's code and stylesheet (src/lib/figureZoom.ts) load on the first such click or key, so a page with a
 * figure costs no more at first load than one without.
 */
const zoomable = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-zoomable]') : null;

const open = (figure: HTMLElement) => {
  void import('@site/src/lib/figureZoom').then((zoom) => zoom.openZoom(figure));
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

export {};
