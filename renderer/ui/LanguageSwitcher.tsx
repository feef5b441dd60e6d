/**
 * HU · EN · RO (UX.md): the brand's languages as buttons, the current one aria-pressed. The
 * choice goes to the `locale` cookie and applies at once, with no URL prefix (spec section 1).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bundleApi } from '../api/bundleApi';
import { localePartKey, TEXT_PARTS, textsPartKey } from '../domain/brand/bundleParts';
import { addPartTexts } from '../app/useBundlePart';
import { I18N_NAMESPACE } from '../i18n/createI18n';
import type { Locale } from '../../generated/config-types';
import { useBundle } from '../app/bundle';
import { useAppDispatch } from '../app/hooks';
import { localeChanged } from '../app/uiSlice';
import { writeLocaleCookie } from '../i18n/localeCookie';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { brand, version } = useBundle();
  const dispatch = useAppDispatch();
  const [failed, setFailed] = useState(false);
  if (brand.locales.length < 2) return null;

  /** A part's texts in i18next; false when it could not be loaded. */
  const load = async (key: string): Promise<boolean> => {
    const loading = dispatch(bundleApi.endpoints.getBundlePart.initiate({ version, key }));
    try {
      addPartTexts(i18n, await loading.unwrap());
      return true;
    } catch {
      return false;
    } finally {
      loading.unsubscribe();
    }
  };

  // The page has one language's texts; another is loaded before the switch, so no key shows raw:
  // the shell's namespaces, and the texts parts the page has loaded (the care screens'), whose
  // screens then keep their state (a request being written) instead of waiting for them again.
  const choose = async (lng: Locale) => {
    setFailed(false);
    const has = (l: string, ns: string) => i18n.getResource(l, I18N_NAMESPACE, ns) !== undefined;
    const keys = [
      ...(i18n.hasResourceBundle(lng, I18N_NAMESPACE) ? [] : [localePartKey(lng)]),
      ...[...TEXT_PARTS].filter((ns) => has(i18n.language, ns) && !has(lng, ns)).map((ns) => textsPartKey(ns, lng)),
    ];
    if (!(await Promise.all(keys.map(load))).every(Boolean)) {
      setFailed(true);
      return;
    }
    writeLocaleCookie(lng);
    dispatch(localeChanged(lng));
    void i18n.changeLanguage(lng);
  };

  return (
    <div className="language-switcher" role="group" aria-label={t('ui.language.label')}>
      {brand.locales.map((lng, index) => (
        <span key={lng} className="language-switcher__item">
          {index > 0 ? (
            <span className="language-switcher__separator" aria-hidden="true">
              ·
            </span>
          ) : null}
          <button type="button" className="language-switcher__button" lang={lng} aria-pressed={i18n.language === lng} onClick={() => void choose(lng)}>
            {lng.toUpperCase()}
            {/* The visible code stays part of the name (label in name); the language name follows. */}
            <span className="visually-hidden"> – {t(`ui.language.${lng}`)}</span>
          </button>
        </span>
      ))}
      {failed ? (
        <span className="language-switcher__error" role="alert">
          {t('ui.language.failed')}
        </span>
      ) : null}
    </div>
  );
}
