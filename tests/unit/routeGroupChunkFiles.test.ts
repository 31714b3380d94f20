/**
 * The pages' chunk files moved from the bundler's runtime into their route groups: the runtime's map edited
 * (plugins/upstream/routeGroupChunkFiles.ts) and the browser's lookup reading the groups' first (src/upstream/chunkFiles.ts).
 */
import {chunkFilesStatement, chunkIdOfKey, unnamedGroups, withoutChunkHashes} from '../../plugins/upstream/routeGroupChunkFiles';
import {addScriptsOneATask, chunkFilesGlobal, readChunkFilesFirst} from '../../src/upstream/chunkFiles';

// The runtime's chunk file function as Rspack 1.7 minifies it (keys as the minifier writes them).
const runtime =
  'n.d=1,n.u=e=>"assets/js/"+(({1735:"progress-bar",2385:"routes-1.1"})[e]||e)+"."+({1202:"1d5fcb8e",1735:"5018e2c1",2385:"c011e31b",0x3fd52af:"aaaa0000",1e3:"bbbb1111","7eedb64d":"cccc2222"})[e]+".js",n.x=2';

describe('the runtime’s chunk hash map (plugins/upstream/routeGroupChunkFiles.ts)', () => {
  it('reads the minifier’s keys as chunk ids', () => {
    expect(['1202', '0x3fd52af', '1e3', '"7eedb64d"'].map(chunkIdOfKey)).toEqual(['1202', '66933423', '1000', '7eedb64d']);
  });

  it('drops the entries of the moved chunks and keeps the rest as it was', () => {
    expect(withoutChunkHashes(runtime, new Set(['1202', '66933423', '1000']), 'runtime.js')).toBe(
      'n.d=1,n.u=e=>"assets/js/"+(({1735:"progress-bar",2385:"routes-1.1"})[e]||e)+"."+({1735:"5018e2c1",2385:"c011e31b","7eedb64d":"cccc2222"})[e]+".js",n.x=2',
    );
  });

  it('reads the function without a name map, whatever its parameter is called', () => {
    expect(withoutChunkHashes('a.u=t=>"assets/js/"+t+"."+({5:"abcdef01",6:"abcdef02"})[t]+".js"', new Set(['6']), 'r.js')).toBe(
      'a.u=t=>"assets/js/"+t+"."+({5:"abcdef01"})[t]+".js"',
    );
  });

  it('fails, naming the file, when the function or a chunk is not found', () => {
    expect(() => withoutChunkHashes('n.u=e=>e+".js"', new Set(['1']), 'runtime~main.x.js')).toThrow(/runtime~main\.x\.js: no chunk file name function/);
    expect(() => withoutChunkHashes(runtime, new Set(['1202', '4242']), 'runtime~main.x.js')).toThrow(/runtime~main\.x\.js: chunks 4242 are not in the runtime's hash map/);
  });

  it('a group ends with the files of the chunks it loads', () => {
    expect(chunkFilesStatement(new Map([['1202', 'assets/js/1202.1d5fcb8e.js']]))).toBe(
      `;Object.assign(self["${chunkFilesGlobal}"]=self["${chunkFilesGlobal}"]||{},{"1202":"assets/js/1202.1d5fcb8e.js"});`,
    );
  });
});

describe('the browser’s chunk file lookup (src/upstream/chunkFiles.ts)', () => {
  it('gives a group’s file for its chunks and the runtime’s for the others, once the group has run', () => {
    const bundler = {u: (id: string | number) => `assets/js/${id}.runtime.js`};
    const scope: Record<string, unknown> = {};
    readChunkFilesFirst(bundler, scope);
    expect(bundler.u(1202)).toBe('assets/js/1202.runtime.js');
    // What a group's statement does when the group runs.
    new Function('self', chunkFilesStatement(new Map([['1202', 'assets/js/1202.1d5fcb8e.js']])))(scope);
    expect(bundler.u(1202)).toBe('assets/js/1202.1d5fcb8e.js');
    expect(bundler.u('1735')).toBe('assets/js/1735.runtime.js');
  });
});

describe('the runtime’s script loader, one script a task (src/upstream/chunkFiles.ts)', () => {
  it('adds nothing when asked, then each script in a task of its own, in the order asked, with its arguments', () => {
    const added: string[] = [];
    const done = () => undefined;
    const bundler = {l: (url: string, _done: (e: Event) => void, key?: string, id?: string | number) => void added.push(`${url} ${key} ${id}`)};
    const tasks: (() => void)[] = [];
    addScriptsOneATask(bundler, (run) => tasks.push(run));
    bundler.l('/docs/assets/js/1.a.js', done, 'chunk-1', 1);
    bundler.l('/docs/assets/js/2.b.js', done, 'chunk-2', '2');
    expect(added).toEqual([]);
    expect(tasks).toHaveLength(2);
    tasks[0]!();
    expect(added).toEqual(['/docs/assets/js/1.a.js chunk-1 1']);
    tasks[1]!();
    expect(added).toEqual(['/docs/assets/js/1.a.js chunk-1 1', '/docs/assets/js/2.b.js chunk-2 2']);
  });

  it('by default, in macrotasks: not before the current task ends', async () => {
    const added: string[] = [];
    const bundler = {l: (url: string, _done: (e: Event) => void) => void added.push(url)};
    addScriptsOneATask(bundler);
    bundler.l('/a.js', () => undefined);
    await Promise.resolve();
    expect(added).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(added).toEqual(['/a.js']);
  });
});

describe('unnamedGroups: a bundler that drops the groups’ chunk names fails the build (issue 36 upgrade drill)', () => {
  it('lists the planned groups no chunk is named after', () => {
    expect(unnamedGroups(['0.0', '0.1', '1.0'], ['main', 'routes-0.0', 'routes-1.0', 'runtime~main'])).toEqual(['0.1']);
    // Rspack 2 named them by number: every group is missing.
    expect(unnamedGroups(['0.0', '1.0'], ['main', '815', '816'])).toEqual(['0.0', '1.0']);
    expect(unnamedGroups([], ['main'])).toEqual([]);
  });
});
