/** The language of an account's mail: the one kept on the account when it is one of the portal's languages, else the brand's default. */
import type { ServedBrand } from '../config/brandRegistry';
import { LOCALES, type LocaleId } from '../config/brandSources';

export function accountLocale(locale: string, brand: ServedBrand): LocaleId {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as LocaleId) : brand.effective.brand.defaultLocale;
}
