/**
 * Boot: read the inlined brand bundle, build the store, i18n and router, render. Everything the
 * first screen needs is in the page, so the first paint waits for no request (issue 3).
 */
import './theme/base.css';
import './theme/layout.css';
import './theme/components.css';
import './theme/forms.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { apiHydrated } from './api/baseApi';
import { partsInlined } from './api/bundleApi';
import { readBundle } from './app/bundle';
import { STATE_ELEMENT_ID } from './domain/brand/pageElements';
import { PortalApp } from './app/PortalApp';
import { forgetLegacyTokens, hasSessionHint } from './app/sessionHint';
import { restoreFinished } from './app/sessionSlice';
import { createStore } from './app/store';
import { readConsentCookie } from './consent/consentCookie';
import type { HydrationState } from './entry-server';
import { createI18n } from './i18n/createI18n';
import { buildRoutes } from './routing/buildRoutes';
import { preloadChunks } from './routing/lazyChunk';
import { installChunkReload } from './shell/chunkReload';
import { detectWebview } from './shell/layoutMode';

function serverState(): HydrationState | null {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return null;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function boot(root: HTMLElement): void {
  const bundle = readBundle();
  // The server always sends the theme; only a page without it pays for the fallback code.
  if (!document.getElementById('portal-theme')) void import('./theme/applyThemeFallback').then((m) => m.applyThemeFallback(bundle.brand.themeTokens));
  installChunkReload();

  // The server chose the language from the same cookie and inlined its texts alone.
  const locale = bundle.locale;
  forgetLegacyTokens();
  const restoring = hasSessionHint(document.cookie);
  // The server renders the first route of anonymous visits; its HTML is hydrated from its state.
  const rendered = restoring ? null : serverState();
  // Records the webview flag for the session; a flag only the session remembers is applied after hydration (AppLayout).
  const webview = detectWebview(window.location.search, sessionStorageOrNull());
  const store = createStore({ locale, webview, consent: readConsentCookie(), restoring, ui: rendered?.ui });
  store.dispatch(partsInlined(bundle.version, bundle.parts));
  if (rendered) store.dispatch(apiHydrated({ api: rendered.api }));
  // A reload stays logged in: the session cookie gives a new access token, then the user.
  if (restoring) {
    void import('./app/sessionRestore')
      .then(({ restoreSession }) => restoreSession(store.dispatch))
      .catch(() => store.dispatch(restoreFinished()));
  }
  const i18n = createI18n(bundle, locale);
  document.documentElement.lang = locale;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  const routes = buildRoutes(bundle);
  const app = <PortalApp bundle={bundle} store={store} i18n={i18n} routes={routes} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;
  if (!rendered) {
    createRoot(root).render(app);
    return;
  }
  // Every chunk the server rendered is loaded first: hydration then finishes in one pass, with no
  // boundary left waiting for its code, and the page answers its first click.
  void preloadChunks(rendered.chunks)
    .catch(() => undefined)
    // A mismatch React mends by rendering in the browser is reported as an uncaught error (window.reportError).
    .then(() => hydrateRoot(root, app));
}

const root = document.getElementById('root');
if (root) {
  try {
    boot(root);
  } catch (error) {
    // No bundle means no translations either: one plain sentence per language, never a blank page.
    console.error(error);
    root.setAttribute('role', 'alert');
    root.textContent = 'A portál nem tölthető be. · The portal could not be loaded. · Portalul nu a putut fi încărcat.';
  }
}
