/**
 * The portal's display formats (spec section 9, UX.md "Words and formats"). Times are always shown
 * in Budapest time whatever the device's zone, because appointments happen at Hungarian and
 * Romanian providers and a phone abroad must not shift them.
 */
import { TZDateMini } from '@date-fns/tz';
import { lightFormat } from 'date-fns';

export type PortalLocale = 'hu' | 'en' | 'ro';

export const TIME_ZONE = 'Europe/Budapest';

const LOCALE_TAG: Record<PortalLocale, string> = { hu: 'hu-HU', en: 'en-GB', ro: 'ro-RO' };
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

/** HUF has no minor unit in practice (label Ft); RON shows bani (2 decimals, label lei). */
export function formatMoney(amount: number, currency: 'HUF' | 'RON', locale: PortalLocale): string {
  const digits = currency === 'HUF' ? 0 : 2;
  const number = new Intl.NumberFormat(LOCALE_TAG[locale], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  return `${number}${NBSP}${currency === 'HUF' ? 'Ft' : 'lei'}`;
}

// Phone numbers live in their own module so the shell's footer does not pull date-fns into the entry chunk.
export { formatPhone } from './formatPhone';
