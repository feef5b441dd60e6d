/**
 * The last day a payment covers: a month or a year from the day after the subscription was paid
 * up to (or from today, for its first payment), in Budapest's calendar, as the portal keeps days.
 */
import { addDays, addMonths, addYears, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import type { BillingPeriod } from '../../db/schema';

const BUDAPEST = 'Europe/Budapest';

export function paidUntilAfter(previous: string | null, period: BillingPeriod, now: number): string {
  const today = format(new TZDate(now, BUDAPEST), 'yyyy-MM-dd');
  const start = previous && previous >= today ? addDays(new TZDate(`${previous}T12:00:00`, BUDAPEST), 1) : new TZDate(`${today}T12:00:00`, BUDAPEST);
  const end = addDays(period === 'year' ? addYears(start, 1) : addMonths(start, 1), -1);
  return format(end, 'yyyy-MM-dd');
}
