/** A plain number in the reader's format: hu and ro "1,5", en "1.5". */
import type { PortalLocale } from './format';
import { LOCALE_TAG } from './localeTag';

export function formatNumber(value: number, locale: PortalLocale): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale], { maximumFractionDigits: 2 }).format(value);
}

/** Each number of a message's values in the reader's format, the rest as it is. */
export function formatNumbers(values: Record<string, unknown>, locale: PortalLocale): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? formatNumber(value, locale) : value]));
}
