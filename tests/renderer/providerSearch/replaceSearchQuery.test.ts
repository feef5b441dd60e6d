/** Writing search state into the current route's query keeps iframe=1 and webview (spec section 2). */
import { describe, expect, it } from 'vitest';
import { replaceSearchQuery } from '../../../renderer/providerSearch/replaceSearchQuery';
import type { ProviderSearchFilter } from '../../../renderer/providerSearch/providerSearchFilter';

const NOW = new Date('2026-01-12T10:00:00Z');
const context = { defaultListType: 'doctors' as const, now: NOW };
const FILTER: ProviderSearchFilter = {
  week: '2026-01-12', subfunction: null, location: null, providerName: '', doctorName: '',
  speaksEnglish: 0, discountOnly: 0, page: 1, listType: 'doctors',
};

describe('replaceSearchQuery', () => {
  it('the default filter on a bare address gives an empty search', () => {
    expect(replaceSearchQuery(new URLSearchParams(''), FILTER, context)).toBe('');
  });

  it('keeps iframe and webview parameters and replaces the search keys', () => {
    const current = new URLSearchParams('iframe=1&doctorName=Old&page=4&_webview=1');
    expect(replaceSearchQuery(current, { ...FILTER, subfunction: 5 }, context)).toBe('?iframe=1&_webview=1&subfunction=5');
  });

  it('drops search keys that went back to their default', () => {
    expect(replaceSearchQuery(new URLSearchParams('speaksEnglish=1'), FILTER, context)).toBe('');
  });
});
