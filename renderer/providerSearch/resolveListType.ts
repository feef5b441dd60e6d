/**
 * Which list provider search shows, doctors or providers (spec section 4):
 * - providers when the brand's default list type is providers (a brand rule, so no brand id in
 *   code), or when providerName is set and doctorName is empty;
 * - doctors when doctorName is set or providerName is empty;
 * - but a requested list type that differs from the current one wins.
 * The two name rules are complements of each other; the brand rule is checked first, so a
 * providers-first brand lists providers even for a doctor-name search unless a tab is requested.
 */
import type { ListType } from './providerSearchFilter';

export interface ListTypeInput {
  defaultListType: ListType;
  providerName: string;
  doctorName: string;
  /** The list type shown now; null when nothing is shown yet (a fresh page load). */
  current: ListType | null;
  /** A list type the visitor asked for (a tab, or listType in the query). */
  requested?: ListType | null;
}

/** The list type the rules give from the names alone, before any request. */
export function ruleListType(defaultListType: ListType, providerName: string, doctorName: string): ListType {
  if (defaultListType === 'providers') return 'providers';
  if (providerName !== '' && doctorName === '') return 'providers';
  return 'doctors';
}

export function resolveListType(input: ListTypeInput): ListType {
  const { requested, current } = input;
  if (requested && requested !== current) return requested;
  return ruleListType(input.defaultListType, input.providerName, input.doctorName);
}
