/**
 * The react-router route table from bundle.routes (paths are already router syntax, e.g.
 * "/impersonation/:token?"), plus a catch-all "*" that shows the not-found page. Each route's
 * loader only fetches its screen's chunk, so chunk loading is a pending navigation (loading bar)
 * and a failed chunk goes through the reload limiter and then the route's error boundary.
 */
import type { RouteObject } from 'react-router';
import type { BrandBundle } from '../../generated/config-types';
import { loadChunk } from '../shell/chunkReload';
import { RootError, RouteError } from '../shell/RouteError';
import { AppLayout } from '../ui/AppLayout';
import { LoadingPanel } from '../ui/LoadingPanel';
import { NotFoundPanel } from '../ui/NotFoundPanel';
import { GuardedRoute } from './GuardedRoute';
import { notFoundEntry, type RouteEntry, type RouteHandle } from './routeEntry';
import { screenFor } from './screenRegistry';

function portalRoute(entry: RouteEntry): RouteObject {
  const screen = screenFor(entry.meta.screen);
  return {
    path: entry.path,
    element: <GuardedRoute route={entry} />,
    handle: { route: entry } satisfies RouteHandle,
    hydrateFallbackElement: <LoadingPanel />,
    loader: screen
      ? async () => {
          await loadChunk(screen.preload);
          return null;
        }
      : undefined,
    // The loader fetches code, not data: nothing to redo when only the query string changes.
    shouldRevalidate: () => false,
  };
}

export function buildRoutes(bundle: Pick<BrandBundle, 'routes'>): RouteObject[] {
  const entries = Object.entries(bundle.routes).map(([path, meta]) => portalRoute({ path, meta }));
  const catchAll: RouteObject = { path: '*', element: <NotFoundPanel />, handle: { route: notFoundEntry(bundle.routes) } satisfies RouteHandle };
  return [
    {
      id: 'layout',
      element: <AppLayout />,
      errorElement: <RootError />,
      children: [{ errorElement: <RouteError />, children: [...entries, catchAll] }],
    },
  ];
}
