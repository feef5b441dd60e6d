/**
 * Video consultation search of the virtual clinic (issue 5; schemas/api/video-search-query.schema.json):
 * GET /api/search/video, logged in. Silent: the screen shows its error in place, beside the filter.
 */
import type { VideoSearchFilter } from '../providerSearch/videoSearchFilter';
import { baseApi, LOCALIZED_TAG } from './baseApi';
import type { SearchResponse, SearchRow } from './providersApi';

/** A row of GET /api/search/video: a doctor row of the search answer, with the doctor's fields always there. */
export type VideoDoctorRow = SearchRow & Required<Pick<SearchRow, 'providerId' | 'speaksEnglish' | 'price' | 'currency' | 'discountPercent' | 'video' | 'provider'>>;

export type VideoSearchResponse = Omit<SearchResponse, 'rows'> & { rows: VideoDoctorRow[] };

/** The query parameters the video search reads; every value is sent so the cache key is the whole filter. */
export function videoSearchParams(filter: VideoSearchFilter): Record<string, string | number> {
  const params: Record<string, string | number> = { week: filter.week, sortBy: filter.sortBy, page: filter.page };
  if (filter.subfunction !== null) params.subfunction = filter.subfunction;
  if (filter.speaksEnglish === 1) params.speaksEnglish = 1;
  return params;
}

export const videoSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchVideo: build.query<VideoSearchResponse, VideoSearchFilter>({
      query: (filter) => ({ url: '/api/search/video', params: videoSearchParams(filter) }),
      extraOptions: { silent: true },
      providesTags: [LOCALIZED_TAG],
    }),
  }),
});

export const { useSearchVideoQuery } = videoSearchApi;
