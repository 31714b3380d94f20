/**
 * Follows @docusaurus/theme-classic/lib/theme/prism-include-languages.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Swizzled (eject, Safe): adds the Prism grammars `themeConfig.prism.additionalLanguages` lists
 * (config/codeThemes.ts) to the Prism of prism-react-renderer. Change from 3.10.2: each grammar is required by
 * name from the table below instead of through the original's `require(\`prismjs/components/prism-${lang}\`)`
 * plus its unconditional require of `prism-markup-templating` (for PHP), both of which the bundler put in every
 * page's main bundle. A language missing from the table fails the build with its name.
 */
import siteConfig from '@generated/docusaurus.config';

/* eslint-disable global-require -- Prism components patch `globalThis.Prism` when they run, in order. */
const grammars: Readonly<Record<string, () => void>> = {
  bash: () => require('prismjs/components/prism-bash'),
  http: () => require('prismjs/components/prism-http'),
};

type PrismObject = object;

export default function prismIncludeLanguages(PrismObject: PrismObject): void {
  const {additionalLanguages} = (siteConfig.themeConfig as {prism: {additionalLanguages: string[]}}).prism;
  const globals = globalThis as {Prism?: PrismObject};
  const before = globals.Prism;
  globals.Prism = PrismObject;
  try {
    for (const lang of additionalLanguages) {
      const add = grammars[lang];
      if (!add) throw new Error(`[prism] "${lang}" is in themeConfig.prism.additionalLanguages but not in src/theme/prism-include-languages.ts: add its grammar there.`);
      add();
    }
  } finally {
    delete globals.Prism;
    if (before !== undefined) globals.Prism = before;
  }
}
