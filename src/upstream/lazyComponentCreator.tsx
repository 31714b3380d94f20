/**
 * The browser build's `ComponentCreator` for the route table (`.docusaurus/routes.js`, given this module by
 * plugins/upstream/clientRoutesLoader.cjs). Docusaurus's own builds each route's react-loadable component when the main
 * bundle starts: a loader map and a component class for every route of the site, work that grows with the page
 * count (about 0.1 ms a route on a phone), though a page renders one route and a navigation one more.
 *
 * Here each route gets a small stand-in, and Docusaurus's component is built the first time the route is
 * preloaded (the app preloads a route's chunks before it renders it, on the first load and on each navigation)
 * or rendered. The stand-in renders nothing of its own, so the server's HTML (rendered with Docusaurus's
 * components) hydrates as it was.
 */
import React, {type ComponentType, type ReactNode} from 'react';
import DocusaurusComponentCreator from '@docusaurus/ComponentCreator';

type RouteComponent = ReturnType<typeof DocusaurusComponentCreator>;

export interface LazyRouteComponent {
  (props: Record<string, unknown>): ReactNode;
  preload(): Promise<unknown>;
}

export default function ComponentCreator(path: string, hash: string): LazyRouteComponent {
  let component: RouteComponent | undefined;
  const real = () => (component ??= DocusaurusComponentCreator(path, hash));
  const Route = (props: Record<string, unknown>) => {
    const Component = real() as ComponentType<Record<string, unknown>>;
    return <Component {...props} />;
  };
  Route.preload = () => (real() as unknown as {preload(): Promise<unknown>}).preload();
  return Route;
}
