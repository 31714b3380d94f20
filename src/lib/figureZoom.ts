/**
 * The full-screen view of a figure (issue 42), loaded by src/clientModules/figureZoom.ts on the first click or
 * Enter on a `[data-zoomable]` figure. A modal `<dialog>` (the platform's: focus kept inside, Escape closes,
 * the page behind inert) holds a copy of the figure's SVG or image, fitted to the screen; + and − (buttons,
 * keys, Ctrl + wheel) enlarge it up to 4 times, and the view scrolls. A click anywhere but the buttons, Escape or
 * the close button closes it, and focus goes back to the figure.
 */
const levels = [1, 1.5, 2, 3, 4];

interface View {
  readonly dialog: HTMLDialogElement;
  readonly stage: HTMLElement;
  readonly zoomIn: HTMLButtonElement;
  readonly zoomOut: HTMLButtonElement;
}

let view: View | undefined;
let opener: HTMLElement | undefined;
let picture: SVGElement | HTMLElement | undefined;
let natural = {width: 1, height: 1};
let level = 0;

function button(label: string, text: string, action: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'figure-zoom__button';
  b.dataset.zoom = action;
  b.setAttribute('aria-label', label);
  b.textContent = text;
  return b;
}

function apply(): void {
  if (!view || !picture) return;
  const {stage} = view;
  const pad = getComputedStyle(stage);
  const room = (size: number, a: string, b: string) => size - parseFloat(a) - parseFloat(b);
  const fit = Math.min(
    room(stage.clientWidth, pad.paddingLeft, pad.paddingRight) / natural.width,
    room(stage.clientHeight, pad.paddingTop, pad.paddingBottom) / natural.height,
  );
  const width = natural.width * fit * levels[level]!;
  picture.style.width = `${width}px`;
  picture.style.height = `${(width * natural.height) / natural.width}px`;
  view.zoomIn.disabled = level === levels.length - 1;
  view.zoomOut.disabled = level === 0;
}

function zoom(step: number): void {
  const next = Math.max(0, Math.min(levels.length - 1, level + step));
  if (next === level) return;
  level = next;
  apply();
}

function create(): View {
  const dialog = document.createElement('dialog');
  dialog.className = 'figure-zoom';
  const bar = document.createElement('div');
  bar.className = 'figure-zoom__bar';
  const zoomIn = button('Zoom in', '+', 'in');
  const zoomOut = button('Zoom out', '−', 'out');
  const close = button('Close', '×', 'close');
  bar.append(zoomIn, zoomOut, close);
  const stage = document.createElement('div');
  stage.className = 'figure-zoom__stage';
  dialog.append(bar, stage);
  dialog.addEventListener('click', (event) => {
    const action = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-zoom]')?.dataset.zoom : undefined;
    if (action === 'in') zoom(1);
    else if (action === 'out') zoom(-1);
    else dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === '+' || event.key === '=') zoom(1);
    else if (event.key === '-') zoom(-1);
    else if (event.key === '0') zoom(-level);
    else return;
    event.preventDefault();
  });
  dialog.addEventListener(
    'wheel',
    (event) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      zoom(event.deltaY < 0 ? 1 : -1);
    },
    {passive: false},
  );
  dialog.addEventListener('close', () => {
    stage.replaceChildren();
    picture = undefined;
    opener?.focus();
    opener = undefined;
  });
  window.addEventListener('resize', apply);
  document.body.append(dialog);
  return {dialog, stage, zoomIn, zoomOut};
}

/** The copy's ids, and the references to them, made its own: the figure stays in the page under the dialog. */
function ownIds(copy: Element): void {
  const ids = new Set([copy, ...copy.querySelectorAll('[id]')].map((e) => e.id).filter(Boolean));
  if (!ids.size) return;
  const pattern = new RegExp(`(#|\\b)(${[...ids].map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'g');
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    for (const attr of [...el.attributes]) {
      if (attr.name === 'id' || /^(aria-labelledby|aria-describedby|href|xlink:href|marker-(start|mid|end)|fill|stroke|clip-path|mask|filter)$/.test(attr.name))
        el.setAttribute(attr.name, attr.value.replace(pattern, (_m, hash: string, id: string) => `${hash}zoom-${id}`));
    }
  }
}

export function openZoom(figure: HTMLElement): void {
  const source = figure.querySelector<SVGSVGElement | HTMLImageElement>('svg, img');
  if (!source) return;
  view ??= create();
  const copy = source.cloneNode(true) as SVGSVGElement | HTMLImageElement;
  ownIds(copy);
  copy.classList.add('figure-zoom__picture');
  natural =
    copy instanceof HTMLImageElement
      ? {width: source instanceof HTMLImageElement ? source.naturalWidth || 1 : 1, height: source instanceof HTMLImageElement ? source.naturalHeight || 1 : 1}
      : {width: Number(copy.getAttribute('width')) || copy.viewBox.baseVal.width || 1, height: Number(copy.getAttribute('height')) || copy.viewBox.baseVal.height || 1};
  const name = figure.querySelector('figcaption')?.textContent || source.getAttribute('alt') || 'Figure';
  view.dialog.setAttribute('aria-label', `${name} (enlarged)`);
  view.stage.replaceChildren(copy);
  picture = copy;
  opener = figure;
  level = 0;
  if (!view.dialog.open) view.dialog.showModal();
  apply();
}
