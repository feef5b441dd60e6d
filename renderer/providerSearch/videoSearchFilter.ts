/**
 * The video consultation filter of spec section 3 (virtual clinic search). Smaller than the
 * provider filter: no places or names, but a sort order, which defaults to price (spec §9).
 * totalRows and isCalendarAvailable are answers of the search API and stay with RTK Query.
 */
import type { SearchFlag } from './providerSearchFilter';

export interface VideoSearchFilter {
  /** First day of the shown week, YYYY-MM-DD in Budapest time. */
  week: string;
  subfunction: number | null;
  speaksEnglish: SearchFlag;
  /**
   * Sort key passed to the search API. The spec names only the default, so other keys are passed
   * through as written (a-z, 0-9, _ and -) and the API decides whether it knows them.
   */
  sortBy: string;
  page: number;
}

export const DEFAULT_VIDEO_SORT = 'price';

/** Only the clock: the video filter has no brand rule. Defaults to now. */
export interface VideoSearchContext {
  now?: Date;
}
