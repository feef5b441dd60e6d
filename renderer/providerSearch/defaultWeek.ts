/**
 * The week a search shows when the query names none: today (spec section 4), meaning today in
 * Budapest. Providers are in Hungary and Romania and slots are Budapest wall-clock times, so a
 * phone set to another zone must not start the calendar a day early or late.
 */
import { toSearchDate } from '../domain/format/format';

export function defaultWeek(now: Date = new Date()): string {
  return toSearchDate(now);
}
