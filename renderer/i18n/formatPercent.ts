/** A percentage with one decimal in the reader's format: hu "13,1%", en "13.1%", ro "13,1 %". */
import type { PortalLocale } from '../domain/format/format';
import { LOCALE_TAG } from '../domain/format/localeTag';

export function formatPercent(percent: number, locale: PortalLocale): string {
  return new Intl.NumberFormat(LOCALE_TAG[locale], { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100);
}
