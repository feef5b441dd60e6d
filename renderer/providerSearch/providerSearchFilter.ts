/**
 * The provider search filter of spec section 3, as it lives in the query string of the provider
 * search route. Only these fields are search state; what the server answers about a search
 * (totalRows, isCalendarAvailable, the limit flags, the subfunction object) is API data and is
 * kept by RTK Query, not here.
 */
import type { ListType } from '../../generated/config-types';

export type { ListType };

/** 0 or 1 rather than a boolean: the query string and the search API both carry the digit (spec §9). */
export type SearchFlag = 0 | 1;

export interface ProviderSearchFilter {
  /** First day of the shown week, YYYY-MM-DD in Budapest time. */
  week: string;
  /** Bookable service id; null when no service is chosen. */
  subfunction: number | null;
  /** Id of a child of the location list; null for anywhere. Kept as text: ids are opaque here. */
  location: string | null;
  providerName: string;
  doctorName: string;
  speaksEnglish: SearchFlag;
  discountOnly: SearchFlag;
  /** 1-based result page. */
  page: number;
  listType: ListType;
}

/** Query parameter names, in the order they are written so equal filters give equal URLs. */
export const PROVIDER_SEARCH_KEYS = [
  'week',
  'subfunction',
  'location',
  'providerName',
  'doctorName',
  'speaksEnglish',
  'discountOnly',
  'page',
  'listType',
] as const satisfies ReadonlyArray<keyof ProviderSearchFilter>;

/** What parsing and serialising need besides the query: the brand rule and the clock. */
export interface ProviderSearchContext {
  /** brand.rules.providerSearchListType: what the list shows when no name filter decides. */
  defaultListType: ListType;
  /** The current instant; the week defaults to its Budapest calendar day. Defaults to now. */
  now?: Date;
}

export const DEFAULT_PAGE = 1;
