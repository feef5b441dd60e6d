/**
 * Query string → provider search filter. Every value is normalised (spec section 5) and every
 * missing value takes its default, so the screen can trust the filter whatever link the visitor
 * arrived with. A listType in the query is a request: it wins over the name rules, which is what
 * makes a shared link reopen on the tab it was copied from.
 */
import { defaultWeek } from './defaultWeek';
import type { ListType, ProviderSearchContext, ProviderSearchFilter } from './providerSearchFilter';
import { resolveListType } from './resolveListType';
import { toFlag, toIdOrNull, toPage, toSearchDateOrNull, toText, toTextOrNull } from './searchValues';

/** 'doctors' or 'providers'; anything else is no request. */
export function toListTypeOrNull(raw: string | null | undefined): ListType | null {
  const text = raw?.trim();
  return text === 'doctors' || text === 'providers' ? text : null;
}

export function parseProviderSearch(params: URLSearchParams, context: ProviderSearchContext): ProviderSearchFilter {
  const providerName = toText(params.get('providerName'));
  const doctorName = toText(params.get('doctorName'));
  return {
    // An unreadable week is treated as missing rather than rejected: the calendar opens on today.
    week: toSearchDateOrNull(params.get('week')) ?? defaultWeek(context.now),
    subfunction: toIdOrNull(params.get('subfunction')),
    location: toTextOrNull(params.get('location')),
    providerName,
    doctorName,
    speaksEnglish: toFlag(params.get('speaksEnglish')),
    discountOnly: toFlag(params.get('discountOnly')),
    page: toPage(params.get('page')),
    listType: resolveListType({
      defaultListType: context.defaultListType,
      providerName,
      doctorName,
      current: null,
      requested: toListTypeOrNull(params.get('listType')),
    }),
  };
}
