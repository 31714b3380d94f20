/**
 * Google Tag Manager, through the classic preset's `googleTagManager` option, only when GTM_CONTAINER_ID
 * is set: the default build loads nothing from outside (docs-dev/requirements.md, "Outside services"). A build with it
 * needs its own CSP (`npm run deploy:config -- --from-build build` with the variable set).
 */
import type * as Preset from '@docusaurus/preset-classic';

export function tagManagerOptions(env: NodeJS.ProcessEnv = process.env): Pick<Preset.Options, 'googleTagManager'> {
  const containerId = env.GTM_CONTAINER_ID?.trim();
  return containerId ? {googleTagManager: {containerId}} : {};
}
