/**
 * scripts/lib/writerComponents.ts: what check-mdx knows of the components a page can use comes from the
 * Markdown export's registry, the theme's MDXComponents and the modules of src/components/, not a list.
 */
import path from 'node:path';
import {componentExports} from '@site/plugins/lib/markdownExport/components';
import {componentImports, globalComponentNames, loadWriterComponents, writerComponents} from '@site/scripts/lib/writerComponents';

const root = path.join(__dirname, '..', '..');

describe('the site components', () => {
  const site = loadWriterComponents(root, Object.keys(componentExports));

  it('every page has those of src/theme/MDXComponents.tsx', () => {
    for (const name of ['Tabs', 'TabItem', 'Limit', 'ApiBaseUrl']) expect([name, site.isGlobal(name)]).toEqual([name, true]);
    expect(site.isGlobal('LimitsTable')).toBe(false);
  });

  it('a page imports the others from their module', () => {
    expect(site.importLine('LimitsTable')).toBe("import LimitsTable from '@site/src/components/LimitsTable';");
    expect(site.importLine('BetaFeatureNotice')).toBe("import {BetaFeatureNotice} from '@site/src/components/FeatureNotice';");
  });

  it('none for a component outside the registry (theme parts) or without a module (expanded by the build)', () => {
    expect(site.importLine('LimitRows')).toBeUndefined();
    expect(site.importLine('VersionMenu')).toBeUndefined();
    expect(site.importLine('OpenApiOperations')).toBeUndefined();
  });
});

describe('reading the sources', () => {
  it('takes the component keys of the theme object', () => {
    expect(globalComponentNames("import X from 'x';\nexport default {...MDXComponents, Tabs, Limit: L, code: Code};\n")).toEqual(['Tabs', 'Limit']);
  });

  it('takes default and named component exports', () => {
    const source = 'export default function Card() {}\nexport function Big() {}\nexport const Small = () => null;\nexport function helper() {}\n';
    expect([...componentImports({dir: 'Card', source})]).toEqual([
      ['Card', "import Card from '@site/src/components/Card';"],
      ['Big', "import {Big} from '@site/src/components/Card';"],
      ['Small', "import {Small} from '@site/src/components/Card';"],
    ]);
  });

  it('keeps only what the registry has', () => {
    const components = writerComponents(['Card'], 'export default {Tabs};', [{dir: 'Card', source: 'export default function Card() {}\nexport function Big() {}'}]);
    expect([components.isGlobal('Tabs'), components.importLine('Card'), components.importLine('Big')]).toEqual([
      false,
      "import Card from '@site/src/components/Card';",
      undefined,
    ]);
  });
});
