/** The Redux store: session, interface state, cookie consent and the RTK Query cache. */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { consentSlice, initialConsentState } from '../consent/consentSlice';
import type { ConsentValue } from '../consent/consentCookie';
import type { Locale } from '../../generated/config-types';
import { sessionSlice } from './sessionSlice';
import { initialUiState, uiSlice } from './uiSlice';

const rootReducer = combineSlices(sessionSlice, uiSlice, consentSlice, baseApi);

export interface StoreSeed {
  locale: Locale;
  webview: boolean;
  consent: ConsentValue | null;
  /** The page found the session hint cookie: the session is restored on boot (sessionRestore.ts). */
  restoring?: boolean;
}

export function createStore(seed: StoreSeed) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      ui: { ...initialUiState, locale: seed.locale, webview: seed.webview },
      consent: initialConsentState(seed.consent),
      ...(seed.restoring ? { session: { ...sessionSlice.getInitialState(), restoring: true } } : {}),
    },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
