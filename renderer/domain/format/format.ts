/**
 * The portal's display formats (spec section 9, UX.md "Words and formats"). Times are always shown
 * in Budapest time whatever the device's zone, because appointments happen at Hungarian and
 * Romanian providers and a phone abroad must not shift them.
 */
import { TZDateMini } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import { LOCALE_TAG } from './localeTag';

export type PortalLocale = 'hu' | 'en' | 'ro';

export const TIME_ZONE = 'Europe/Budapest';

const DATE_PATTERN: Record<PortalLocale, string> = { hu: 'yyyy.MM.dd', en: 'dd/MM/yyyy', ro: 'dd.MM.yyyy' };
/*
 * Every display format is numeric, so date-fns' lightFormat (numeric tokens, no locale data) does
 * them all; the smallest zoned date of @date-fns/tz gives it Budapest's calendar and clock.
 * Against format() with the tz context: 6 KB brotli less on a first route that shows dates.
 */
const inBudapest = (instant: Date): Date => new TZDateMini(instant.getTime(), TIME_ZONE);

/** Joins a number and its unit so a line never breaks between them. */
const NBSP = '\u00a0';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * An instant from the API. Strings with a zone (Z or an offset) are instants; a bare date or date
 * and time is read as Budapest wall-clock time, since `new Date()` would read a bare date-time in
 * the device's zone and a bare date in UTC, and neither is what the backend means.
 */
function toInstant(value: Date | string): Date {
  if (value instanceof Date) return checked(value, String(value));
  const local = LOCAL_DATE_TIME.exec(value.trim());
  if (!local) return checked(new Date(value), value);
  // Fractions are cut to milliseconds: ".5" is 500 ms, ".123456" is 123 ms.
  const [y, mo, d, h, mi, s, ms] = local.slice(1).map((part, i) => Number(i === 6 ? (part ?? '').padEnd(3, '0') : (part ?? 0)));
  return checked(new TZDateMini(y!, mo! - 1, d!, h!, mi!, s!, ms!, TIME_ZONE), value);
}

function checked(date: Date, received: string): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date or time: "${received}"`);
  return date;
}

/** hu YYYY.MM.DD, ro DD.MM.YYYY, en DD/MM/YYYY, as the Budapest calendar day. */
export function formatDate(value: Date | string, locale: PortalLocale): string {
  return lightFormat(inBudapest(toInstant(value)), DATE_PATTERN[locale]);
}

/** The date pattern of a locale as date-fns writes it (yyyy.MM.dd, dd/MM/yyyy, dd.MM.yyyy). */
export function datePattern(locale: PortalLocale): string {
  return DATE_PATTERN[locale];
}

const DATE_PARTS: Record<PortalLocale, RegExp> = {
  hu: /^(?<y>\d{4})\s*\.\s*(?<m>\d{1,2})\s*\.\s*(?<d>\d{1,2})\.?$/,
  en: /^(?<d>\d{1,2})\s*\/\s*(?<m>\d{1,2})\s*\/\s*(?<y>\d{4})$/,
  ro: /^(?<d>\d{1,2})\s*\.\s*(?<m>\d{1,2})\s*\.\s*(?<y>\d{4})$/,
};
const SEARCH_DAY = /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/;

/**
 * A date typed in the locale's format (or as YYYY-MM-DD, what a pasted search link holds) as
 * YYYY-MM-DD; null when it is not a day of the calendar (31.02.2030). The inverse of formatDate
 * for calendar days.
 */
export function parseDate(text: string, locale: PortalLocale): string | null {
  const match = DATE_PARTS[locale].exec(text.trim()) ?? SEARCH_DAY.exec(text.trim());
  if (!match?.groups) return null;
  const { y, m, d } = match.groups as { y: string; m: string; d: string };
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day ? day : null;
}

/** HH:mm in Budapest time, 24-hour in every locale. */
// All three locales use the 24-hour clock; the locale parameter keeps the helpers' signatures uniform.
export function formatTime(value: Date | string, _locale: PortalLocale): string {
  return lightFormat(inBudapest(toInstant(value)), 'HH:mm');
}

export function formatDateTime(value: Date | string, locale: PortalLocale): string {
  return `${formatDate(value, locale)} ${formatTime(value, locale)}`;
}

/** YYYY-MM-DD of the Budapest calendar day: the week parameter of provider and video search. */
export function toSearchDate(value: Date): string {
  return lightFormat(inBudapest(checked(value, String(value))), 'yyyy-MM-dd');
}

/** The calendar day `days` after a YYYY-MM-DD day, as YYYY-MM-DD (counted on the calendar, so no zone or clock change moves it). */
export function addCalendarDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(y!, m! - 1, d! + days));
  if (Number.isNaN(moved.getTime())) throw new RangeError(`Not a calendar day: "${day}"`);
  return moved.toISOString().slice(0, 10);
}

export type Currency = 'HUF' | 'RON';

/** HUF has no minor unit in practice (label Ft); RON has bani (2 decimals, label lei). */
const DECIMALS: Record<Currency, number> = { HUF: 0, RON: 2 };

/** What is left to pay after a percentage discount, rounded to the currency's unit: one rule for the search, the booking and the appointments list. */
export function discountedAmount(amount: number, discountPercent: number, currency: Currency): number {
  const scale = 10 ** DECIMALS[currency];
  return Math.round(((amount * (100 - discountPercent)) / 100) * scale) / scale;
}

export function formatMoney(amount: number, currency: Currency, locale: PortalLocale): string {
  const digits = DECIMALS[currency];
  const number = new Intl.NumberFormat(LOCALE_TAG[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  return `${number}${NBSP}${currency === 'HUF' ? 'Ft' : 'lei'}`;
}

// Phone numbers live in their own module so the shell's footer does not pull date-fns into the entry chunk.
export { formatPhone } from './formatPhone';
