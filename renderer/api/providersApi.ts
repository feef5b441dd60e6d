/**
 * Provider search reference data and search (issue 5; schemas/api/search-*.schema.json):
 * GET /api/search/providers|doctors, GET /api/map/locations, GET /api/specializations.
 * The search is silent: the screen shows its error in place, beside the form, not as a global notice.
 */
import type { ProviderSearchFilter } from '../providerSearch/providerSearchFilter';
import type { SearchResponse } from '../../generated/config-types';
import { baseApi, LOCALIZED_TAG } from './baseApi';

/** The search answer (schemas/api/search-response): a page of rows, each with its free slots. */
export type { SearchResponse, SearchRow, SearchSlot } from '../../generated/config-types';

export interface LocationPlace {
  id: number;
  text: string;
  transKey: string | null;
}

export interface LocationGroup extends LocationPlace {
  /** HU or RO: the location filter groups counties by country. */
  countryCode: string | null;
  children: LocationPlace[];
}

export interface Subfunction {
  id: number;
  name: string;
  durationMinutes: number;
  video: boolean;
}

export interface Specialization {
  id: number;
  key: string;
  name: string;
  subfunctions: Subfunction[];
}

/**
 * A search as it is cached: the filter, and who asks (the user's id; null for an anonymous
 * visitor), as a logged-in patient's answer carries the coverage flags. The viewer is not sent: a
 * session restored after the page loaded, a login or a logout make it a new search.
 */
export type SearchArg = ProviderSearchFilter & { viewer: number | null };

/** The query parameters the search API reads; defaults and empty names are left out. */
export function searchParams(filter: ProviderSearchFilter): Record<string, string | number> {
  const params: Record<string, string | number> = { week: filter.week, page: filter.page, listType: filter.listType };
  if (filter.subfunction !== null) params.subfunction = filter.subfunction;
  if (filter.location !== null) params.location = filter.location;
  if (filter.providerName !== '') params.providerName = filter.providerName;
  if (filter.doctorName !== '') params.doctorName = filter.doctorName;
  if (filter.speaksEnglish === 1) params.speaksEnglish = 1;
  if (filter.discountOnly === 1) params.discountOnly = 1;
  return params;
}

export const providersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchProviders: build.query<SearchResponse, SearchArg>({
      query: (filter) => ({ url: `/api/search/${filter.listType}`, params: searchParams(filter) }),
      extraOptions: { silent: true },
      providesTags: [LOCALIZED_TAG],
    }),
    getLocations: build.query<LocationGroup[], void>({
      query: () => '/api/map/locations',
      keepUnusedDataFor: 3600,
      providesTags: [LOCALIZED_TAG],
    }),
    getSpecializations: build.query<Record<string, Specialization>, void>({
      query: () => '/api/specializations',
      keepUnusedDataFor: 3600,
      providesTags: [LOCALIZED_TAG],
    }),
  }),
});

export const { useSearchProvidersQuery, useGetLocationsQuery, useGetSpecializationsQuery } = providersApi;
