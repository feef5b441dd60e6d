/**
 * The thin menu (a compact search form above the results) is on after a search when any of
 * subfunction, location, providerName or doctorName is set (spec section 4). The flags, the week
 * and the page do not count: they refine a list, they do not make it a targeted search.
 * Callers evaluate this when a search runs; before the first search the menu is never thin.
 */
import type { ProviderSearchFilter } from './providerSearchFilter';

type ThinMenuFields = Pick<ProviderSearchFilter, 'subfunction' | 'location' | 'providerName' | 'doctorName'>;

export function isThinMenu(filter: ThinMenuFields): boolean {
  return filter.subfunction !== null || filter.location !== null || filter.providerName !== '' || filter.doctorName !== '';
}
