/**
 * What happens around every navigation (spec section 2): open modals close first, the loading
 * bar runs while the new route's screen chunk loads and the store's loading flag stays on for at
 * least 600 ms, and when the new route is shown the page scrolls to the top and focus moves to
 * its heading (so screen readers announce the new page). A query-only change (search filters)
 * is not a page load: it closes modals, and a search page's query is remembered for "Back to the
 * search" (BackToSearch.tsx).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectRestoring } from '../app/sessionSlice';
import { allModalsClosed, loadingChanged, searchVisited } from '../app/uiSlice';
import { useCurrentMatch } from '../routing/currentRoute';
import { screenFor } from '../routing/screenRegistry';
import { useGuardEvaluator } from '../routing/useGuards';
import { loadChunk } from './chunkReload';
import { pageChanged, pageFocusReset } from './pageFocus';
import { finishProgress, startProgress } from './progressBar';

export const LOADING_FLAG_MS = 600;

/** The screens whose query holds a search's filters. */
const SEARCH_SCREENS = new Set(['provider-search', 'provider-map', 'virtual-clinic-search']);

function useLoadingFlag(busy: boolean): void {
  const dispatch = useAppDispatch();
  const startedAt = useRef(0);
  useEffect(() => {
    if (busy) {
      startedAt.current = Date.now();
      dispatch(loadingChanged(true));
      return undefined;
    }
    if (startedAt.current === 0) return undefined;
    const timer = setTimeout(() => dispatch(loadingChanged(false)), Math.max(0, startedAt.current + LOADING_FLAG_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [busy, dispatch]);
}

/**
 * True while the screen chunk of the route just entered is loading. A chunk that is already
 * there still counts for one render, so every page change raises the loading flag. A failed
 * chunk goes through the reload limiter here; without a reload, the screen's own render fails
 * on it and its error boundary shows the error. A route the guards send the visitor away from
 * loads nothing: its chunk would be fetched for a screen that is never shown (for a brand that
 * redirects every first visit, that was a whole screen chunk on the first route).
 */
function useScreenLoading(pathname: string, search: string): boolean {
  const match = useCurrentMatch();
  const evaluate = useGuardEvaluator();
  const restoring = useAppSelector(selectRestoring);
  // While a session is restored the outcome is not known yet; the screen is then the likely one.
  const shown = match && (restoring || evaluate(match.route, { pathname, search: new URLSearchParams(search), params: match.params }).allow);
  const route = shown ? match.route : undefined;
  const [loadingPath, setLoadingPath] = useState<string | null>(null);
  useEffect(() => {
    const screen = route ? screenFor(route.meta.screen) : undefined;
    if (!screen) return undefined;
    let current = true;
    setLoadingPath(pathname);
    loadChunk(screen.preload)
      .catch(() => undefined)
      .finally(() => {
        if (current) setLoadingPath(null);
      });
    return () => {
      current = false;
    };
  }, [route, pathname]);
  return loadingPath === pathname;
}

export function NavigationEffects() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const busy = useScreenLoading(pathname, search);
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    if (!busy) return undefined;
    dispatch(allModalsClosed());
    startProgress();
    return finishProgress;
  }, [busy, dispatch]);
  useLoadingFlag(busy);

  // Query-only navigations (search filters) still close modals.
  useEffect(() => {
    dispatch(allModalsClosed());
  }, [pathname, search, dispatch]);

  // A search page's filters are its query: remembered, so "Back to the search" returns to the same results.
  const screen = useCurrentMatch()?.route.meta.screen;
  useEffect(() => {
    if (screen && SEARCH_SCREENS.has(screen)) dispatch(searchVisited({ path: pathname, search }));
  }, [screen, pathname, search, dispatch]);

  // A new path (not the first page): the new page's heading takes the focus, now or when it mounts.
  // The path last seen, not a first-render flag: StrictMode's second run of the effect is no page change.
  // A layout effect: in the same task as the commit that took the pressed link away, so the focus is never left on <body>.
  useLayoutEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (previous === null || previous === pathname) return;
    window.scrollTo(0, 0);
    pageChanged(document);
  }, [pathname]);
  useEffect(() => pageFocusReset, []);

  return null;
}
