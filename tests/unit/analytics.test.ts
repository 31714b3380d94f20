/**
 * Google Tag Manager only with GTM_CONTAINER_ID (docs-dev/requirements.md, "Outside services"): the site config run through
 * the classic preset, both ways, and the snippet the preset's plugin writes. The default build itself is
 * checked for the absence of any GTM trace by tests/e2e/outside.spec.ts.
 */
import type {LoadContext, Plugin, HtmlTags, PluginConfig} from '@docusaurus/types';
import preset from '@docusaurus/preset-classic';
import gtmPlugin from '@docusaurus/plugin-google-tag-manager';
import {tagManagerOptions} from '@site/config/analytics';
import type {Config} from '@docusaurus/types';

function siteConfigWith(env: Record<string, string | undefined>): Config {
  const saved = process.env.GTM_CONTAINER_ID;
  let config: Config | undefined;
  if (env.GTM_CONTAINER_ID === undefined) delete process.env.GTM_CONTAINER_ID;
  else process.env.GTM_CONTAINER_ID = env.GTM_CONTAINER_ID;
  jest.isolateModules(() => {
    config = (require('@site/docusaurus.config') as {default: Config}).default;
  });
  if (saved === undefined) delete process.env.GTM_CONTAINER_ID;
  else process.env.GTM_CONTAINER_ID = saved;
  return config!;
}

function presetPlugins(config: Config): string[] {
  const [, options] = (config.presets ?? [])[0] as [string, Parameters<typeof preset>[1]];
  const context = {siteConfig: {themeConfig: {}, future: {v4: {useCssCascadeLayers: true}}}} as unknown as LoadContext;
  return preset(context, options).plugins!.map((p: PluginConfig) => (Array.isArray(p) ? String(p[0]) : String(p)));
}

describe('tagManagerOptions', () => {
  it('is empty without GTM_CONTAINER_ID, or with it blank', () => {
    expect(tagManagerOptions({})).toEqual({});
    expect(tagManagerOptions({GTM_CONTAINER_ID: '  '})).toEqual({});
  });
  it('passes the container id to the preset', () => {
    expect(tagManagerOptions({GTM_CONTAINER_ID: 'GTM-ABC123'})).toEqual({googleTagManager: {containerId: 'GTM-ABC123'}});
  });
});

describe('the site config through the classic preset', () => {
  it('has no tag manager plugin by default', () => {
    expect(presetPlugins(siteConfigWith({GTM_CONTAINER_ID: undefined})).some((p) => p.includes('google-tag-manager'))).toBe(false);
  });
  it('adds the tag manager plugin with the id when GTM_CONTAINER_ID is set, and its snippet carries the id', () => {
    const config = siteConfigWith({GTM_CONTAINER_ID: 'GTM-TEST42'});
    expect(presetPlugins(config).some((p) => p.includes('plugin-google-tag-manager'))).toBe(true);
    const env = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production'; // the plugin is a no-op in development
    const plugin = gtmPlugin({} as LoadContext, {containerId: 'GTM-TEST42'} as never) as Plugin;
    process.env.NODE_ENV = env;
    const tags = plugin.injectHtmlTags!({content: undefined}) as {headTags: HtmlTags; preBodyTags: HtmlTags};
    const html = JSON.stringify(tags);
    expect(html).toContain("'GTM-TEST42'");
    expect(html).toContain('https://www.googletagmanager.com/ns.html?id=GTM-TEST42');
  });
});
