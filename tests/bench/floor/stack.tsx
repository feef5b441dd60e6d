/**
 * The smallest app the portal's stack allows: one root, one route, one store with one RTK Query
 * endpoint, one translation, hydrating the server's HTML when the page has it and rendering
 * otherwise (as a server-rendered React app must). bench:size builds it to show what the libraries
 * alone cost on a first route, before any portal code.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter, useRoutes } from 'react-router';
import type { ReactNode } from 'react';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/' }),
  endpoints: (build) => ({ getConfig: build.query<{ theme: string }, void>({ query: () => 'api/config' }) }),
});
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
void i18next.use(initReactI18next).init({ lng: 'hu', resources: { hu: { translation: { title: 'Portál' } } } });

function Home({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { data } = api.useGetConfigQuery();
  return <main><h1>{t('title')} {data?.theme}</h1>{children}</main>;
}

export function mountStack(children?: ReactNode): void {
  function Routes() {
    return useRoutes([{ path: '*', element: <Home>{children}</Home> }]);
  }
  const root = document.getElementById('root')!;
  const app = (
    <Provider store={store}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </Provider>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
