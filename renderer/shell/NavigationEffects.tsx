/**
 * What happens around every navigation (spec section 2): open modals close first, the loading
 * bar runs and the store's loading flag stays on for at least 600 ms, and when the new route is
 * shown the page scrolls to the top and focus moves to its heading (so screen readers announce
 * the new page).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useAppDispatch } from '../app/hooks';
import { allModalsClosed, loadingChanged } from '../app/uiSlice';
import { finishProgress, startProgress } from './progressBar';

export const LOADING_FLAG_MS = 600;

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

export function NavigationEffects() {
  const dispatch = useAppDispatch();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const busy = navigation.state !== 'idle';
  const firstRender = useRef(true);

  useEffect(() => {
    if (!busy) return undefined;
    dispatch(allModalsClosed());
    startProgress();
    return finishProgress;
  }, [busy, dispatch]);
  useLoadingFlag(busy);

  // Navigations that need no loader (search-only changes) still close modals.
  useEffect(() => {
    dispatch(allModalsClosed());
  }, [pathname, search, dispatch]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
