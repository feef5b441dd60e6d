/**
 * On a phone the search form shows one field, the name of what the list shows, and folds the other
 * filters behind a "Filters (n active)" button, so the results start on the first screen. This is
 * which field stays out and how many of the folded ones narrow the search; the week counts only
 * when it is not the default one (spec section 4: today), which every search has.
 */
import type { ListType, ProviderSearchFilter } from './providerSearchFilter';

export type NameField = 'doctorName' | 'providerName';

/** The name field shown above the fold: the clinic's name in the clinics list, else the doctor's. */
export const nameFieldOf = (listType: ListType): NameField => (listType === 'providers' ? 'providerName' : 'doctorName');

type Folded = Pick<ProviderSearchFilter, 'week' | 'subfunction' | 'location' | 'providerName' | 'doctorName' | 'speaksEnglish' | 'discountOnly'>;

export function activeFoldedFilters(filter: Folded, shown: NameField, defaultWeek: string): number {
  const otherName = shown === 'doctorName' ? filter.providerName : filter.doctorName;
  return [
    filter.subfunction !== null,
    filter.location !== null,
    otherName.trim() !== '',
    filter.week !== defaultWeek,
    filter.speaksEnglish === 1,
    filter.discountOnly === 1,
  ].filter(Boolean).length;
}
