/** Data files the site's plugins write into `.docusaurus/` at build time. */
declare module '@generated/pipedream-guide-cards/default/guide-cards.json' {
  const data: unknown;
  export default data;
}
