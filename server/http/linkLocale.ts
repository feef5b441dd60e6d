/**
 * The language of a link in a mail (issue 33): the mailer writes it into the link's query
 * (`?locale=en`), and a page loaded with it takes it as the visitor's choice (the `locale` cookie,
 * as the language switch writes it) and goes on at the same address without it. So a link opened
 * days later, on another device or after the visitor chose another language, opens in the mail's
 * language, with no language prefix in the path (spec section 1), and the address bar keeps no
 * parameter that would undo a later choice on reload.
 */
import type { Request, Response } from 'express';
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';

export const LINK_LOCALE_PARAM = 'locale';
const LOCALE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** A mail's link with its language in the query. */
export function withLinkLocale(url: string, locale: LocaleId): string {
  return `${url}${url.includes('?') ? '&' : '?'}${LINK_LOCALE_PARAM}=${locale}`;
}

/**
 * When a page load names its language, sets the locale cookie (a language the brand does not
 * offer is dropped) and redirects to the same path and query without it; answers whether it did.
 */
export function followLinkLocale(req: Request, res: Response, brand: ServedBrand): boolean {
  const mark = req.originalUrl.indexOf('?');
  if (mark < 0) return false;
  const query = new URLSearchParams(req.originalUrl.slice(mark + 1));
  if (!query.has(LINK_LOCALE_PARAM)) return false;
  const named = query.get(LINK_LOCALE_PARAM);
  query.delete(LINK_LOCALE_PARAM);
  if (named && (brand.effective.brand.locales as readonly string[]).includes(named)) {
    res.cookie('locale', named, { maxAge: LOCALE_COOKIE_MAX_AGE_MS, path: '/', sameSite: 'lax', secure: req.secure, encode: String });
  }
  // The path as it came, with one leading slash: "//host" or "/\host" would send the browser to another site.
  const path = `/${req.originalUrl.slice(0, mark).replace(/^[/\\]+/, '')}`;
  const rest = query.toString();
  res.set('Cache-Control', 'no-store').set('Vary', 'Host, Cookie').redirect(302, rest ? `${path}?${rest}` : path);
  return true;
}
