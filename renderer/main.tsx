/**
 * Boot: read the inlined brand bundle, build the store, i18n and router, render. Everything the
 * first screen needs is in the page, so the first paint waits for no request (issue 3).
 */
import './theme/base.css';
import './theme/layout.css';
import './theme/components.css';
import './theme/forms.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { partsInlined } from './api/bundleApi';
import { BundleContext, readBundle } from './app/bundle';
import { forgetLegacyTokens, hasSessionHint } from './app/sessionHint';
import { restoreFinished } from './app/sessionSlice';
import { createStore } from './app/store';
import { readConsentCookie } from './consent/consentCookie';
import { createI18n } from './i18n/createI18n';
import { buildRoutes, PortalRoutes } from './routing/buildRoutes';
import { installChunkReload } from './shell/chunkReload';
import { detectWebview } from './shell/layoutMode';

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
  const store = createStore({ locale, webview: detectWebview(window.location.search, sessionStorageOrNull()), consent: readConsentCookie(), restoring });
  store.dispatch(partsInlined(bundle.version, bundle.parts));
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

  createRoot(root).render(
    <StrictMode>
      <BundleContext.Provider value={bundle}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <BrowserRouter>
              <PortalRoutes routes={routes} />
            </BrowserRouter>
          </I18nextProvider>
        </Provider>
      </BundleContext.Provider>
    </StrictMode>,
  );
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
