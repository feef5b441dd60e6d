/**
 * Interface state shared across the shell: the navigation loading flag, the modal registry
 * (a route change closes every open modal, spec section 2), the language and the webview mode
 * (both read by the base query when it builds a request).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '../../generated/config-types';

export interface UiState {
  /** True while a navigation is under way, and for at least LOADING_FLAG_MS (spec section 9). */
  loading: boolean;
  /** Ids of open modals, most recent last. */
  openModals: string[];
  locale: Locale;
  /** webview/_webview was in a URL of this session. */
  webview: boolean;
  /** Title key that replaces the route's while an error page shows. */
  titleOverride: string | null;
  /** The global error notice (a failed non-silent query), resolved to text by GlobalNotice. */
  notice?: ErrorNotice | null;
  /** What a screen says of its page beyond the route's name (a clinic's name and address), see shell/pageHead.ts. */
  pageHead?: PageHead | null;
  /** The query of the last visit to each search page this session (path → `?…`), so "Back to the search" keeps the filters. */
  searches?: Record<string, string>;
}

/** A page's own title (before the brand suffix) and description. */
export interface PageHead {
  title: string;
  description?: string;
}

/** An API error as spec section 8 resolves it: catalogue code, the server's message, whether the server gave the code. */
export interface ErrorNotice {
  code: string;
  message: string | null;
  hasCode: boolean;
}

export const initialUiState: UiState = { loading: false, openModals: [], locale: 'hu', webview: false, titleOverride: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    loadingChanged(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    modalOpened(state, action: PayloadAction<string>) {
      state.openModals = [...state.openModals.filter((id) => id !== action.payload), action.payload];
    },
    modalClosed(state, action: PayloadAction<string>) {
      state.openModals = state.openModals.filter((id) => id !== action.payload);
    },
    allModalsClosed(state) {
      if (state.openModals.length > 0) state.openModals = [];
    },
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    webviewDetected(state) {
      state.webview = true;
    },
    titleOverridden(state, action: PayloadAction<string | null>) {
      state.titleOverride = action.payload;
    },
    errorReported(state, action: PayloadAction<ErrorNotice>) {
      state.notice = action.payload;
    },
    noticeDismissed(state) {
      state.notice = null;
    },
    pageHeadChanged(state, action: PayloadAction<PageHead | null>) {
      state.pageHead = action.payload;
    },
    searchVisited(state, action: PayloadAction<{ path: string; search: string }>) {
      state.searches = { ...state.searches, [action.payload.path]: action.payload.search };
    },
  },
  selectors: {
    selectLoading: (state) => state.loading,
    selectOpenModals: (state) => state.openModals,
    selectIsModalOpen: (state, id: string) => state.openModals.includes(id),
    selectLocale: (state) => state.locale,
    selectWebview: (state) => state.webview,
    selectTitleOverride: (state) => state.titleOverride,
    selectNotice: (state) => state.notice ?? null,
    selectPageHead: (state) => state.pageHead ?? null,
    selectSearchOf: (state, path: string) => state.searches?.[path] ?? '',
  },
});

export const { loadingChanged, modalOpened, modalClosed, allModalsClosed, localeChanged, webviewDetected, titleOverridden, errorReported, noticeDismissed, pageHeadChanged, searchVisited } = uiSlice.actions;
export const { selectLoading, selectOpenModals, selectIsModalOpen, selectLocale, selectWebview, selectTitleOverride, selectNotice, selectPageHead, selectSearchOf } =
  uiSlice.selectors;
