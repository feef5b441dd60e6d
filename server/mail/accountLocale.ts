/**
 * The language of an account's mail and of the links in it: the one kept on the account when the
 * brand sending it offers it, else the brand's default. Every mail to an account goes in it (issue
 * 33); a mail to someone without an account (an anonymous booking) goes in the request's language.
 */
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';

export function accountLocale(locale: string, brand: ServedBrand): LocaleId {
  const offered: readonly string[] = brand.effective.brand.locales;
  return offered.includes(locale) ? (locale as LocaleId) : brand.effective.brand.defaultLocale;
}
