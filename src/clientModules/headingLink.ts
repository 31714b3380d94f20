/**
 * A client navigation to a heading of another page (`/docs/page/#heading`): Docusaurus scrolls to the
 * heading with `scrollIntoView` right after the page renders, where the browser has not drawn the
 * article's other sections yet (src/css/sections.css) and counts each as 40rem high. `data-heading-link` on
 * `<html>`, set before the new page renders, has the whole article drawn, as `:target` does on a first load,
 * so nothing above the heading changes size after the scroll. A navigation without a heading takes it away.
 */
import type {ClientModule} from '@docusaurus/types';

export const headingLinkAttribute = 'data-heading-link';

const headingLink: ClientModule = {
  onRouteUpdate({location}) {
    document.documentElement.toggleAttribute(headingLinkAttribute, location.hash.length > 1);
  },
};

export default headingLink;
