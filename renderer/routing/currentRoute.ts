/**
 * The portal route the current location matches. The route table is matched again here (a few
 * microseconds) rather than taken from the router, so the page title, the analytics hook and the
 * loading bar, which live in the layout above the matched screen, know it too.
 */
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import type { RouteEntry, RouteHandle } from './routeEntry';

export const RouteTableContext = createContext<RouteObject[]>([]);

const isRouteHandle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null && 'route' in handle;

export function currentRouteOf(routes: RouteObject[], pathname: string): RouteEntry | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.route.handle))?.route.handle as RouteHandle | undefined;
  return handle?.route;
}

export function useCurrentRoute(): RouteEntry | undefined {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => currentRouteOf(routes, pathname), [routes, pathname]);
}
