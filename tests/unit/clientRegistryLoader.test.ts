import {clientRegistry} from '../../plugins/upstream/clientRegistryLoader.cjs';

// The shape of `.docusaurus/registry.js` as Docusaurus 3.10.2 writes it.
const generated = [
  'export default {',
  '  "006475e5": [() => import(/* webpackChunkName: "006475e5" */ "@site/docs/workflows/build-and-run.md"), "@site/docs/workflows/build-and-run.md", require.resolveWeak("@site/docs/workflows/build-and-run.md")],',
  '  "ffbfe6a1": [() => import(/* webpackChunkName: "ffbfe6a1" */ "@site/docs/a b.md"), "@site/docs/a b.md", require.resolveWeak("@site/docs/a b.md")],};',
  '',
].join('\n');

describe('the browser chunk registry (plugins/upstream/clientRegistryLoader.cjs)', () => {
  it('keeps each loader and module id and drops the module path and the chunk name', () => {
    expect(clientRegistry(generated)).toBe(
      [
        'export default {',
        '  "006475e5": [() => import("@site/docs/workflows/build-and-run.md"), 0, require.resolveWeak("@site/docs/workflows/build-and-run.md")],',
        '  "ffbfe6a1": [() => import("@site/docs/a b.md"), 0, require.resolveWeak("@site/docs/a b.md")],};',
        '',
      ].join('\n'),
    );
  });

  it('fails, naming the line, on an entry of another shape', () => {
    const changed = generated.replace('"@site/docs/a b.md", require', '"@site/docs/other.md", require');
    expect(() => clientRegistry(changed)).toThrow(/registry\.js line 3 is not an entry of the shape/);
  });
});
