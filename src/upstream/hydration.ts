/**
 * True in the production browser bundle, whose first render hydrates the server's HTML (Docusaurus's client
 * entry; the development server renders instead). Components that keep part of the server's HTML unhydrated
 * (src/theme/CodeBlock/Content, src/components/DesktopOnly) decide it on this render only.
 */
export const hydratesServerHtml = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
