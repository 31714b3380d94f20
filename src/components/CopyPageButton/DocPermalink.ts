/**
 * The permalink of the doc page being rendered, set by src/theme/DocItem around the doc, so that components
 * of the doc's layout (the breadcrumbs' Copy page button) know they are on a doc, and which, without the
 * docs plugin's global list of every doc (plugins/docsPlugin.ts leaves it out of the main bundle). Null
 * outside a doc page.
 */
import {createContext} from 'react';

export const DocPermalink = createContext<string | null>(null);
