/**
 * Where a finished step (login, accepting the privacy statement, choosing a subscription) sends
 * the visitor: the page a guard kept for them (`next`, guardLocation.ts) when it is a page of the
 * portal, else the step's own landing. A landing that is itself another step passes `next` on.
 */
import { useCallback, useContext } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { currentMatchOf, RouteTableContext } from './currentRoute';
import { NEXT_PARAM, safeNext } from '../domain/guards/guardLocation';
import { NOT_FOUND_PATH } from './routeEntry';

const HOME = '/';

export const isPortalPath = (routes: RouteObject[], pathname: string): boolean => {
  const match = currentMatchOf(routes, pathname);
  return Boolean(match) && match!.route.path !== NOT_FOUND_PATH;
};

export function onwardTarget(landing: string, search: string, routes: RouteObject[]): string {
  const next = safeNext(search, (pathname) => isPortalPath(routes, pathname));
  if (!next) return landing;
  if (landing === HOME) return next;
  const [path, query = ''] = landing.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(NEXT_PARAM, next);
  return `${path}?${params.toString()}`;
}

export function useOnwardTarget(): (landing: string) => string {
  const routes = useContext(RouteTableContext);
  const { search } = useLocation();
  return useCallback((landing: string) => onwardTarget(landing, search, routes), [routes, search]);
}
