/**
 * @jest-environment jsdom
 */
/**
 * The browser route table's lazy components: plugins/upstream/clientRoutesLoader.cjs points `.docusaurus/routes.js` at
 * src/upstream/lazyComponentCreator.tsx, which builds a route's Docusaurus component on first preload or render
 * (the table's route groups: tests/unit/routeGroups.test.ts).
 */
import path from 'node:path';
import React from 'react';
import {render} from '@testing-library/react';
import {clientRoutes} from '../../plugins/upstream/clientRoutesLoader.cjs';
import {planRouteGroups, readRouteTable} from '../../plugins/upstream/routeGroups.cjs';

const built: string[] = [];
jest.mock('@docusaurus/ComponentCreator', () => ({
  __esModule: true,
  default: (routePath: string, hash: string) => {
    built.push(`${routePath}-${hash}`);
    const Page = ({title}: {title: string}) => <h1>{`${routePath} ${title}`}</h1>;
    Page.preload = async () => `${routePath} loaded`;
    return Page;
  },
}));
// After the mock: the lazy creator imports Docusaurus's.
import ComponentCreator from '../../src/upstream/lazyComponentCreator';

// A `.docusaurus/routes.js` as Docusaurus 3.10.2 writes it.
const generated = [
  "import React from 'react';",
  "import ComponentCreator from '@docusaurus/ComponentCreator';",
  '',
  'export default [',
  '  {',
  "    path: '/docs/search/',",
  "    component: ComponentCreator('/docs/search/', 'bdb'),",
  '    exact: true',
  '  },',
  '];',
].join('\n');
const plan = planRouteGroups(readRouteTable(generated), {'/docs/search/-bdb': {__comp: 'x'}});

describe('the browser route table (plugins/upstream/clientRoutesLoader.cjs)', () => {
  it('imports the lazy ComponentCreator instead of Docusaurus’s', () => {
    const lazy = path.join(__dirname, '..', '..', 'src', 'upstream', 'lazyComponentCreator.tsx');
    const out = clientRoutes(generated, plan);
    expect(out.split('\n')[0]).toBe(`import ComponentCreator from ${JSON.stringify(lazy)};`);
    expect(out).toContain('{"path": "/docs/search/", component: ComponentCreator("/docs/search/", "bdb"), "exact": true}');
    expect(out).not.toContain('@docusaurus/ComponentCreator');
  });

  it('fails, naming the line it expects, on a table that does not import it so', () => {
    expect(() => clientRoutes(generated.replace('@docusaurus/ComponentCreator', '@docusaurus/Other'), plan)).toThrow(
      /routes\.js does not import ComponentCreator once .*import ComponentCreator from '@docusaurus\/ComponentCreator';/,
    );
  });
});

describe('a lazy route component (src/upstream/lazyComponentCreator.tsx)', () => {
  beforeEach(() => {
    built.length = 0;
  });

  it('builds nothing of Docusaurus’s when the table is created', () => {
    ComponentCreator('/docs/a/', '1');
    ComponentCreator('/docs/b/', '2');
    expect(built).toEqual([]);
  });

  it('builds the route’s component once, on the first preload, and preloads it', async () => {
    const Route = ComponentCreator('/docs/a/', '1');
    await expect(Route.preload()).resolves.toBe('/docs/a/ loaded');
    await Route.preload();
    expect(built).toEqual(['/docs/a/-1']);
  });

  it('renders what Docusaurus’s component renders, with the props it is given', () => {
    const Route = ComponentCreator('/docs/b/', '2');
    const {container, rerender} = render(<Route title="Limits" />);
    expect(container.innerHTML).toBe('<h1>/docs/b/ Limits</h1>');
    rerender(<Route title="Again" />);
    expect(container.innerHTML).toBe('<h1>/docs/b/ Again</h1>');
    expect(built).toEqual(['/docs/b/-2']);
  });
});
