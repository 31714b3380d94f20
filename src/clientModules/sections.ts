/**
 * The article's sections in the app (src/css/sections.css):
 * - once a new page has rendered, its sections not drawn yet are drawn in idle time, one per slice
 *   (src/lib/drawSections.ts);
 * - a client navigation to a heading of another page (`/docs/page/#heading`): Docusaurus scrolls to the heading
 *   with `scrollIntoView` right after the page renders, before the browser has drawn the article's other
 *   sections, which count as 40rem high each until then. `data-heading-link` on `<html>`, set before the new
 *   page renders, has the whole article drawn, as `:target` does on a first load, so nothing above the
 *   heading changes size after the scroll. A navigation without a heading takes it away.
 */
import type {ClientModule} from '@docusaurus/types';
import {drawSectionsWhenIdle} from '@site/src/lib/drawSections';

export const headingLinkAttribute = 'data-heading-link';

let stopDrawing = () => {};

const sections: ClientModule = {
  onRouteUpdate({location}) {
    document.documentElement.toggleAttribute(headingLinkAttribute, location.hash.length > 1);
  },
  onRouteDidUpdate({previousLocation, location}) {
    // A heading of the same page (a table of contents link) changes nothing here.
    if (previousLocation?.pathname === location.pathname) return;
    stopDrawing();
    stopDrawing = drawSectionsWhenIdle(document);
  },
};

export default sections;
