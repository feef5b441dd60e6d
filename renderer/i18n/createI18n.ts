/**
 * One i18next instance per page, fed from the bundle's locales. All namespaces of a language go
 * into ONE i18next namespace ({routes: {...}, ui: {...}, errors: {...}}) so the keys written in the
 * brand documents ("routes.aboutUs") work as they are, with '.' as the only separator.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { BrandBundle, Locale, LocaleNamespaces } from '../../generated/config-types';

export const I18N_NAMESPACE = 'portal';

/** Drops the editors' `$schema` key of each locale file. */
function toTree(namespaces: LocaleNamespaces): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(namespaces).map(([ns, entries]) => [ns, Object.fromEntries(Object.entries(entries).filter(([key]) => key !== '$schema'))]),
  );
}

/** The languages a page has texts for: the shell's one, or every one of a whole bundle. */
type WithLocales = { locales: Partial<Record<Locale, LocaleNamespaces>> };

export function i18nResources(bundle: WithLocales): Resource {
  return Object.fromEntries(
    (Object.keys(bundle.locales) as Locale[]).map((lng) => [lng, { [I18N_NAMESPACE]: toTree(bundle.locales[lng]!) }]),
  ) as Resource;
}

export function createI18n(bundle: WithLocales & Pick<BrandBundle, 'brand'>, lng: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: i18nResources(bundle),
    lng,
    fallbackLng: bundle.brand.defaultLocale,
    supportedLngs: ['hu', 'en', 'ro'],
    ns: [I18N_NAMESPACE],
    defaultNS: I18N_NAMESPACE,
    keySeparator: '.',
    // Error codes such as "errors.#001" and free texts may contain ':'; namespaces are never named in keys.
    nsSeparator: false,
    // React escapes when it renders; escaping here would double-escape.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
