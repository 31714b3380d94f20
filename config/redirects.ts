/**
 * Browser-side redirects from the typed list in src/data/redirects.ts: @docusaurus/plugin-client-redirects
 * writes a stub page (meta refresh + script, forwarding ?query and #hash) for every internal entry and
 * checks each target is a real route. External targets are written by the site plugin
 * (config/sitePlugin.ts), because the 3.10.2 plugin adds the site's trailing slash to external URLs.
 */
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {redirects, isExternal, withSlash} from '../src/data/redirects';

export const internalRedirects = redirects.filter((r) => !isExternal(r.to));
export const externalRedirects = redirects.filter((r) => isExternal(r.to));

export const clientRedirectsOptions = {
  redirects: internalRedirects.map((r) => ({from: withSlash(r.from), to: r.to})),
} satisfies ClientRedirectsOptions;
