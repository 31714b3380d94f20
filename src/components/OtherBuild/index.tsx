/**
 * The route of the pages another build of the site renders (config/buildPart.ts): a frozen version's pages in the
 * latest version's build, and the latest version's pages in a frozen version's build (`withOtherBuildRoutes`,
 * plugins/upstream/otherBuildRoutes.ts). Reached by an in-app link, it loads the page from the server, which serves
 * that other build's file. Served as the page itself (never, once the build is assembled), it says so and links there.
 */
import React, {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

/** The path of the document the browser loaded, before any in-app navigation. */
function documentPath(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : undefined;
}

export default function OtherBuild(): ReactNode {
  const {pathname} = useLocation();
  const inApp = typeof window !== 'undefined' && documentPath() !== pathname;
  useEffect(() => {
    if (documentPath() !== pathname) window.location.reload();
  }, [pathname]);
  if (inApp) return null;
  return (
    <main className="container margin-vert--xl">
      <p>
        This page belongs to another build of these docs. <a href={pathname}>Load it</a>.
      </p>
    </main>
  );
}
