/**
 * A rating category as the rating bars show it (spec §2 ratings, UX.md "rating bars"): the
 * average as text in the locale's number format ("4,3" in Hungarian), the bar's length on the
 * 1–5 scale, and the count. The text carries the value; the bar only repeats it.
 */
import type { Rating } from '../api/providerDetailsApi';
import type { PortalLocale } from '../domain/format/format';
import { LOCALE_TAG } from '../domain/format/localeTag';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export interface RatingDisplay {
  /** One decimal, e.g. "4,3" (hu) or "4.3" (en). */
  value: string;
  /** Bar length in percent of the scale: 1 is 0 %, 5 is 100 %. */
  percent: number;
  count: number;
  /** No review yet: no value and no bar. */
  empty: boolean;
}

export function ratingDisplay(rating: Rating, locale: PortalLocale): RatingDisplay {
  if (!Number.isFinite(rating.average) || rating.count <= 0) return { value: '', percent: 0, count: 0, empty: true };
  const average = Math.min(RATING_MAX, Math.max(RATING_MIN, rating.average));
  const value = new Intl.NumberFormat(LOCALE_TAG[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  const percent = Math.round(((average - RATING_MIN) / (RATING_MAX - RATING_MIN)) * 1000) / 10;
  return { value, percent, count: rating.count, empty: false };
}
