/**
 * The language a patient chose for their account is the portal's on every device (issue 33): when
 * a me answer (a login, a reload) brings a chosen language the page is not in, the page switches
 * to it and the cookie keeps it. Only a me answer sets it (sessionSlice accountLocale), so a
 * choice saved from this page is never undone by a slower answer. A brand that does not offer the
 * language keeps the page's.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { accountLocaleApplied, selectAccountLocale } from '../app/sessionSlice';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';

export function AccountLocale() {
  const pending = useAppSelector(selectAccountLocale);
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const { brand } = useBundle();
  const switchTo = useLanguageSwitch();

  useEffect(() => {
    if (!pending) return;
    dispatch(accountLocaleApplied());
    if (pending !== i18n.language && brand.locales.includes(pending)) void switchTo(pending);
  }, [pending, dispatch, i18n, brand, switchTo]);

  return null;
}
