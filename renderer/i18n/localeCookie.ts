/**
 * The language choice lives in the `locale` cookie (spec sections 1 and 9: 365 days, no URL
 * prefix); the server reads the same cookie for `<html lang>`, so the first paint is already in
 * the right language.
 */
import type { Locale } from '../../generated/config-types';
import { cookieString, readCookie } from '../domain/brand/consentCookie';

export const LOCALE_COOKIE = 'locale';
export const LOCALE_MAX_AGE_S = 365 * 24 * 60 * 60;
const LOCALES: readonly Locale[] = ['hu', 'en', 'ro'];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The cookie's language when it is valid and the brand offers it, else the brand's default. */
export function initialLocale(cookieHeader: string, offered: readonly Locale[], brandDefault: Locale): Locale {
  const fromCookie = readCookie(cookieHeader, LOCALE_COOKIE);
  return isLocale(fromCookie) && offered.includes(fromCookie) ? fromCookie : brandDefault;
}

export function writeLocaleCookie(locale: Locale, doc: Document = document): void {
  doc.cookie = cookieString(LOCALE_COOKIE, locale, LOCALE_MAX_AGE_S, doc.location?.protocol === 'https:');
}
