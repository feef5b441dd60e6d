/**
 * The query string to replace the current one with after a video search: the video filter's keys
 * come from the filter, every other parameter (iframe, webview, _webview) stays — the same rule as
 * replaceSearchQuery for provider search. Used with navigate({ search }, { replace: true }).
 */
import type { VideoSearchContext, VideoSearchFilter } from './videoSearchFilter';
import { serialiseVideoSearch } from './videoSearchQuery';

export const VIDEO_SEARCH_KEYS: readonly (keyof VideoSearchFilter)[] = ['week', 'subfunction', 'speaksEnglish', 'sortBy', 'page'];
const SEARCH_KEYS: ReadonlySet<string> = new Set(VIDEO_SEARCH_KEYS);

/** '?…' or '' — the form navigate() and Location.search use. */
export function replaceVideoSearchQuery(current: URLSearchParams, filter: VideoSearchFilter, context: VideoSearchContext = {}): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!SEARCH_KEYS.has(key)) next.append(key, value);
  for (const [key, value] of serialiseVideoSearch(filter, context)) next.set(key, value);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
