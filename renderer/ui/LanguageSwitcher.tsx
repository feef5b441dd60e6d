/**
 * HU · EN · RO (UX.md): the brand's languages as buttons, the current one aria-pressed. The
 * choice goes to the `locale` cookie and applies at once, with no URL prefix (spec section 1).
 */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../generated/config-types';
import { useBundle } from '../app/bundle';
import { useAppDispatch } from '../app/hooks';
import { localeChanged } from '../app/uiSlice';
import { writeLocaleCookie } from '../i18n/localeCookie';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { brand } = useBundle();
  const dispatch = useAppDispatch();
  if (brand.locales.length < 2) return null;

  const choose = (lng: Locale) => {
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
          <button type="button" className="language-switcher__button" lang={lng} aria-pressed={i18n.language === lng} onClick={() => choose(lng)}>
            {lng.toUpperCase()}
            {/* The visible code stays part of the name (label in name); the language name follows. */}
            <span className="visually-hidden"> – {t(`ui.language.${lng}`)}</span>
          </button>
        </span>
      ))}
    </div>
  );
}
