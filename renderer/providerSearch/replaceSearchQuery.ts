/**
 * The query string to replace the current one with after a search: the search keys come from the
 * filter, every other parameter of the current URL stays. iframe=1 must be kept on all later
 * navigation and webview/_webview mark the layout (spec section 2), so a search may not drop them.
 * The screen passes the result to navigate({ search }, { replace: true }): search state is replaced,
 * never pushed, so the back button leaves the search instead of stepping through each filter.
 */
import { PROVIDER_SEARCH_KEYS, type ProviderSearchContext, type ProviderSearchFilter } from './providerSearchFilter';
import { serialiseProviderSearch } from './serialiseProviderSearch';

const SEARCH_KEYS: ReadonlySet<string> = new Set(PROVIDER_SEARCH_KEYS);

/** '?…' or '' — the form navigate() and Location.search use. */
export function replaceSearchQuery(current: URLSearchParams, filter: ProviderSearchFilter, context: ProviderSearchContext): string {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!SEARCH_KEYS.has(key)) next.append(key, value);
  for (const [key, value] of serialiseProviderSearch(filter, context)) next.set(key, value);
  const text = next.toString();
  return text === '' ? '' : `?${text}`;
}
