/** Keeps document.title and <html lang> in step with the route and the language. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectTitleOverride } from '../app/uiSlice';
import { useCurrentRoute } from '../routing/currentRoute';
import { pageTitle } from './pageTitle';

/** The title key of the matched portal route (undefined while none matches). */
export function useRouteTitleKey(): string | undefined {
  return useCurrentRoute()?.meta.title;
}

/** An error page titles the page after the error, not after the route (uiSlice.titleOverride). */
export function PageTitle() {
  const { t, i18n } = useTranslation();
  const { brand } = useBundle();
  const routeKey = useRouteTitleKey();
  const override = useAppSelector(selectTitleOverride);
  const key = override ?? routeKey;
  useEffect(() => {
    document.title = pageTitle(key, brand.titleSuffix, { t: (k) => t(k), exists: (k) => i18n.exists(k) });
    document.documentElement.lang = i18n.language;
  }, [key, brand.titleSuffix, t, i18n, i18n.language]);
  return null;
}
