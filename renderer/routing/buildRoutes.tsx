/**
 * The route table from bundle.routes (paths are already router syntax, e.g.
 * "/impersonation/:token?"), plus a catch-all "*" that shows the not-found page, all inside the
 * layout. The portal uses react-router's declarative mode: screens are lazy chunks, and the
 * navigation effects preload the matched screen's chunk to drive the loading bar (see
 * NavigationEffects), which the data router's loaders did at about 17 KB gzip more on every page.
 */
import { useRoutes, type RouteObject } from 'react-router';
import type { BrandBundle } from '../../generated/config-types';
import { ErrorBoundary, RootError } from '../shell/RouteError';
import { AppLayout } from '../ui/AppLayout';
import { NotFoundPanel } from '../ui/NotFoundPanel';
import { RouteTableContext } from './currentRoute';
import { GuardedRoute } from './GuardedRoute';
import { notFoundEntry, type RouteEntry, type RouteHandle } from './routeEntry';

function portalRoute(entry: RouteEntry): RouteObject {
  return { path: entry.path, element: <GuardedRoute route={entry} />, handle: { route: entry } satisfies RouteHandle };
}

export function buildRoutes(bundle: Pick<BrandBundle, 'routes'>): RouteObject[] {
  const entries = Object.entries(bundle.routes).map(([path, meta]) => portalRoute({ path, meta }));
  const catchAll: RouteObject = { path: '*', element: <NotFoundPanel />, handle: { route: notFoundEntry(bundle.routes) } satisfies RouteHandle };
  return [{ id: 'layout', element: <AppLayout />, children: [...entries, catchAll] }];
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The whole portal under a router: the route table, and the message alone if the layout fails. */
export function PortalRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <ErrorBoundary fallback={() => <RootError />}>
      <RouteTableContext.Provider value={routes}>
        <RouteTable routes={routes} />
      </RouteTableContext.Provider>
    </ErrorBoundary>
  );
}
