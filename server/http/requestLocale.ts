import type { Request } from 'express';
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';
import { localeText } from '../config/localeText';

const LOCALE_COOKIE = /(?:^|;\s*)locale=(hu|en|ro)(?:;|$)/;

/** The language the request names, the X-Locale header first, then the locale cookie, if the brand offers it; undefined when it names none. */
export function statedLocale(req: Request, brand: ServedBrand): LocaleId | undefined {
  const offered = brand.effective.brand.locales;
  const header = req.headers['x-locale'];
  const fromHeader = typeof header === 'string' ? header.slice(0, 2).toLowerCase() : undefined;
  const fromCookie = LOCALE_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  for (const candidate of [fromHeader, fromCookie]) {
    if (candidate && (offered as string[]).includes(candidate)) return candidate as LocaleId;
  }
  return undefined;
}

/** The request's locale: the X-Locale header, else the locale cookie, else the brand's default; always one the brand offers. */
export function requestLocale(req: Request, brand: ServedBrand): LocaleId {
  return statedLocale(req, brand) ?? brand.effective.brand.defaultLocale;
}

/** A translation from the brand's locale documents ("errors.U001"), or undefined; see localeText. */
export function translate(brand: ServedBrand, locale: LocaleId, key: string, values: Record<string, string> = {}): string | undefined {
  return localeText(brand.effective.locales[locale], key, values);
}
