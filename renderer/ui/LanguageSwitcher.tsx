/**
 * HU · EN · RO (UX.md): the brand's languages as buttons, the current one aria-pressed. The
 * choice goes to the `locale` cookie and applies at once, with no URL prefix (spec section 1). A
 * logged-in patient's choice is also the account's (issue 33): mails and the links in them follow
 * it, and the portal uses it on their other devices. A support user acting as a patient switches
 * the page alone.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../generated/config-types';
import { useSaveSettingsMutation } from '../api/accountsApi';
import { useBundle } from '../app/bundle';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectSessionUser, settingsSaved } from '../app/sessionSlice';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { brand } = useBundle();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const switchTo = useLanguageSwitch();
  const [saveSettings] = useSaveSettingsMutation();
  const [failed, setFailed] = useState<'load' | 'save' | null>(null);
  if (brand.locales.length < 2) return null;

  const choose = async (lng: Locale) => {
    setFailed(null);
    if (!(await switchTo(lng))) {
      setFailed('load');
      return;
    }
    if (!user || user.isImpersonator || (user.settings?.locale === lng && user.settings.localeChosen)) return;
    try {
      dispatch(settingsSaved(await saveSettings({ locale: lng }).unwrap()));
    } catch {
      // The page is in the new language; the account keeps the old one until a later choice is saved.
      setFailed('save');
    }
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
          {t(failed === 'load' ? 'ui.language.failed' : 'ui.language.notSaved')}
        </span>
      ) : null}
    </div>
  );
}
