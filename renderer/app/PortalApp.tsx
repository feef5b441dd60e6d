/**
 * The portal's tree over a router: the same for the browser (BrowserRouter, main.tsx) and the
 * server renderer (StaticRouter, entry-server.tsx), so the HTML the server sends is what the
 * browser's first render produces and hydration has nothing to mend.
 */
import { StrictMode, useEffect, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router';
import { PortalRoutes } from '../routing/buildRoutes';
import { BundleContext } from './bundle';
import type { ShellBundle } from '../domain/brand/bundleParts';
import type { AppStore } from './store';

export interface PortalAppProps {
  bundle: ShellBundle;
  store: AppStore;
  i18n: I18n;
  routes: RouteObject[];
  /** BrowserRouter or StaticRouter, wrapped around the route table. */
  router: (children: ReactNode) => ReactNode;
}

/** The page answers input from here on: <html data-app="ready"> (the e2e tests wait for it after each page load). */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

export function PortalApp({ bundle, store, i18n, routes, router }: PortalAppProps) {
  return (
    <StrictMode>
      <BundleContext.Provider value={bundle}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>{router(<PortalRoutes routes={routes} />)}</I18nextProvider>
          <AppReady />
        </Provider>
      </BundleContext.Provider>
    </StrictMode>
  );
}
