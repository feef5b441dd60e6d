/**
 * The error boundaries of the portal (spec sections 2 and 8). Around the screen: status 404
 * shows the not-found page, a chunk that failed to load reloads the page (at most once per
 * 60 s), anything else shows "An error occurred" with a retry and a home link, inside the layout
 * so header and footer stay usable. Around everything: the message alone, when the layout itself
 * failed. A route change clears the screen's error, so the visitor can navigate away from it.
 */
import { Component, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../app/hooks';
import { titleOverridden } from '../app/uiSlice';
import { PortalLink } from '../routing/PortalLink';
import { NotFoundPanel } from '../ui/NotFoundPanel';
import { ScreenHeading } from '../ui/ScreenHeading';
import { isChunkLoadError, reloadForChunkFailure } from './chunkReload';

export const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export function ErrorPanel() {
  const { t } = useTranslation();
  return (
    <section className="screen screen--message" aria-labelledby="page-title">
      <ScreenHeading>{t('ui.error.title')}</ScreenHeading>
      <p>{t('ui.error.text')}</p>
      <p className="button-row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('ui.retry')}
        </button>
        <PortalLink className="link-button link-button--secondary" to="/">
          {t('ui.backHome')}
        </PortalLink>
      </p>
    </section>
  );
}

/** What a screen's error shows; the page is titled after the error, not after the route. */
export function RouteError({ error }: { error: unknown }) {
  const dispatch = useAppDispatch();
  const notFound = isNotFound(error);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkFailure();
    else if (!notFound) console.error(error);
    dispatch(titleOverridden(notFound ? 'ui.notFound.title' : 'ui.error.title'));
    return () => {
      dispatch(titleOverridden(null));
    };
  }, [error, notFound, dispatch]);

  return notFound ? <NotFoundPanel /> : <ErrorPanel />;
}

/** When the layout itself fails there is no header or footer to keep: the message alone. */
export function RootError() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('ui.error.title');
  }, [t]);
  return (
    <main id="main" className="layout layout--bare">
      <ErrorPanel />
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** The error shows while this stays the same: the route's path and query in practice. */
  resetKey?: string;
  fallback: (error: unknown) => ReactNode;
}

interface BoundaryState {
  failure: { error: unknown; key: string | undefined } | null;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null };

  /** Leaving the route where it failed forgets the error, so coming back renders it afresh. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return state.failure && state.failure.key !== undefined && state.failure.key !== props.resetKey ? { failure: null } : null;
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error, key: undefined } };
  }

  componentDidCatch(): void {
    // Remember where it failed: a later route change renders the children again.
    this.setState((state) => (state.failure ? { failure: { ...state.failure, key: this.props.resetKey } } : state));
  }

  render(): ReactNode {
    const { failure } = this.state;
    if (failure) return this.props.fallback(failure.error);
    return this.props.children;
  }
}
