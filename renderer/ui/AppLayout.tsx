/**
 * The page frame of every route. Normal layout: skip link, header, main, footer. Embed
 * (iframe=1) and webview layouts: the screen alone with a small home link (spec section 2,
 * UX.md). data-layout names the mode for styling and tests. Shell behaviours ride along here
 * because they need the router: navigation effects, page title, analytics, the boot config call,
 * the account's chosen language; and the live region that announces a new page (PageAnnouncer).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useGetConfigQuery } from '../api/configApi';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectEndedReason } from '../app/sessionSlice';
import { selectNotice, selectWebview, webviewDetected } from '../app/uiSlice';
import { noticeOf } from '../domain/guards/guardLocation';
import { PortalLink } from '../routing/PortalLink';
import { AccountLocale } from '../shell/AccountLocale';
import { AnalyticsEffects } from '../shell/AnalyticsEffects';
import { detectWebview, layoutModeFor, sessionStorageOrNull } from '../shell/layoutMode';
import { NavigationEffects } from '../shell/NavigationEffects';
import { PageAnnouncer } from '../shell/PageAnnouncer';
import { ErrorBoundary, RouteError } from '../shell/RouteError';
import { PageTitle } from '../shell/PageTitle';
import { CookieConsent } from './CookieConsent';
import { Footer } from './Footer';
import { Header } from './Header';
import { lazyChunk } from '../routing/lazyChunk';
import { ChunkSuspense } from './ChunkSuspense';

/** Session-expired and API error messages; loaded only when there is one. */
const GlobalNotice = lazyChunk('ui/GlobalNotice', () => import('./GlobalNotice'));
/** Why a guard sent the visitor here; loaded only on such a visit. */
const GuardNotice = lazyChunk('ui/GuardNotice', () => import('./GuardNotice'));

function useLayoutMode(search: string) {
  const webview = useAppSelector(selectWebview);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!webview && detectWebview(search, sessionStorageOrNull())) dispatch(webviewDetected());
  }, [search, webview, dispatch]);
  return layoutModeFor(search, webview);
}

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const mode = useLayoutMode(search);
  const hasNotice = useAppSelector((state) => Boolean(selectEndedReason(state) || selectNotice(state)));
  const guardNotice = noticeOf(search);
  // The boot call of issue 3; screens read the answer through useConfig().
  useGetConfigQuery();

  return (
    <div className="layout" data-layout={mode}>
      {mode === 'webview' ? null : <CookieConsent />}
      {mode === 'normal' ? (
        <>
          <a className="skip-link" href="#main">
            {t('ui.skipLink')}
          </a>
          <Header />
        </>
      ) : (
        <nav className="compact-bar" aria-label={t('ui.header.mainNav')}>
          <PortalLink to="/" className="compact-bar__home">
            {t('ui.header.home')}
          </PortalLink>
        </nav>
      )}
      <main id="main" className="layout__main" tabIndex={-1}>
        {hasNotice ? (
          <ChunkSuspense chunk={GlobalNotice} fallback={null}>
            <GlobalNotice />
          </ChunkSuspense>
        ) : null}
        {guardNotice ? (
          <ChunkSuspense chunk={GuardNotice} fallback={null}>
            <GuardNotice kind={guardNotice} />
          </ChunkSuspense>
        ) : null}
        <ErrorBoundary resetKey={`${pathname}${search}`} fallback={(error) => <RouteError error={error} />}>
          <Outlet />
        </ErrorBoundary>
      </main>
      {mode === 'normal' ? <Footer /> : null}
      <PageAnnouncer />
      <NavigationEffects />
      <PageTitle />
      <AnalyticsEffects />
      <AccountLocale />
    </div>
  );
}
