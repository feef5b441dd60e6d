/**
 * Provider search filter → query string. Values equal to their default are left out, so the
 * address stays short and a link copied without filters keeps meaning "from today" rather than
 * freezing the day it was copied. Leaving out a default must not change what the link opens:
 * parseProviderSearch(serialiseProviderSearch(f)) gives f back for every normalised filter f
 * (listType is written only when the name rules would not give it back by themselves).
 */
import { defaultWeek } from './defaultWeek';
import { DEFAULT_PAGE, PROVIDER_SEARCH_KEYS, type ProviderSearchContext, type ProviderSearchFilter } from './providerSearchFilter';
import { ruleListType } from './resolveListType';

/** The text for one key, or undefined when the key is at its default and is omitted. */
function valueFor(key: (typeof PROVIDER_SEARCH_KEYS)[number], filter: ProviderSearchFilter, context: ProviderSearchContext): string | undefined {
  switch (key) {
    case 'week':
      return filter.week === defaultWeek(context.now) ? undefined : filter.week;
    case 'subfunction':
    case 'location':
      return filter[key] === null ? undefined : String(filter[key]);
    case 'providerName':
    case 'doctorName':
      return filter[key].trim() === '' ? undefined : filter[key].trim();
    case 'speaksEnglish':
    case 'discountOnly':
      return filter[key] === 1 ? '1' : undefined;
    case 'page':
      return filter.page === DEFAULT_PAGE ? undefined : String(filter.page);
    case 'listType': {
      const byRule = ruleListType(context.defaultListType, filter.providerName.trim(), filter.doctorName.trim());
      return filter.listType === byRule ? undefined : filter.listType;
    }
  }
}

export function serialiseProviderSearch(filter: ProviderSearchFilter, context: ProviderSearchContext): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of PROVIDER_SEARCH_KEYS) {
    const value = valueFor(key, filter, context);
    if (value !== undefined) params.set(key, value);
  }
  return params;
}
