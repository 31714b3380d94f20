/**
 * The original code block content with Prism and the site's grammars (src/theme/prism-include-languages.ts),
 * in a chunk of its own that `./index.tsx` loads when a block has to be tokenised. The grammars are added
 * here, once, instead of by theme-classic's client module at every page load (plugins/sitePlugin.ts replaces
 * that module with one that does nothing).
 */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Original from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';

prismIncludeLanguages(Prism);

const Content: ComponentType<Props> = Original;
export default Content;
