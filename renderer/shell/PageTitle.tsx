/** Keeps document.title, the description and <html lang> in step with the route, the screen and the language. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectPageHead, selectTitleOverride } from '../app/uiSlice';
import { useCurrentRoute } from '../routing/currentRoute';
import { BRAND_NAME_KEY } from '../domain/format/brandTexts';
import { pageTitle, TITLE_SEPARATOR } from '../domain/format/pageTitle';

/** The description meta element, created on first use. */
export function setMetaDescription(doc: Document, description: string | undefined): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.appendChild(meta);
  }
  meta.content = description;
}

/** The title key of the matched portal route (undefined while none matches). */
export function useRouteTitleKey(): string | undefined {
  return useCurrentRoute()?.meta.title;
}

/**
 * An error page titles the page after the error (uiSlice.titleOverride); a screen that names its
 * page (usePageHead: a clinic, a doctor) after that name; every other page after its route.
 */
export function PageTitle() {
  const { t, i18n } = useTranslation();
  const { brand } = useBundle();
  const routeKey = useRouteTitleKey();
  const override = useAppSelector(selectTitleOverride);
  const head = useAppSelector(selectPageHead);
  const key = override ?? routeKey;
  const ownTitle = override ? undefined : head?.title;
  const description = override ? undefined : head?.description;
  useEffect(() => {
    const brandName = i18n.exists(BRAND_NAME_KEY) ? t(BRAND_NAME_KEY) : brand.name;
    document.title = ownTitle ? `${ownTitle}${TITLE_SEPARATOR}${brandName}` : pageTitle(key, brandName, { t: (k) => t(k), exists: (k) => i18n.exists(k) });
    setMetaDescription(document, description);
    document.documentElement.lang = i18n.language;
  }, [key, ownTitle, description, brand.name, t, i18n, i18n.language]);
  return null;
}
