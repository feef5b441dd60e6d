/**
 * Calendar arithmetic of the demo slots, all in Europe/Budapest (spec section 9: default time
 * zone Budapest). Days are handled as YYYY-MM-DD strings and minutes after local midnight, and
 * the UTC offset is looked up per hour and cached: 100,000+ slots through a time-zone library
 * call each would dominate seeding time, and Budapest offsets only change on whole hours.
 */
import { tzOffset } from '@date-fns/tz';
import { addDays, format, getISODay, parseISO } from 'date-fns';

export const TIME_ZONE = 'Europe/Budapest';

/** Slots start no earlier than 08:00 and end no later than 18:00, Monday to Friday. */
export const BUSINESS_HOURS = { opensMinute: 8 * 60, closesMinute: 18 * 60 } as const;

/** The coming 8 weeks: from the day after today to today + 56 days. */
export const SLOT_WINDOW_DAYS = 56;

const offsetCache = new Map<number, number>();
/** Per day: the UTC instant that 00:00 would be with the day's business-hours offset (see below). */
const midnightCache = new Map<string, number>();

/** Budapest UTC offset in minutes at an instant (+60 in winter, +120 in summer). */
function offsetAt(utcMs: number): number {
  const hour = Math.floor(utcMs / 3_600_000);
  let offset = offsetCache.get(hour);
  if (offset === undefined) {
    offset = tzOffset(TIME_ZONE, new Date(hour * 3_600_000));
    offsetCache.set(hour, offset);
  }
  return offset;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant as Budapest wall-clock time with its offset: 2026-03-16T08:30:00+01:00. */
export function toBudapestIso(utcMs: number): string {
  const offset = offsetAt(utcMs);
  const local = new Date(utcMs + offset * 60_000);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * The instant of a Budapest wall-clock time. Business hours never fall in the 02:00–03:00 gap of
 * a DST change, so the offset at local noon of that day is the offset of every slot of the day.
 */
export function budapestToUtcMs(day: string, minuteOfDay: number): number {
  let midnight = midnightCache.get(day);
  if (midnight === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    midnight = Date.UTC(y, m - 1, d) - offsetAt(Date.UTC(y, m - 1, d, 11)) * 60_000;
    midnightCache.set(day, midnight);
  }
  return midnight + minuteOfDay * 60_000;
}

/** Monday to Friday. Public holidays are not modelled: demo data, and HU and RO differ. */
export function isWorkingDay(day: string): boolean {
  return weekdayOf(day) <= 5;
}

const weekdayCache = new Map<string, number>();

/** ISO weekday, 1 = Monday … 7 = Sunday. Cached: every doctor asks about the same 40 days. */
export function weekdayOf(day: string): number {
  let weekday = weekdayCache.get(day);
  if (weekday === undefined) {
    weekday = getISODay(parseISO(day));
    weekdayCache.set(day, weekday);
  }
  return weekday;
}

/** The working days of the slot window after `today` (YYYY-MM-DD, a Budapest date). */
export function workingDaysAfter(today: string, days = SLOT_WINDOW_DAYS): string[] {
  const start = parseISO(today);
  const result: string[] = [];
  for (let i = 1; i <= days; i += 1) {
    const day = format(addDays(start, i), 'yyyy-MM-dd');
    if (isWorkingDay(day)) result.push(day);
  }
  return result;
}
