/**
 * Query string ↔ video consultation filter. The same normalisation as provider search (spec
 * section 5) and the same habit of leaving defaults out of the address, so both searches behave
 * alike for the visitor and a copied link keeps meaning "from today".
 */
import { defaultWeek } from './defaultWeek';
import { DEFAULT_PAGE } from './providerSearchFilter';
import { toFlag, toIdOrNull, toPage, toSearchDateOrNull } from './searchValues';
import { DEFAULT_VIDEO_SORT, type VideoSearchContext, type VideoSearchFilter } from './videoSearchFilter';

/** Sort keys are identifiers; anything else (empty, spaces, markup) falls back to price. */
const SORT_KEY = /^[A-Za-z0-9_-]{1,40}$/;

export function toSortBy(raw: string | null | undefined): string {
  const text = raw?.trim() ?? '';
  return SORT_KEY.test(text) ? text : DEFAULT_VIDEO_SORT;
}

export function parseVideoSearch(params: URLSearchParams, context: VideoSearchContext = {}): VideoSearchFilter {
  return {
    week: toSearchDateOrNull(params.get('week')) ?? defaultWeek(context.now),
    subfunction: toIdOrNull(params.get('subfunction')),
    speaksEnglish: toFlag(params.get('speaksEnglish')),
    sortBy: toSortBy(params.get('sortBy')),
    page: toPage(params.get('page')),
  };
}

export function serialiseVideoSearch(filter: VideoSearchFilter, context: VideoSearchContext = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.week !== defaultWeek(context.now)) params.set('week', filter.week);
  if (filter.subfunction !== null) params.set('subfunction', String(filter.subfunction));
  if (filter.speaksEnglish === 1) params.set('speaksEnglish', '1');
  if (filter.sortBy !== DEFAULT_VIDEO_SORT) params.set('sortBy', filter.sortBy);
  if (filter.page !== DEFAULT_PAGE) params.set('page', String(filter.page));
  return params;
}
