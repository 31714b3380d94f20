import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {navbar} from './config/navbar';
import {baseUrl, docsVersions, latestVersionName, siteOrigin} from './config/versions';
import redirectStubsPlugin from './plugins/redirectStubs';
import sitePlugin from './plugins/sitePlugin';
import guideCardsPlugin from './plugins/guideCardsPlugin';
import {parseFrontMatter} from './config/frontMatter';
import docsExportPlugin from './plugins/docsExportPlugin';
import docsPlugin from './plugins/docsPlugin';
import {sitemapOptions} from './config/sitemap';
import {search} from './config/search';
import {clientModules} from './config/clientModules';
import {tagManagerOptions} from './config/analytics';
import {cssVariableTheme} from './config/codeThemes';
import noScriptPlugin from './plugins/noScriptPlugin';
import anchorCheckPlugin from './plugins/anchorCheckPlugin';
import versionChangesPlugin from './plugins/versionChangesPlugin';
import openApiPlugin from './plugins/openApiPlugin';
import {beforeDefaultRemarkPlugins, docsBeforeDefaultRemarkPlugins, docsRemarkPlugins} from './plugins/docsRemarkPlugins';
import rehypeSections from './plugins/rehypeSections';
import {fasterOptions} from './config/faster';
import {upstreamConfig} from './plugins/upstream';
import siteVersionsPlugin from './plugins/siteVersionsPlugin';
import {buildPart, docsVersionOptions} from './config/buildPart';

/** Where "Improve this page" links point. */
const editUrl = 'https://github.com/PipedreamHQ/pipedream/edit/master/docs/';

const docs = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl,
  showLastUpdateTime: true,
  // Every version, or (the production build: scripts/build.ts) the latest or one frozen version alone.
  ...docsVersionOptions(buildPart, docsVersions, latestVersionName),
  beforeDefaultRemarkPlugins: docsBeforeDefaultRemarkPlugins,
  remarkPlugins: docsRemarkPlugins,
  // Each `##` section of a page in an element of its own, drawn only near the screen (src/css/sections.css).
  rehypePlugins: [rehypeSections],
} satisfies DocsOptions;

// The performance layer over Docusaurus's client (plugins/upstream/): the paint-first page template and the
// layer's plugin in a production build; nothing with PIPEDREAM_STOCK_CLIENT=1 or in the development server.
const upstream = upstreamConfig();

const config: Config = {
  title: 'Pipedream Docs',
  tagline: 'Connect APIs, remarkably fast',
  favicon: 'img/favicon.svg',
  url: siteOrigin,
  baseUrl,
  trailingSlash: true,
  organizationName: 'PipedreamHQ',
  projectName: 'pipedream',
  // Every `faster` option; Rspack's persistent cache only up to 2,000 doc pages (config/faster.ts says why).
  future: {v4: true, faster: fasterOptions(__dirname)},
  ...(upstream.ssrTemplate && {ssrTemplate: upstream.ssrTemplate}),
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  // A frozen version's build routes every path outside the version to the other build's page, with a home page and a
  // catch-all that share the base URL on purpose (plugins/upstream/otherBuildRoutes.ts): Docusaurus would warn of that
  // pair on every build, so there the docs plugin checks the version's own routes instead (plugins/docsPlugin.ts).
  onDuplicateRoutes: buildPart.kind === 'frozen' ? 'ignore' : 'warn',
  markdown: {parseFrontMatter, hooks: {onBrokenMarkdownLinks: 'throw'}},
  i18n: {defaultLocale: 'en', locales: ['en']},
  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, through plugins/docsPlugin.ts.
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/a11y.css', './src/css/sections.css', './src/css/diagrams.css']},
        sitemap: sitemapOptions,
        ...tagManagerOptions(),
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    [docsPlugin, docs],
    // Broken #anchors, named by file and line, before bundling (it reads the docs' remark plugins).
    [anchorCheckPlugin, {beforeDefaultRemarkPlugins}],
    // The site's own pages and files: in every build but a frozen version's (config/buildPart.ts).
    ...(buildPart.kind === 'frozen' ? [] : [redirectStubsPlugin]),
    sitePlugin,
    siteVersionsPlugin,
    guideCardsPlugin,
    docsExportPlugin,
    // What changed on each page since the previous version: the log line and each page's dependencies on its counterpart.
    versionChangesPlugin,
    noScriptPlugin,
    openApiPlugin,
    ...upstream.plugins,
  ],
  clientModules: clientModules(search.kind),
  themes: search.themes,
  themeConfig: {
    /** The social card of pages without their own `image` (or raster `thumbnail`). */
    image: 'img/social-card.png',
    ...search.themeConfig,
    navbar,
    colorMode: {respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Quickstart', to: '/quickstart/'}, {label: 'Limits', to: '/limits/'}, {label: 'REST API', to: '/api/'}]},
        {title: 'Platform', items: [{label: 'Pricing', to: '/pricing/'}, {label: 'Service status', to: '/status/'}, {label: 'Security and privacy', to: '/privacy-and-security/'}]},
        {title: 'Help', items: [{label: 'Support', href: 'https://pipedream.com/support'}, {label: 'Community', href: 'https://pipedream.com/community'}]},
      ],
      copyright: `© ${new Date().getFullYear()} Pipedream, Inc.`,
    },
    // prism-react-renderer already bundles js, ts, python, go, json and yaml; only the others are added.
    // One theme for both modes: colours come from CSS variables (config/codeThemes.ts, written by plugins/sitePlugin.ts).
    prism: {theme: cssVariableTheme, darkTheme: cssVariableTheme, additionalLanguages: ['bash', 'http']},
  } satisfies Preset.ThemeConfig,
};

export default config;
