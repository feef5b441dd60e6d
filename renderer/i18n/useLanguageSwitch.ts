/**
 * Switches the page to another of the brand's languages, with no URL prefix (spec section 1): the
 * texts it lacks are loaded first, so no key shows raw, then the `locale` cookie, the store (the
 * X-Locale of later calls) and i18next change together. The language switch, the settings page and
 * the account's chosen language after a login (AccountLocale.tsx) all switch through it.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../generated/config-types';
import { bundleApi } from '../api/bundleApi';
import { useBundle } from '../app/bundle';
import { useAppDispatch } from '../app/hooks';
import { localeChanged } from '../app/uiSlice';
import { addPartTexts } from '../app/useBundlePart';
import { HEALTH_TOOLS_NAMESPACE, healthToolTextsKey, localePartKey, TEXT_PARTS, textsPartKey } from '../domain/brand/bundleParts';
import { INSTRUMENTS } from '../domain/healthTools/healthToolOfService';
import { I18N_NAMESPACE } from './createI18n';
import { writeLocaleCookie } from './localeCookie';

/** switchTo answers whether the page now shows the language (false: its texts could not be loaded). */
export function useLanguageSwitch(): (lng: Locale) => Promise<boolean> {
  const { i18n } = useTranslation();
  const { version } = useBundle();
  const dispatch = useAppDispatch();

  return useCallback(async (lng: Locale) => {
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
    // The shell's namespaces, and the texts parts the page has loaded (the care screens'), whose
    // screens then keep their state (a request being written) instead of waiting for them again.
    // The health tools' texts come a tool at a time (the part its page reads), so they are matched per tool.
    const has = (l: string, key: string) => i18n.getResource(l, I18N_NAMESPACE, key) !== undefined;
    const missing = (key: string) => has(i18n.language, key) && !has(lng, key);
    const keys = [
      ...(i18n.hasResourceBundle(lng, I18N_NAMESPACE) ? [] : [localePartKey(lng)]),
      ...[...TEXT_PARTS].filter((ns) => ns !== HEALTH_TOOLS_NAMESPACE && missing(ns)).map((ns) => textsPartKey(ns, lng)),
      ...[...INSTRUMENTS].filter((instrument) => missing(`${HEALTH_TOOLS_NAMESPACE}.${instrument}`)).map((instrument) => healthToolTextsKey(instrument, lng)),
    ];
    if (!(await Promise.all(keys.map(load))).every(Boolean)) return false;
    writeLocaleCookie(lng);
    dispatch(localeChanged(lng));
    await i18n.changeLanguage(lng);
    return true;
  }, [dispatch, i18n, version]);
}
