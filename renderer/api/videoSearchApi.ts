/**
 * Video consultation search of the virtual clinic (issue 5; schemas/api/video-search-query.schema.json):
 * GET /api/search/video, logged in. Silent: the screen shows its error in place, beside the filter.
 */
import type { VideoSearchFilter } from '../providerSearch/videoSearchFilter';
import { baseApi } from './baseApi';
import type { SearchSlot } from './providersApi';

export interface VideoDoctorRow {
  id: number;
  providerId: number;
  name: string;
  speaksEnglish: boolean;
  price: number;
  currency: string;
  discountPercent: number;
  video: boolean;
  provider: { id: number; name: string; city: string };
  slots: SearchSlot[];
  nearestAvailableDate: string | null;
  slotsWithinSevenDays: number;
}

export interface VideoSearchResponse {
  rows: VideoDoctorRow[];
  totalRows: number;
  page: number;
  week: string;
  sortBy: string;
  isCalendarAvailable: boolean;
}

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
    }),
  }),
});

export const { useSearchVideoQuery } = videoSearchApi;
