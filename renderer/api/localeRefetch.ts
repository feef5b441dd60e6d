/**
 * Refetches the answers that name services, specialties and places in the request's language
 * (LOCALIZED_TAG) when the language changes: the locale travels in the X-Locale header, which is
 * not part of RTK Query's cache key, so without this a switch to English would keep Hungarian names.
 */
import type { Middleware } from '@reduxjs/toolkit';
import { localeChanged } from '../app/uiSlice';
import { baseApi, LOCALIZED_TAG } from './baseApi';

export const localeRefetch: Middleware = (store) => (next) => (action) => {
  const before = (store.getState() as { ui: { locale: string } }).ui.locale;
  const result = next(action);
  if (localeChanged.match(action) && action.payload !== before) store.dispatch(baseApi.util.invalidateTags([LOCALIZED_TAG]));
  return result;
};
