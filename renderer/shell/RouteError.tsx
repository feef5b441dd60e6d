/**
 * The error boundary of every route (spec sections 2 and 8): status 404 shows the not-found page,
 * a chunk that failed to load reloads the page (at most once per 60 s), anything else shows
 * "An error occurred" with a retry and a home link. It renders inside the layout, so header and
 * footer stay usable.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useAppDispatch } from '../app/hooks';
import { titleOverridden } from '../app/uiSlice';
import { PortalLink } from '../routing/PortalLink';
import { NotFoundPanel } from '../ui/NotFoundPanel';
import { isChunkLoadError, reloadForChunkFailure } from './chunkReload';
import { ScreenHeading } from '../ui/ScreenHeading';

export const isNotFound = (error: unknown): boolean =>
  (isRouteErrorResponse(error) && error.status === 404) || (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404);

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

export function RouteError() {
  const error = useRouteError();
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
