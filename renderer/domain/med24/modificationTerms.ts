/**
 * What a change of product costs and when it applies (issue 15), in Budapest's calendar days; the
 * server charges by it and the change page shows it before the customer decides:
 * - to a dearer product: from the next day, and the price difference for the days from then to the
 *   end of the paid period, in proportion to the period's length, rounded to whole forints; on the
 *   period's last day nothing is due and the new price applies from the renewal;
 * - to a product that costs the same or less: from the next period (the day after the paid period
 *   ends), with nothing due now and nothing refunded.
 */
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addYears, differenceInCalendarDays, format } from 'date-fns';
/** How often a subscription is paid. */
export type BillingPeriod = 'month' | 'year';

const BUDAPEST = 'Europe/Budapest';
const day = (ymd: string) => new TZDate(`${ymd}T12:00:00`, BUDAPEST);
const ymd = (date: Date) => format(date, 'yyyy-MM-dd');

export const todayInBudapest = (now: number): string => format(new TZDate(now, BUDAPEST), 'yyyy-MM-dd');

export interface ModificationTerms {
  amountDueHuf: number;
  /** YYYY-MM-DD. */
  effectiveDate: string;
}

export function modificationTerms(input: { fromPriceHuf: number; toPriceHuf: number; period: BillingPeriod; paidUntil: string; today: string }): ModificationTerms {
  const { fromPriceHuf, toPriceHuf, period, paidUntil, today } = input;
  const nextPeriod = ymd(addDays(day(paidUntil), 1));
  if (toPriceHuf <= fromPriceHuf) return { amountDueHuf: 0, effectiveDate: nextPeriod > today ? nextPeriod : ymd(addDays(day(today), 1)) };
  const tomorrow = ymd(addDays(day(today), 1));
  if (paidUntil < tomorrow) return { amountDueHuf: 0, effectiveDate: tomorrow };
  const periodStart = period === 'year' ? addYears(day(nextPeriod), -1) : addMonths(day(nextPeriod), -1);
  const periodDays = differenceInCalendarDays(day(nextPeriod), periodStart);
  const remainingDays = differenceInCalendarDays(day(nextPeriod), day(tomorrow));
  return { amountDueHuf: Math.round(((toPriceHuf - fromPriceHuf) * remainingDays) / periodDays), effectiveDate: tomorrow };
}
