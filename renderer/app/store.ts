/** The Redux store: session, interface state, cookie consent and the RTK Query cache. */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, type ServerFetch } from '../api/baseApi';
import { localeRefetch } from '../api/localeRefetch';
import { consentSlice, initialConsentState } from '../consent/consentSlice';
import type { ConsentValue } from '../domain/brand/consentCookie';
import type { Locale } from '../../generated/config-types';
import { sessionSlice } from './sessionSlice';
import { initialUiState, uiSlice, type UiState } from './uiSlice';

const rootReducer = combineSlices(sessionSlice, uiSlice, consentSlice, baseApi);

export interface StoreSeed {
  locale: Locale;
  webview: boolean;
  consent: ConsentValue | null;
  /** The page found the session hint cookie: the session is restored on boot (sessionRestore.ts). */
  restoring?: boolean;
  /** The interface state the server rendered the page with (a hydrating page starts from it). */
  ui?: UiState;
  /** Server rendering: where the queries go (baseApi.ts). */
  serverFetch?: ServerFetch;
}

export function createStore(seed: StoreSeed) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      ui: seed.ui ?? { ...initialUiState, locale: seed.locale, webview: seed.webview },
      consent: initialConsentState(seed.consent),
      ...(seed.restoring ? { session: { ...sessionSlice.getInitialState(), restoring: true } } : {}),
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { serverFetch: seed.serverFetch } } }).concat(baseApi.middleware, localeRefetch),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
