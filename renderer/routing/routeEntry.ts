/** A route of the bundle as the renderer passes it around: its pattern and its meta. */
import type { Route } from '../../generated/config-types';

export interface RouteEntry {
  /** Pattern in router syntax, e.g. "/impersonation/:token?". */
  path: string;
  meta: Route;
}

/** What every screen component receives. */
export interface ScreenProps {
  route: RouteEntry;
}

/** react-router `handle` of each portal route, read by the page title and the analytics hook. */
export interface RouteHandle {
  route: RouteEntry;
}

export const NOT_FOUND_PATH = '/404';

/** The entry the catch-all route shows: the bundle's /404 route, or a stand-in when a brand removed it. */
export const notFoundEntry = (routes: Record<string, Route>): RouteEntry => ({
  path: NOT_FOUND_PATH,
  meta: routes[NOT_FOUND_PATH] ?? { screen: 'not-found', title: 'ui.notFound.title', auth: false },
});
