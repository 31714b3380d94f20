/**
 * Reading without JavaScript (docs-dev/requirements.md, "Page behaviour"): every tab panel is in the server-rendered HTML,
 * but all except the default one are `hidden` until the tabs hydrate. For readers without JavaScript a
 * `<noscript>` style shows every panel, each after a rule, so the whole page reads in order. Readers with
 * JavaScript never apply it (no layout shift). Checked by tests/e2e/sweep.spec.ts (every page with JavaScript off).
 */
import type {Plugin} from '@docusaurus/types';

export const noScriptCss =
  '.tabs-container [role=tabpanel][hidden]{display:block;margin-top:1rem;padding-top:1rem;border-top:1px dashed var(--ifm-color-emphasis-300)}';

export default function noScriptPlugin(): Plugin {
  return {
    name: 'pipedream-noscript',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${noScriptCss}</style>`}]};
    },
  };
}
